import http from "node:http";
import net from "node:net";
import { expect } from "vitest";
import { authLinkIn, outboxReader } from "../tests/support/outbox.ts";
import type { RunningServer } from "./test-server.ts";

// A visitor of a test server over real HTTP: its cookie, its own address behind the trusted
// proxy, and the mails the server wrote to its outbox for it.

export type Client = { cookie: string; address: string; email: string };
export type CallInit = RequestInit & { client?: Client; lang?: string };

/** A loopback port nothing listens on right now, for a server whose PUBLIC_URL must name it. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A request at a given time, on a server started with the test clock (docs/decisions/018). */
export function atTime(time: string, init: CallInit = {}): CallInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), "x-test-now": time } };
}

/** The session cookie(s) a response set, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** `server` is a getter: the server starts in a beforeAll, after this is called. */
export function testClient(server: () => RunningServer) {
  let addressCounter = 1;

  /** Each simulated visitor has its own address, as behind a proxy. */
  function nextAddress() {
    addressCounter += 1;
    return `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  }

  async function call(urlPath: string, init: CallInit = {}) {
    const headers = new Headers(init.headers);
    if (init.client) {
      headers.set("cookie", init.client.cookie);
      headers.set("x-forwarded-for", init.client.address);
    }
    if (init.lang) headers.set("accept-language", init.lang);
    if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
    if (init.method && init.method !== "GET" && !headers.has("origin"))
      headers.set("origin", server().url);
    return fetch(server().url + urlPath, { ...init, headers, redirect: "manual" });
  }

  let reader: ReturnType<typeof outboxReader> | undefined;
  const outbox = () => (reader ??= outboxReader(server().dataDir));
  const mailsTo = (email: string) => outbox().mailsTo(email);
  const waitForMail = (email: string, subject: RegExp, count?: number, timeoutMs?: number) =>
    outbox().waitForMail(email, subject, count, timeoutMs);

  /** Follows the link of the newest confirmation mail, as the customer would. */
  async function verifyEmail(client: Client, subject = /Bekräfta din e-postadress/) {
    const mails = await waitForMail(client.email, subject);
    const response = await call(authLinkIn(mails.at(-1)!));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("emailVerification=done");
  }

  /** A new customer, signed in; with a confirmed address unless `verify` is false. */
  async function signUp(
    extra: Record<string, unknown> = {},
    options: { verify?: boolean } = {},
  ): Promise<Client> {
    const address = nextAddress();
    const body = {
      name: "Kalle Kund",
      email: `${crypto.randomUUID()}@example.test`,
      password: "hemligt123",
      ...extra,
    };
    const email = String(body.email);
    const response = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = cookieOf(response);
    expect(cookie).toContain("session_token");
    const client = { cookie, address, email };
    if (options.verify !== false) await verifyEmail(client);
    return client;
  }

  return { call, nextAddress, signUp, mailsTo, waitForMail, authLinkIn, verifyEmail };
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type RawRequestOptions = { method?: string; path?: string; headers: Record<string, string> };

/**
 * A request through node:http with exactly these headers, for what fetch cannot do: a bad Host,
 * a chunked body, or a body the server refuses before it has all been sent (fetch then fails
 * with EPIPE instead of returning the answer).
 */
export function sendRaw(
  baseUrl: string,
  options: RawRequestOptions,
  write?: (request: http.ClientRequest) => void,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method: options.method ?? "GET",
        path: options.path ?? "/",
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      },
    );
    // Writing after the server has answered and closed is expected here.
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    if (write) write(request);
    else request.end();
  });
}

/**
 * A raw connection to a server, for what a client library hides: answers read one at a time
 * (with a Content-Length or chunked), and whether the server closed the connection.
 */
export function rawConnection(url: string) {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  let received = "";
  let waiting: (() => void) | undefined;
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
    waiting?.();
  });
  /** A write the server refused by resetting the connection (EPIPE, ECONNRESET). */
  const errors: string[] = [];
  socket.on("error", (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  const closed = new Promise<"closed">((resolve) => socket.once("close", () => resolve("closed")));
  const nextAnswer = () =>
    new Promise<{ head: string }>((resolve) => {
      const check = () => {
        const headEnd = received.indexOf("\r\n\r\n");
        if (headEnd < 0) return;
        const head = received.slice(0, headEnd);
        let end = headEnd + 4 + Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (/transfer-encoding: *chunked/i.test(head)) {
          const last = received.indexOf("\r\n0\r\n\r\n", headEnd);
          if (last < 0) return;
          end = last + 7;
        }
        if (received.length < end) return;
        received = received.slice(end);
        waiting = undefined;
        resolve({ head });
      };
      waiting = check;
      check();
    });
  return { socket, closed, nextAnswer, errors };
}
