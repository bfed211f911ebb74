import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

// Chromium sends Content-Security-Policy reports through the Reporting API only for documents
// served over https; over plain http it sends none at all (the policy's report-to makes it
// ignore report-uri). The test server speaks http, so tests/e2e/xss.spec.ts reaches it through
// this https reverse proxy on loopback, with a throwaway certificate (docs/decisions/072).

export type HttpsProxy = { url: string; close: () => Promise<void> };

/** A certificate for 127.0.0.1, valid one day, made with Debian's openssl. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xss-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Forwards everything to `target` as a reverse proxy does: the upstream's Host, and the
 * browser's Origin translated, so the server's same-origin check sees its own origin. The
 * reporting endpoint the server names is rewritten to the proxy, as in production the page and
 * the endpoint share the public origin.
 */
export async function startHttpsProxy(target: string): Promise<HttpsProxy> {
  const upstream = new URL(target);
  let ownOrigin = "";
  const server = https.createServer(throwawayCertificate(), (request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    if (headers.origin === ownOrigin) headers.origin = upstream.origin;
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        const endpoints = answerHeaders["reporting-endpoints"];
        if (typeof endpoints === "string")
          answerHeaders["reporting-endpoints"] = endpoints.replaceAll(upstream.origin, ownOrigin);
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  ownOrigin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: ownOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
