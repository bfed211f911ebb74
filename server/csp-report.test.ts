import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./test-server";
import { freePort, testClient } from "./test-client";

// The pages' Content-Security-Policy reports its violations to our own endpoint, which logs
// them (docs/decisions/038); bad bodies are refused and a flood is not logged.
let server: RunningServer;
const { call } = testClient(() => server);

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    // The flood test sets the time of its requests, so no minute boundary can fall inside it.
    TEST_CLOCK: "1",
  });
});
afterAll(async () => {
  await server?.stop();
});

const violationLines = (blocked: string) =>
  server.logs
    .join("")
    .split("\n")
    .filter((line) => line.includes('"csp violation"') && line.includes(blocked));

// The server writes its log line after answering: poll the log (Vitest's expect.poll).
const logged = { timeout: 10_000 };

const report = (blocked: string) => ({
  type: "csp-violation",
  url: `${server.url}/`,
  body: {
    documentURL: `${server.url}/`,
    blockedURL: blocked,
    effectiveDirective: "script-src-elem",
    sample: "alert(1)",
  },
});

const post = (body: string, type: string, address = "10.20.0.1", at?: string) =>
  call("/api/csp-report", {
    method: "POST",
    body,
    headers: {
      "content-type": type,
      "x-forwarded-for": address,
      ...(at ? { "x-test-now": at } : {}),
    },
  });

describe("CSP violation reports", () => {
  it("are asked for by every page", async () => {
    const page = await call("/en/portfolio");
    expect(page.headers.get("content-security-policy")).toMatch(
      /; report-uri \/api\/csp-report; report-to csp$/,
    );
    // Without Stripe, forms lead to our own pages only.
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self';");
    expect(page.headers.get("reporting-endpoints")).toBe(`csp="${server.url}/api/csp-report"`);
  });

  it("are logged in the Reporting API's format and the older one", async () => {
    const batch = await post(
      JSON.stringify([report("inline"), report("https://evil.test/x.js")]),
      "application/reports+json",
    );
    expect(batch.status).toBe(204);
    const legacy = await post(
      JSON.stringify({
        "csp-report": {
          "document-uri": `${server.url}/`,
          "blocked-uri": "https://old.test/y.js",
          "violated-directive": "script-src",
        },
      }),
      "application/csp-report",
    );
    expect(legacy.status).toBe(204);
    await expect.poll(() => violationLines("https://old.test/y.js"), logged).toHaveLength(1);
    expect(violationLines("https://evil.test/x.js")).toHaveLength(1);
    expect(JSON.parse(violationLines("https://evil.test/x.js")[0]!)).toMatchObject({
      directive: "script-src-elem",
      sample: "alert(1)",
    });
  });

  it("refuse other media types, malformed and oversized bodies", async () => {
    expect((await post("{}", "text/plain")).status).toBe(415);
    expect((await post("{not json", "application/reports+json")).status).toBe(400);
    const huge = JSON.stringify([{ ...report("big"), pad: "x".repeat(70_000) }]);
    // Past the server's own body limit, before the endpoint's.
    expect((await post(huge, "application/reports+json")).status).toBe(413);
    const overEndpointLimit = JSON.stringify([{ ...report("big"), pad: "x".repeat(40_000) }]);
    expect((await post(overEndpointLimit, "application/reports+json")).status).toBe(400);
    expect(violationLines("big")).toEqual([]);
    expect((await call("/api/csp-report")).status).toBe(405);
  });

  it("log at most 30 reports a minute from one client", async () => {
    const flood = (at: string) =>
      post(JSON.stringify([report("flood")]), "application/reports+json", "10.30.0.1", at);
    for (let i = 0; i < 35; i++) expect((await flood("2031-05-04T10:15:20Z")).status).toBe(204);
    await expect.poll(() => violationLines("flood").length, logged).toBeGreaterThanOrEqual(30);
    expect(violationLines("flood")).toHaveLength(30);
    // The next minute, the client's reports are logged again.
    expect((await flood("2031-05-04T10:16:01Z")).status).toBe(204);
    await expect.poll(() => violationLines("flood"), logged).toHaveLength(31);
  });
});
