import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts as business } from "~/content/business";
import { addDays, businessToday } from "~/features/booking/slots";
import enApi from "~/i18n/locales/en/api";
import fiApi from "~/i18n/locales/fi/api";
import svApi from "~/i18n/locales/sv/api";
import { cookieOf, freePort, sendRaw, testClient, type Client } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// Account security through the real server (docs/decisions/010, 020, 021): only the auth
// endpoints the site uses are open, each validated; confirmed addresses before booking; a
// password reset signs out everywhere; sign-ins are throttled per address and per account.
let server: RunningServer;
const secret = crypto.randomBytes(24).toString("hex");

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    BETTER_AUTH_SECRET: secret,
  });
});
afterAll(async () => {
  await server?.stop();
});

const { call, signUp, nextAddress, mailsTo, waitForMail, authLinkIn, verifyEmail } = testClient(
  () => server,
);

const json = (body: unknown) => JSON.stringify(body);
const post = (path: string, body: string, init: Parameters<typeof call>[1] = {}) =>
  call(path, { method: "POST", body, ...init });
const signIn = (email: string, password: string, address = nextAddress()) =>
  post("/api/auth/sign-in/email", json({ email, password }), {
    headers: { "x-forwarded-for": address },
  });
const booking = (days: number, time: string) =>
  json({ serviceType: "portrait", bookingDate: addDays(businessToday(), days), bookingTime: time });

async function expectProblem(response: Response, status: number, detail: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  expect((await response.json()).detail).toBe(detail);
}

async function exported(client: Client) {
  const response = await call("/api/me/export", { client });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    user: { email: string; name: string; emailVerified: boolean };
    bookings: unknown[];
  };
}

