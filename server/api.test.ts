import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/features/booking/slots";
import enApi from "~/i18n/locales/en/api";
import { testClient, type Client } from "./test-client";
import svApi from "~/i18n/locales/sv/api";
import { startServer, type RunningServer } from "./test-server";

// The JSON API of architecture section 4 through the real server: authorization, bad input,
// cross-site requests, rate limiting and double booking under concurrency.
let server: RunningServer;

beforeAll(async () => {
  // A free port; the server accepts writes from its own origin (server/cross-site.ts).
  server = await startServer({ TRUSTED_PROXIES: "127.0.0.1,::1" });
});
afterAll(async () => {
  await server?.stop();
});

// Signed-up customers have confirmed their address through the e-mailed link, unless a test
// says otherwise.
const { call, signUp, nextAddress } = testClient(() => server);

const inDays = (days: number) => addDays(businessToday(), days);
const booking = (date: string, time = "10:00", extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    serviceType: "portrait",
    bookingDate: date,
    bookingTime: time,
    message: "Porträtt i studion",
    ...extra,
  });

describe("authorization", () => {
  it("refuses bookings without a session, in the request's language", async () => {
    const sv = await call("/api/bookings", { method: "POST", body: booking(inDays(2)) });
    expect(sv.status).toBe(401);
    expect(sv.headers.get("content-type")).toContain("application/problem+json");
    expect((await sv.json()).detail).toBe("Logga in för att fortsätta.");
    const en = await call("/api/bookings?lang=en", { method: "POST", body: booking(inDays(2)) });
    expect((await en.json()).detail).toBe(enApi.errors.unauthenticated);
    expect((await call("/api/bookings")).status).toBe(401);
    expect((await call("/api/me/export")).status).toBe(401);
  });

  it("keeps customer A's booking out of customer B's reach", async () => {
    const anna = await signUp();
    const ben = await signUp();
    const created = await call("/api/bookings", {
      method: "POST",
      client: anna,
      body: booking(inDays(9), "11:00"),
    });
    expect(created.status).toBe(201);
    const { booking: annas } = await created.json();
    expect(annas.status).toBe("pending");

    const bensList = await (await call("/api/bookings", { client: ben })).json();
    expect(bensList.bookings).toEqual([]);
    const bensExport = await (await call("/api/me/export", { client: ben })).json();
    expect(JSON.stringify(bensExport)).not.toContain(annas.id);

    const stolen = await call(`/api/bookings/${annas.id}/cancel`, {
      method: "POST",
      client: ben,
      body: "{}",
    });
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).detail).toBe("Bokningen hittades inte");

    const annasList = await (await call("/api/bookings", { client: anna })).json();
    expect(annasList.bookings).toHaveLength(1);
    expect(annasList.bookings[0].status).toBe("pending");

    const own = await call(`/api/bookings/${annas.id}/cancel`, {
      method: "POST",
      client: anna,
      body: "{}",
    });
    expect(own.status).toBe(200);
    expect((await own.json()).booking.status).toBe("cancelled");
    const again = await call(`/api/bookings/${annas.id}/cancel`, {
      method: "POST",
      client: anna,
      body: "{}",
    });
    expect(again.status).toBe(409);
  });

  it("exports and deletes only the caller's own account", async () => {
    const anna = await signUp({ phone: "+358 40 765 4321" });
    await call("/api/bookings", {
      method: "POST",
      client: anna,
      body: booking(inDays(11), "12:00"),
    });
    const exported = await (await call("/api/me/export", { client: anna })).json();
    expect(exported.user.email).toBe(anna.email);
    expect(exported.profile.phone).toBe("+358 40 765 4321");
    expect(exported.bookings).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toMatch(/password|session_token|"token"/);

    expect((await call("/api/me", { method: "DELETE", client: anna })).status).toBe(204);
    expect((await call("/api/bookings", { client: anna })).status).toBe(401);
    // The slot is free again: the booking went with the account.
    const other = await signUp();
    expect(
      (
        await call("/api/bookings", {
          method: "POST",
          client: other,
          body: booking(inDays(11), "12:00"),
        })
      ).status,
    ).toBe(201);
  });
});