describe("better-auth endpoints the site does not use", () => {
  const closed: [string, string, unknown?][] = [
    [
      "POST",
      "/update-user",
      { name: "<img src=x onerror=alert(1)>", image: "javascript:alert(1)" },
    ],
    ["POST", "/update-user", { name: "Kalle\u0000Kund" }],
    ["POST", "/change-email", { newEmail: "thief@example.test" }],
    ["POST", "/change-password", { currentPassword: "hemligt123", newPassword: "stulet123" }],
    ["POST", "/set-password", { newPassword: "stulet123" }],
    ["POST", "/delete-user", {}],
    ["GET", "/delete-user/callback?token=x"],
    ["GET", "/list-sessions"],
    ["POST", "/revoke-session", { token: "x" }],
    ["POST", "/revoke-sessions", {}],
    ["POST", "/revoke-other-sessions", {}],
    ["GET", "/get-session"],
    ["POST", "/update-session", {}],
    ["GET", "/list-accounts"],
    ["POST", "/unlink-account", { providerId: "credential" }],
    ["POST", "/link-social", { provider: "google" }],
    ["POST", "/sign-in/social", { provider: "google" }],
    ["POST", "/verify-password", { password: "hemligt123" }],
    ["GET", "/account-info"],
    ["GET", "/ok"],
    ["GET", "/error"],
    ["GET", "/callback/google"],
    // A used path with another method, spelling or a trailing slash is not the used endpoint.
    ["GET", "/sign-up/email"],
    ["POST", "/verify-email", {}],
    ["POST", "/SIGN-OUT", {}],
    ["POST", "/sign-in/email/", { email: "a@example.test", password: "hemligt123" }],
  ];

  it("answers 404 problem+json to each of them and changes nothing", async () => {
    const client = await signUp();
    for (const [method, path, body] of closed) {
      const response = await call(`/api/auth${path}`, {
        method,
        client,
        ...(body !== undefined && { body: json(body) }),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect((await response.json()).detail).toBe(svApi.errors.routeNotFound);
    }
    const english = await call("/api/auth/update-user?lang=en", {
      method: "POST",
      client,
      body: json({ name: "x" }),
    });
    await expectProblem(english, 404, enApi.errors.routeNotFound);

    const after = await exported(client);
    expect(after.user).toMatchObject({ email: client.email, name: "Kalle Kund" });
    expect((await call("/api/bookings", { client })).status).toBe(200);
    expect((await signIn(client.email, "hemligt123")).status).toBe(200);
    expect((await signIn(client.email, "stulet123")).status).toBe(401);
  });

  it("does not read a 50 MB name sent to update-user", async () => {
    const client = await signUp();
    // Only the headers go out: the answer must come before the 50 MB would have been read.
    const answer = await sendRaw(
      server.url,
      {
        method: "POST",
        path: "/api/auth/update-user",
        headers: {
          "content-type": "application/json",
          "content-length": String(50 * 1024 * 1024),
          cookie: client.cookie,
          origin: server.url,
        },
      },
      (request) => request.flushHeaders(),
    );
    // Refused at the door: the server entry caps every body before anything reads it.
    expect(answer.status).toBe(413);
    expect((await exported(client)).user.name).toBe("Kalle Kund");
  });
});

describe("bad input on the used endpoints", () => {
  const padding = "y".repeat(20_000);
  // endpoint, body (an object is sent as JSON, over a valid sign-up's fields), detail, what it is
  const cases: [string, Record<string, unknown> | string, string, string][] = [
    [
      "sign-up/email",
      { name: "Kalle\u0000Kund" },
      svApi.validation.controlCharacters,
      "NUL in the name",
    ],
    ["sign-up/email", { name: "<b>Kalle</b>" }, svApi.validation.noMarkup, "HTML in the name"],
    ["sign-up/email", { name: "K".repeat(101) }, svApi.validation.nameTooLong, "a long name"],
    ["sign-up/email", { name: 42 }, svApi.validation.nameTooShort, "a number as the name"],
    [
      "sign-up/email",
      { email: ["a@example.test"] },
      svApi.validation.emailInvalid,
      "a list as the e-mail",
    ],
    [
      "sign-up/email",
      { email: "a\u0000@example.test" },
      svApi.validation.emailInvalid,
      "NUL in the e-mail",
    ],
    [
      "sign-up/email",
      { password: { $gt: "" } },
      svApi.validation.passwordTooShort,
      "an object as the password",
    ],
    [
      "sign-up/email",
      { password: "hemligt\u0000123" },
      svApi.validation.controlCharacters,
      "NUL in the password",
    ],
    [
      "sign-up/email",
      { password: "x".repeat(129) },
      svApi.validation.passwordTooLong,
      "a long password",
    ],
    ["sign-up/email", { padding }, svApi.validation.invalidBody, "an oversized body"],
    ["sign-up/email", "[]", svApi.validation.nameTooShort, "a JSON array"],
    ["sign-up/email", '{"name": ', svApi.validation.invalidBody, "malformed JSON"],
    [
      "sign-in/email",
      { email: "<script>@x.test", password: "hemligt123" },
      svApi.validation.emailInvalid,
      "HTML as the e-mail",
    ],
    [
      "sign-in/email",
      { email: 1, password: "hemligt123" },
      svApi.validation.emailInvalid,
      "a number as the e-mail",
    ],
    [
      "sign-in/email",
      { email: "a@example.test", password: padding },
      svApi.validation.invalidBody,
      "an oversized password",
    ],
    [
      "request-password-reset",
      { email: "a\u0000@example.test" },
      svApi.validation.emailInvalid,
      "NUL in the e-mail",
    ],
    [
      "request-password-reset",
      { email: `${"a".repeat(250)}@example.test` },
      svApi.validation.emailInvalid,
      "a long e-mail",
    ],
    [
      "reset-password",
      { token: "abc\u0000defghijkl", newPassword: "hemligt123" },
      svApi.errors.invalidToken,
      "NUL in the token",
    ],
    [
      "reset-password",
      { token: "<script>alert(1)</script>", newPassword: "hemligt123" },
      svApi.errors.invalidToken,
      "HTML as the token",
    ],
    [
      "reset-password",
      { token: 12345678901, newPassword: "hemligt123" },
      svApi.errors.invalidToken,
      "a number as the token",
    ],
    [
      "reset-password",
      { token: "abcdefghijklmnopqrstuvwx", newPassword: "      " },
      svApi.validation.passwordBlank,
      "a blank new password",
    ],
    ["sign-out", "[]", svApi.validation.invalidBody, "a JSON array"],
    ["sign-out", { padding }, svApi.validation.invalidBody, "an oversized body"],
    ["send-verification-email", '"x"', svApi.validation.invalidBody, "a JSON string"],
  ];

  for (const [endpoint, body, detail, what] of cases) {
    it(`${endpoint}: ${what} gives 400 "${detail}"`, async () => {
      const email = `${crypto.randomUUID()}@example.test`;
      const signUpFields = { name: "Kalle Kund", email, password: "hemligt123" };
      const sent =
        typeof body === "string"
          ? body
          : json(endpoint === "sign-up/email" ? { ...signUpFields, ...body } : body);
      const response = await post(`/api/auth/${endpoint}`, sent, {
        headers: { "x-forwarded-for": nextAddress() },
      });
      await expectProblem(response, 400, detail);
      expect(response.headers.getSetCookie()).toEqual([]);
      if (endpoint === "sign-up/email") {
        // Nothing was stored: the address is still free, and no mail went out.
        expect((await signIn(email, "hemligt123")).status).toBe(401);
        expect(mailsTo(email)).toEqual([]);
      }
    });
  }

  it("answers in Finnish and English too", async () => {
    const body = json({ name: "Kalle\u0000Kund", email: "a@example.test", password: "hemligt123" });
    await expectProblem(
      await post("/api/auth/sign-up/email", body, { lang: "fi-FI" }),
      400,
      fiApi.validation.controlCharacters,
    );
    await expectProblem(
      await post("/api/auth/sign-up/email?lang=en", body),
      400,
      enApi.validation.controlCharacters,
    );
  });

  it("refuses malformed e-mailed links with 400", async () => {
    const links: [string, string][] = [
      ["/api/auth/verify-email", svApi.errors.invalidToken],
      ["/api/auth/verify-email?token=%3Cscript%3E", svApi.errors.invalidToken],
      ["/api/auth/verify-email?token=a.b.c%00", svApi.errors.invalidToken],
      [`/api/auth/verify-email?token=${"a".repeat(3000)}.b.c`, svApi.errors.invalidToken],
      [
        "/api/auth/reset-password/%00abcdefghijkl?callbackURL=/auth/reset-password",
        svApi.errors.invalidToken,
      ],
      [
        "/api/auth/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=https://evil.example/",
        svApi.errors.invalidToken,
      ],
      ["/api/auth/reset-password/abcdefghijklmnopqrstuvwx", svApi.errors.invalidToken],
    ];
    for (const [link, detail] of links) await expectProblem(await call(link), 400, detail);
  });
});

describe("passwords", () => {
  it("refuses a password of nothing but spaces, in the visitor's language", async () => {
    const body = (password: string) =>
      json({ name: "Kalle Kund", email: `${crypto.randomUUID()}@example.test`, password });
    await expectProblem(
      await post("/api/auth/sign-up/email", body("      ")),
      400,
      svApi.validation.passwordBlank,
    );
    await expectProblem(
      await post("/api/auth/sign-up/email?lang=fi", body("\t        ")),
      400,
      fiApi.validation.passwordBlank,
    );
    await expectProblem(
      await post("/api/auth/sign-up/email?lang=en", body(" ".repeat(12))),
      400,
      enApi.validation.passwordBlank,
    );
  });

  it("keeps the spaces of a password as they are", async () => {
    const client = await signUp({ password: "  hemligt 123  " }, { verify: false });
    expect((await signIn(client.email, "hemligt 123")).status).toBe(401);
    expect((await signIn(client.email, "  hemligt 123  ")).status).toBe(200);
  });
});

describe("e-mail verification", () => {
  it("mails a link in the customer's language; booking waits for it", async () => {
    const client = await signUp({}, { verify: false });
    const fiClient = await (async () => {
      const email = `${crypto.randomUUID()}@example.test`;
      const address = nextAddress();
      const response = await post(
        "/api/auth/sign-up/email",
        json({ name: "Kaisa Asiakas", email, password: "salainen123" }),
        { headers: { "x-forwarded-for": address }, lang: "fi-FI" },
      );
      expect(response.status).toBe(200);
      return { cookie: cookieOf(response), address, email };
    })();

    const [fiMail] = await waitForMail(fiClient.email, /Vahvista sähköpostiosoitteesi/);
    expect(fiMail!.subject).toBe(`Vahvista sähköpostiosoitteesi – ${business.name}`);
    expect(fiMail!.text).toContain("Hei Kaisa Asiakas,");
    expect(authLinkIn(fiMail!)).toMatch(/^\/api\/auth\/verify-email\?token=[\w.-]+&lang=fi$/);

    // Signed in at once, with the state visible, but no booking yet.
    expect((await exported(fiClient)).user.emailVerified).toBe(false);
    const refused = await post("/api/bookings", booking(20, "09:00"), {
      client: fiClient,
      lang: "fi",
    });
    expect(refused.status).toBe(403);
    const problem = await refused.json();
    expect(problem).toMatchObject({
      type: "about:blank#emailNotVerified",
      status: 403,
      detail: fiApi.errors.emailNotVerified,
    });
    await expectProblem(
      await post("/api/bookings", booking(20, "09:00"), { client }),
      403,
      svApi.errors.emailNotVerified,
    );
    await expectProblem(
      await post("/api/bookings?lang=en", booking(20, "09:00"), { client }),
      403,
      enApi.errors.emailNotVerified,
    );
    expect((await exported(fiClient)).bookings).toEqual([]);
    expect((await exported(client)).bookings).toEqual([]);

    // The link confirms the address and lands on the booking form in the mail's language.
    const landing = await call(authLinkIn(fiMail!));
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/fi?emailVerification=done#kontakt");
    expect((await exported(fiClient)).user.emailVerified).toBe(true);
    expect((await post("/api/bookings", booking(20, "09:00"), { client: fiClient })).status).toBe(
      201,
    );
    // The link again: still confirmed, still the same landing.
    expect((await call(authLinkIn(fiMail!))).headers.get("location")).toBe(
      "/fi?emailVerification=done#kontakt",
    );
  });

  it("resends the link to the signed-in customer, rate-limited, and not once confirmed", async () => {
    const client = await signUp({}, { verify: false });
    await waitForMail(client.email, /Bekräfta din e-postadress/);

    await expectProblem(
      await post("/api/auth/send-verification-email", "{}"),
      401,
      svApi.errors.unauthenticated,
    );
    const resent = await post("/api/auth/send-verification-email", "{}", { client });
    expect(resent.status).toBe(200);
    const mails = await waitForMail(client.email, /Bekräfta din e-postadress/, 2);
    expect(mails).toHaveLength(2);

    const statuses = [];
    let limited: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const response = await post("/api/auth/send-verification-email", "{}", { client });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const retryAfter = Number(limited!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await limited!.json()).type).toBe("about:blank#rateLimited");

    // Any of the links works; afterwards a new one is refused.
    await call(authLinkIn(mails[0]!));
    await expectProblem(
      await post("/api/auth/send-verification-email", "{}", {
        client: { ...client, address: nextAddress() },
      }),
      409,
      svApi.errors.alreadyVerified,
    );
  });

  it("lands a tampered or expired link on the booking form with the reason", async () => {
    const client = await signUp({ password: "hemligt123" }, { verify: false });
    const [mail] = await waitForMail(client.email, /Bekräfta din e-postadress/);
    const link = authLinkIn(mail!);
    const token = new URL(link, server.url).searchParams.get("token")!;

    const tampered = await call(`/api/auth/verify-email?token=${token.slice(0, -2)}xx&lang=en`);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toBe("/en?emailVerification=invalid#kontakt");

    // A token signed with the server's secret as better-auth does, but an hour past its end.
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      iat: number;
    };
    const expired = signJwt({ ...payload, iat: payload.iat - 7200, exp: payload.iat - 3600 });
    const late = await call(`/api/auth/verify-email?token=${expired}&lang=sv`);
    expect(late.headers.get("location")).toBe("/?emailVerification=expired#kontakt");

    expect((await exported(client)).user.emailVerified).toBe(false);
    await verifyEmail(client);
    expect((await exported(client)).user.emailVerified).toBe(true);
  });
});

/** An HS256 JWT, as better-auth signs its verification tokens. */
function signJwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256" })}.${encode(payload)}`;
  const signature = crypto.createHmac("sha256", secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}

describe("password reset", () => {
  it("signs the account out on every device", async () => {
    const client = await signUp();
    const laptop = await signIn(client.email, "hemligt123");
    expect(laptop.status).toBe(200);
    const devices = [client, { ...client, cookie: cookieOf(laptop), address: nextAddress() }];
    for (const device of devices)
      expect((await call("/api/bookings", { client: device })).status).toBe(200);

    const requested = await post(
      "/api/auth/request-password-reset",
      json({ email: client.email }),
      { headers: { "x-forwarded-for": nextAddress() } },
    );
    expect(requested.status).toBe(200);
    const [mail] = await waitForMail(client.email, /Återställ ditt lösenord/);
    const callback = await call(authLinkIn(mail!));
    expect(callback.status).toBe(302);
    const resetPage = new URL(callback.headers.get("location")!, server.url);
    expect(resetPage.pathname).toBe("/auth/reset-password");
    const token = resetPage.searchParams.get("token");

    const reset = await post(
      "/api/auth/reset-password",
      json({ token, newPassword: "nytt-hemligt" }),
    );
    expect(reset.status).toBe(200);
    for (const device of devices)
      expect((await call("/api/bookings", { client: device })).status).toBe(401);
    expect((await signIn(client.email, "hemligt123")).status).toBe(401);
    expect((await signIn(client.email, "nytt-hemligt")).status).toBe(200);
  });

  it("refuses the other, unused link once one of two has set the password", async () => {
    const client = await signUp();
    for (let i = 0; i < 2; i++) {
      const requested = await post(
        "/api/auth/request-password-reset",
        json({ email: client.email }),
        { headers: { "x-forwarded-for": nextAddress() }, lang: "en" },
      );
      expect(requested.status).toBe(200);
    }
    // Which was written first does not matter: using either revokes the other.
    const [other, used] = await waitForMail(client.email, /Återställ ditt lösenord/, 2);
    const tokenOf = async (mail: NonNullable<typeof used>) =>
      new URL((await call(authLinkIn(mail))).headers.get("location")!, server.url).searchParams.get(
        "token",
      );
    const usedToken = await tokenOf(used!);
    const reset = await post(
      "/api/auth/reset-password",
      json({ token: usedToken, newPassword: "nytt-hemligt" }),
    );
    expect(reset.status).toBe(200);

    const otherLink = await call(authLinkIn(other!));
    expect(otherLink.status).toBe(302);
    const page = new URL(otherLink.headers.get("location")!, server.url);
    expect(page.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(await (await call(page.pathname + page.search)).text()).toContain(
      enApi.errors.invalidToken,
    );
    expect((await signIn(client.email, "nytt-hemligt")).status).toBe(200);
  });
});

// Dozens of password checks (scrypt) per test: more than the default 30 s on a busy machine.
describe("sign-in throttling", { timeout: 90_000 }, () => {
  it("limits one client address to 5 sign-ins a minute, with Retry-After", async () => {
    const address = nextAddress();
    const statuses = [];
    let limited: Response | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await signIn("nobody@example.test", "whatever1", address);
      statuses.push(response.status);
      limited = response;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const retryAfter = Number(limited!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited!.json()).toMatchObject({
      type: "about:blank#rateLimited",
      detail: svApi.errors.rateLimited,
    });
  });

  it("limits one account to 10 failed sign-ins per 15 minutes from any number of addresses", async () => {
    const client = await signUp({}, { verify: false });
    const other = await signUp({}, { verify: false });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => signIn(client.email, "fel-lösenord")),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    for (const response of attempts.filter((r) => r.status === 429)) {
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await response.json()).toMatchObject({
        type: "about:blank#tooManySignIns",
        detail: svApi.errors.tooManySignIns,
      });
    }
    // Even the right password waits now (otherwise guessing could go on); the e-mail address
    // is matched whatever its case. Another account is not affected.
    const locked = await signIn(client.email.toUpperCase(), "hemligt123");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(other.email, "hemligt123")).status).toBe(200);

    // A password reset through the e-mailed link lifts the lock.
    await post("/api/auth/request-password-reset", json({ email: client.email }), {
      headers: { "x-forwarded-for": nextAddress() },
    });
    const [mail] = await waitForMail(client.email, /Återställ ditt lösenord/);
    const resetPage = new URL((await call(authLinkIn(mail!))).headers.get("location")!, server.url);
    const token = resetPage.searchParams.get("token");
    expect(
      (await post("/api/auth/reset-password", json({ token, newPassword: "nytt-hemligt" }))).status,
    ).toBe(200);
    expect((await signIn(client.email, "nytt-hemligt")).status).toBe(200);
  });

  it("does not count an attempt the address limit refused against the account", async () => {
    const client = await signUp({}, { verify: false });
    const address = nextAddress();
    const fromOneAddress = [];
    for (let i = 0; i < 7; i++)
      fromOneAddress.push((await signIn(client.email, "fel-lösenord", address)).status);
    expect(fromOneAddress).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Five failures so far: five more are possible from elsewhere, the eleventh is not.
    const elsewhere = [];
    for (let i = 0; i < 6; i++) elsewhere.push((await signIn(client.email, "fel-lösenord")).status);
    expect(elsewhere).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("starts the count afresh after a successful sign-in", async () => {
    const client = await signUp({}, { verify: false });
    for (let i = 0; i < 9; i++)
      expect((await signIn(client.email, "fel-lösenord")).status).toBe(401);
    expect((await signIn(client.email, "hemligt123")).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await signIn(client.email, "fel-lösenord")).status).toBe(401);
    expect((await signIn(client.email, "fel-lösenord")).status).toBe(429);
  });
});