describe("bad input changes nothing", () => {
  let client: Client;
  beforeAll(async () => {
    client = await signUp();
  });

  const cases: [string, string, string][] = [
    [
      "missing service",
      JSON.stringify({ bookingDate: inDays(3), bookingTime: "10:00" }),
      "Välj en tjänst",
    ],
    [
      "unknown service",
      booking(inDays(3), "10:00", { serviceType: "'; drop table bookings; --" }),
      "Välj en tjänst",
    ],
    [
      "service of the wrong type",
      booking(inDays(3), "10:00", { serviceType: 42 }),
      "Välj en tjänst",
    ],
    [
      "missing date",
      JSON.stringify({ serviceType: "portrait", bookingTime: "10:00" }),
      "Välj ett datum",
    ],
    ["impossible date", booking("2026-02-30"), "Välj ett datum"],
    ["SQL in the date", booking("2026-12-01' OR '1'='1"), "Välj ett datum"],
    ["past date", booking(inDays(-1)), "Välj ett datum som inte har passerat"],
    [
      "missing time",
      JSON.stringify({ serviceType: "portrait", bookingDate: inDays(3) }),
      "Välj en tid",
    ],
    // An hour outside the booking rules' hours names them (docs/decisions/037).
    ["time outside the slots", booking(inDays(3), "18:00"), "Välj en tid mellan 09:00 och 17:00"],
    ["half-hour time", booking(inDays(3), "10:30"), "Välj en tid"],
    [
      "message too long",
      booking(inDays(3), "10:00", { message: "x".repeat(501) }),
      "Meddelandet får vara högst 500 tecken",
    ],
    [
      "script in the message",
      booking(inDays(3), "10:00", { message: "<script>alert(1)</script>" }),
      "Texten får inte innehålla HTML-kod",
    ],
    [
      "message of the wrong type",
      booking(inDays(3), "10:00", { message: { $gt: "" } }),
      "Meddelandet får vara högst 500 tecken",
    ],
    [
      "a NUL byte in the message",
      booking(inDays(3), "10:00", { message: "Hej\u0000där" }),
      "Texten innehåller otillåtna tecken",
    ],
    ["malformed JSON", '{"serviceType": "portrait",', "Begäran kunde inte läsas"],
    ["a JSON array", "[]", "Välj en tjänst"],
    [
      "oversized body",
      booking(inDays(3), "10:00", { padding: "y".repeat(20_000) }),
      "Begäran kunde inte läsas",
    ],
  ];

  for (const [name, body, detail] of cases) {
    it(`${name}: 400 with "${detail}"`, async () => {
      const response = await call("/api/bookings", { method: "POST", client, body });
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toBe(detail);
    });
  }

  it("answers in Finnish and English too", async () => {
    const fi = await call("/api/bookings", {
      method: "POST",
      client,
      lang: "fi-FI",
      body: booking(inDays(3), "19:00"),
    });
    expect((await fi.json()).detail).toBe("Valitse aika väliltä 09:00–17:00");
    const en = await call("/api/bookings?lang=en", {
      method: "POST",
      client,
      body: JSON.stringify({}),
    });
    expect((await en.json()).detail).toBe("Choose a service");
  });

  it("refuses a method a call does not take with 405 and the methods it does take", async () => {
    const put = await call("/api/bookings", { method: "PUT", body: booking(inDays(2)) });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("OPTIONS, GET, HEAD, POST");
    expect((await put.json()).detail).toBe(svApi.errors.methodNotAllowed);
    const read = await call("/api/contact");
    expect(read.status).toBe(405);
    expect(read.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await call("/api/bookings", {
      method: "POST",
      client,
      headers: { "content-type": "text/plain" },
      body: booking(inDays(3)),
    });
    expect(response.status).toBe(415);
  });

  it("wrote none of it", async () => {
    const list = await (await call("/api/bookings", { client })).json();
    expect(list.bookings).toEqual([]);
  });

  it("never answers anything but 201, 400 or 409 for any JSON body (property)", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        "portrait",
        "corporate",
        inDays(4),
        inDays(-2),
        "09:00",
        "17:00",
        "25:00",
        "<b>x</b>",
      ),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    );
    const body = fc.record(
      { serviceType: field, bookingDate: field, bookingTime: field, message: field },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const response = await call("/api/bookings", {
          method: "POST",
          client,
          body: JSON.stringify(input),
        });
        expect([201, 400, 409]).toContain(response.status);
        const json = await response.json();
        if (response.status === 400) expect(json.detail).toMatch(/^[A-ZÅÄÖ]/);
        if (response.status === 201) {
          await call(`/api/bookings/${json.booking.id}/cancel`, {
            method: "POST",
            client,
            body: "{}",
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("sign-up and sign-in", () => {
  const signUpCases: [Record<string, unknown>, string][] = [
    [{ name: "K" }, "Namnet måste innehålla minst 2 tecken"],
    [{ name: "<img src=x onerror=alert(1)>" }, "Texten får inte innehålla HTML-kod"],
    [{ name: "Kalle\u0000Kund" }, "Texten innehåller otillåtna tecken"],
    [{ email: "not-an-address" }, "Ogiltig e-postadress"],
    [{ email: `${"a".repeat(250)}@example.test` }, "Ogiltig e-postadress"],
    [{ phone: "12345" }, "Ogiltigt telefonnummer"],
    [{ phone: "040 123 abc 45" }, "Ogiltigt telefonnummer"],
    [{ password: "12345" }, "Lösenordet måste innehålla minst 6 tecken"],
    [{ password: 123456 }, "Lösenordet måste innehålla minst 6 tecken"],
  ];
  for (const [override, detail] of signUpCases) {
    it(`sign-up with ${JSON.stringify(override).slice(0, 40)} gives "${detail}"`, async () => {
      const body = {
        name: "Kalle Kund",
        email: `${crypto.randomUUID()}@example.test`,
        password: "hemligt123",
        ...override,
      };
      const response = await call("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "x-forwarded-for": nextAddress() },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toBe(detail);
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  }

  it("refuses a second account for the same address", async () => {
    const first = await signUp();
    const response = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "x-forwarded-for": nextAddress() },
      body: JSON.stringify({
        name: "Kalle Kund",
        email: first.email.toUpperCase(),
        password: "hemligt123",
      }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe("Det finns redan ett konto med den e-postadressen");
  });

  it("says why a sign-in failed, and rate-limits repeated attempts from one address", async () => {
    const account = await signUp();
    const address = nextAddress();
    const attempt = () =>
      call("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": address },
        body: JSON.stringify({ email: account.email, password: "fel-lösenord" }),
      });
    const first = await attempt();
    expect(first.status).toBe(401);
    expect((await first.json()).detail).toBe("Fel e-postadress eller lösenord");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses).toContain(429);
    // Another address is not affected.
    const elsewhere = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": nextAddress() },
      body: JSON.stringify({ email: account.email, password: "hemligt123" }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("ignores a forged client-address header", async () => {
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await call("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": address, "x-nordic-client-ip": `192.0.2.${i}` },
        body: JSON.stringify({ email: "nobody@example.test", password: "whatever1" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("cross-site requests", () => {
  it("refuses a booking posted from another site", async () => {
    const client = await signUp();
    const response = await call("/api/bookings", {
      method: "POST",
      client,
      headers: { origin: "https://evil.example" },
      body: booking(inDays(12)),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).detail).toBe(svApi.errors.forbiddenOrigin);
    const formPost = await call("/api/bookings", {
      method: "POST",
      client,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
        origin: "null",
      },
      body: "serviceType=portrait",
    });
    expect(formPost.status).toBe(403);
    expect((await (await call("/api/bookings", { client })).json()).bookings).toEqual([]);
  });

  it("refuses a cross-site sign-out and account deletion", async () => {
    const client = await signUp();
    const response = await call("/api/me", {
      method: "DELETE",
      client,
      headers: { origin: "https://evil.example" },
      lang: "en-GB",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect((await response.json()).detail).toBe(enApi.errors.forbiddenOrigin);
    expect((await call("/api/bookings", { client })).status).toBe(200);
  });
});

// 25 sign-ups, each confirmed through its e-mailed link: more than 30 s on a busy machine.
describe("double booking", { timeout: 90_000 }, () => {
  it("lets exactly one of 25 concurrent requests for one slot through; the rest get 409", async () => {
    const clients = await Promise.all(Array.from({ length: 25 }, () => signUp()));
    const date = inDays(14);
    const responses = await Promise.all(
      clients.map((client) =>
        call("/api/bookings", { method: "POST", client, body: booking(date, "14:00") }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    const conflict = await responses.find((r) => r.status === 409)!.json();
    expect(conflict.detail).toBe("Tiden är redan bokad. Välj en annan tid.");
    const slots = await (await call(`/api/availability?from=${date}&to=${date}`)).json();
    expect(slots.slots.find((s: { time: string }) => s.time === "14:00").available).toBe(false);
  });
});

describe("availability", () => {
  const queries = [
    "from=2026-13-01&to=2026-12-01",
    `from=${inDays(1)}&to=${inDays(100)}`,
    "",
    `from=${inDays(1)}`,
    "from=a&to=b",
    "from=0000-01-01&to=0000-01-02",
    // Past year 9999 the dates stopped sorting as text: this range once looped for ever.
    "from=9999-10-30&to=9999-12-31",
    `from=${inDays(1)}&from=${inDays(2)}&to=${inDays(3)}`,
    `from=${inDays(1)}&to=${inDays(2)}&to=${inDays(3)}`,
  ];
  for (const query of queries) {
    it(`rejects "${query}" with 400 in the request's language`, async () => {
      const sv = await call(`/api/availability?${query}`);
      expect(sv.status).toBe(400);
      const problem = await sv.json();
      expect(problem.detail).toBe(svApi.validation.rangeInvalid);
      for (const error of problem.errors) expect(error.message).toBe(svApi.validation.rangeInvalid);
      const en = await call(`/api/availability?${query}`, { lang: "en" });
      expect((await en.json()).detail).toBe(enApi.validation.rangeInvalid);
    });
  }

  it("answers a good range", async () => {
    const response = await call(`/api/availability?from=${inDays(1)}&to=${inDays(2)}`);
    expect(response.status).toBe(200);
    expect((await response.json()).slots).toHaveLength(18);
  });
});

describe("personal data is never stored by a cache", () => {
  it("sends private, no-store for account pages, their data and every page of a signed-in visitor", async () => {
    const client = await signUp();
    const paths = [
      "/bookings",
      "/fi/bookings",
      "/en/bookings",
      "/bookings.data?_routes=sv%3A%2Fbookings",
      "/en/bookings.data?_routes=en%3A%2Fbookings",
      "/portfolio",
      "/en",
      "/api/me/export",
    ];
    for (const path of paths) {
      const response = await call(path, { client, lang: "sv" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const page = await call("/portfolio", { client, lang: "sv" });
    expect(page.headers.get("vary")).toContain("Cookie");
  });

  it("lets a shared cache keep signed-out pages briefly, varying by language, not by cookie", async () => {
    // docs/decisions/106: the same bytes for every visitor, revalidated by the browser each time.
    const response = await call("/portfolio", { lang: "sv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    // docs/decisions/107: a Swedish address varies on the browser's language only.
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
  });
});