describe("deleting an account", () => {
  it("cancels the upcoming bookings and tells the customer and the owner", async () => {
    const client = await signUp();
    for (const time of ["10:00", "11:00"])
      expect((await post("/api/bookings", booking(30, time), { client })).status).toBe(201);
    await waitForMail(client.email, /Vi har tagit emot din bokningsförfrågan/, 2);

    expect((await call("/api/me", { method: "DELETE", client })).status).toBe(204);
    const cancelled = await waitForMail(client.email, /Bokning avbokad/, 2);
    expect(cancelled).toHaveLength(2);
    const toOwner = await waitForMail(business.email, /^Bokning avbokad: .*Kalle Kund/, 2);
    expect(toOwner.length).toBeGreaterThanOrEqual(2);
    // The slots are free again.
    const other = await signUp();
    expect((await post("/api/bookings", booking(30, "10:00"), { client: other })).status).toBe(201);
  });
});

describe("answers that may carry a session token", () => {
  it("every /api/auth/* answer is Cache-Control: no-store, success or failure", async () => {
    const email = `${crypto.randomUUID()}@example.test`;
    const address = nextAddress();
    const answers = [
      await post(
        "/api/auth/sign-up/email",
        json({ name: "Kalle Kund", email, password: "hemligt123" }),
        { headers: { "x-forwarded-for": address } },
      ),
      await signIn(email, "hemligt123"),
      await signIn(email, "fel-lösenord"),
      await call("/api/auth/not-an-endpoint"),
    ];
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers)
      expect(answer.headers.get("cache-control"), answer.url).toContain("no-store");
  });
});

describe("the sign-in page's forms", () => {
  it("goes back to a returnTo of any characters, percent-encoded, instead of failing", async () => {
    const form = (fields: Record<string, string>) =>
      post("/auth", new URLSearchParams(fields).toString(), {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": nextAddress(),
        },
      });
    const returnTo = "/\u3002/x?q=\u00e5\u20ac#\u{1F600}";
    const email = `${crypto.randomUUID()}@example.test`;
    const password = "hemligt123";
    const fields = { name: "Kalle Kund", email, password, returnTo };
    const signedUp = await form({ intent: "sign-up", ...fields });
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get("location")).toBe("/%E3%80%82/x?q=%C3%A5%E2%82%AC#%F0%9F%98%80");
    const signedIn = await form({ intent: "sign-in", email, password, returnTo: "/\u0100" });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/%C4%80");
  });
});
