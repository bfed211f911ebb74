import { afterAll, beforeAll, describe, expect, it } from "vitest";
import svApi from "~/i18n/locales/sv/api";
import { jsonLdSources, structuredDataProblems } from "../tests/support/structured-data";
import { xssPayloads } from "../tests/support/xss-payloads";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";
import { readAsExcel } from "../tests/support/excel-csv";

// Reviews, freelancer applications and contact messages through the real server: stored and
// mailed, refused with the spec's Swedish messages (and nothing stored), rate-limited per
// client, posted as plain HTML forms, and handled by the owner in the back office
// (docs/decisions/050–053).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
const ownerInbox = "studio-owner@example.test";
const testNow = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  const port = await freePort();
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    OWNER_EMAIL: ownerInbox,
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, client.nextAddress());
});
afterAll(async () => {
  await stop?.();
});

const client = testClient(() => server);
const call = (url: string, init: CallInit & { address?: string; now?: string } = {}) =>
  client.call(url, {
    ...init,
    headers: {
      "x-test-now": init.now ?? testNow,
      "x-forwarded-for": init.address ?? client.nextAddress(),
      ...Object.fromEntries(new Headers(init.headers)),
    },
  });
const postJson = (url: string, body: unknown, init: Parameters<typeof call>[1] = {}) =>
  call(url, { method: "POST", body: JSON.stringify(body), ...init });
/** A form posted as a browser without scripts posts it. */
const postForm = (
  url: string,
  fields: Record<string, string>,
  init: Parameters<typeof call>[1] = {},
) =>
  call(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    ...init,
  });
const asOwner = (url: string, init: CallInit = {}) => call(url, { client: owner, ...init });
const ownerPost = (url: string) => call(url, { method: "POST", client: owner });

async function problem(response: Response) {
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  return (await response.json()) as { detail: string; errors?: { field: string }[] };
}

const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

async function reviews(status = "") {
  const response = await asOwner(`/api/admin/reviews${status && `?status=${status}`}`);
  expect(response.status).toBe(200);
  return (await response.json()).reviews as { id: string; name: string; status: string }[];
}
async function inbox(kind: "applications" | "messages") {
  const response = await asOwner(`/api/admin/${kind}`);
  expect(response.status).toBe(200);
  return (await response.json()).items as { id: string; name: string; status: string }[];
}

const review = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName("Anna"),
  service: "Porträttfotografering",
  rating: 5,
  feedback: "Avslappnad fotografering och fina bilder!",
  ...extra,
});
const application = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName("Frida"),
  email: `${crypto.randomUUID()}@example.test`,
  phone: "+358 40 765 4321",
  specialization: "Idrottsfoto",
  experience: 4,
  portfolio: "https://frida.example/portfolio",
  message: "Jag fotograferar hockey och fotboll i Vasa.",
  ...extra,
});
const contact = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName("Kim"),
  email: `${crypto.randomUUID()}@example.test`,
  message: "Hej! Vi behöver en ny webbplats till föreningen.",
  ...extra,
});

describe("reviews", () => {
  it("stores a review as pending, mails the owner, shows it once approved, as text", async () => {
    const feedback = 'Bästa fotografen! [klicka](javascript:alert(1)) & "citat" 5 < 6';
    const sent = review({ feedback, rating: 4 });
    const created = await postJson("/api/feedback?lang=fi", sent);
    expect(created.status).toBe(201);
    const { review: stored } = await created.json();
    expect(stored).toMatchObject({ status: "pending", language: "fi", rating: 4, feedback });

    const [notice] = await client.waitForMail(ownerInbox, new RegExp(sent.name));
    expect(notice!.subject).toBe(`Nytt omdöme väntar på granskning: ${sent.name}, 4/5`);
    expect(notice!.text).toContain(feedback);

    // Pending: not on the page, no rating in its structured data.
    const before = await (await call("/testimonials")).text();
    expect(before).not.toContain(sent.name);
    expect(before).not.toContain("AggregateRating");
    expect(before).not.toMatch(/Verifierad kund<\/span>/);
    expect((await reviews("pending")).map((r) => r.id)).toContain(stored.id);

    const approved = await ownerPost(`/api/admin/reviews/${stored.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await approved.json()).review.status).toBe("approved");

    for (const [path, verified] of [
      ["/testimonials", "Verifierad kund"],
      ["/en/testimonials", "Verified client"],
    ] as const) {
      const page = await (await call(path)).text();
      expect(page).toContain(sent.name);
      // Sent through the form and approved: the one review labelled verified.
      expect(page.match(new RegExp(`${verified}</span>`, "g"))).toHaveLength(1);
      // Text, escaped: the link syntax stays words, the quotes and "<" are entities.
      expect(page).toContain("[klicka](javascript:alert(1)) &amp; &quot;citat&quot; 5 &lt; 6");
      expect(page).not.toMatch(/href="javascript:/i);
      const ratings = jsonLdSources(page)
        .map((source) => JSON.parse(source))
        .filter((block) => block.aggregateRating);
      expect(ratings).toHaveLength(1);
      expect(structuredDataProblems(page)).toEqual([]);
      expect(ratings[0].aggregateRating).toMatchObject({
        "@type": "AggregateRating",
        ratingCount: 1,
        ratingValue: 4,
        bestRating: 5,
      });
    }

    const again = await ownerPost(`/api/admin/reviews/${stored.id}/approve`);
    expect(again.status).toBe(409);
    expect((await problem(again)).detail).toBe(svApi.errors.wrongReviewState);

    // Taken down: off the page again; both decisions are in the audit log.
    expect((await ownerPost(`/api/admin/reviews/${stored.id}/reject`)).status).toBe(200);
    expect(await (await call("/testimonials")).text()).not.toContain(sent.name);
    const { entries } = await (await asOwner("/api/admin/audit")).json();
    expect(
      entries
        .filter((entry: { target: string }) => entry.target === `review:${stored.id}`)
        .map((entry: { action: string }) => entry.action),
    ).toEqual(["review.reject", "review.approve"]);
  });

  it("answers unknown reviews and decisions with 404, a bad status filter with 400", async () => {
    expect((await ownerPost(`/api/admin/reviews/${crypto.randomUUID()}/approve`)).status).toBe(404);
    expect((await ownerPost("/api/admin/reviews/not-an-id/reject")).status).toBe(404);
    const [any] = await reviews();
    if (any) expect((await ownerPost(`/api/admin/reviews/${any.id}/publish`)).status).toBe(404);
    expect((await asOwner("/api/admin/reviews?status=lost")).status).toBe(400);
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "A" }, "Namnet måste innehålla minst 2 tecken"],
      [{ name: "   A   " }, "Namnet måste innehålla minst 2 tecken"],
      [{ name: "x".repeat(101) }, "Namnet får vara högst 100 tecken"],
      [{ service: "P" }, "Tjänsten måste innehålla minst 2 tecken"],
      [{ service: "x".repeat(101) }, "Tjänsten får vara högst 100 tecken"],
      [{ rating: undefined }, "Välj ett betyg"],
      [{ rating: 0 }, "Välj ett betyg"],
      [{ rating: 6 }, "Välj ett betyg"],
      [{ rating: 4.5 }, "Välj ett betyg"],
      [{ rating: "fem" }, "Välj ett betyg"],
      [{ feedback: "För kort" }, "Omdömet måste innehålla minst 10 tecken"],
      [{ feedback: `   ${"kort"}      ` }, "Omdömet måste innehålla minst 10 tecken"],
      [{ feedback: "x".repeat(1001) }, "Omdömet får vara högst 1000 tecken"],
      [{ feedback: "Bra men \u0000 konstigt tecken" }, svApi.validation.invalidCharacters],
    ];
    const before = (await reviews()).length;
    for (const [change, message] of cases) {
      const response = await postJson("/api/feedback", review(change));
      expect(response.status, message).toBe(400);
      expect((await problem(response)).detail, JSON.stringify(change)).toBe(message);
    }
    // Finnish and English get their own words.
    const fi = await postJson("/api/feedback?lang=fi", review({ rating: null }));
    expect((await problem(fi)).detail).toBe("Valitse arvosana");
    const en = await postJson("/api/feedback?lang=en", review({ name: "A" }));
    expect((await problem(en)).detail).toBe("Your name must be at least 2 characters");
    expect((await reviews()).length).toBe(before);
  });

  it("refuses every markup payload of the corpus in every field, storing nothing", async () => {
    const markup = xssPayloads.filter((payload) => /<\s*\/?\s*[a-z!?]/i.test(payload));
    expect(markup.length).toBeGreaterThan(50);
    const before = (await reviews()).length;
    for (const payload of markup) {
      for (const field of ["name", "service", "feedback"]) {
        const value = field === "feedback" ? `Fint jobb! ${payload}` : payload.slice(0, 100);
        const response = await postJson("/api/feedback", review({ [field]: value }));
        expect(response.status, `${field}: ${payload}`).toBe(400);
        const body = await problem(response);
        expect(body.errors?.map((error) => error.field)).toContain(field);
      }
    }
    expect((await reviews()).length).toBe(before);
  });

  it("refuses malformed, oversized and non-JSON bodies", async () => {
    const malformed = await call("/api/feedback", { method: "POST", body: '{"name": "Anna",' });
    expect(malformed.status).toBe(400);
    expect((await problem(malformed)).detail).toBe(svApi.validation.invalidBody);
    const huge = await postJson("/api/feedback", review({ feedback: "x".repeat(20_000) }));
    expect(huge.status).toBe(400);
    const array = await postJson("/api/feedback", [review()]);
    expect(array.status).toBe(400);
    const asForm = await call("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Anna",
    });
    expect(asForm.status).toBe(415);
    expect((await call("/api/feedback")).status).toBe(405);
  });

  it("takes the form posted without scripts, and re-renders it with the message when refused", async () => {
    const name = uniqueName("Utan Skript");
    const fields = { intent: "feedback", name, service: "Event", feedback: "Allt fungerade fint." };
    const refused = await postForm("/testimonials", { ...fields, rating: "" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Välj ett betyg");
    // What was typed is still there.
    expect(html).toContain(`value="${name}"`);

    const accepted = await postForm("/testimonials", { ...fields, rating: "3" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/testimonials#omdome");
    expect(accepted.headers.get("set-cookie")).toMatch(/^flash=/);
    const stored = (await reviews("pending")).find((r) => r.name === name);
    expect(stored).toBeDefined();

    // A bot that fills in the hidden field is thanked, and nothing is stored.
    const botName = uniqueName("Bot");
    const bot = await postForm("/testimonials", {
      ...fields,
      name: botName,
      rating: "5",
      website: "https://spam.example",
    });
    expect(bot.status).toBe(302);
    expect((await reviews()).some((r) => r.name === botName)).toBe(false);
  });

  it("takes at most five reviews an hour from one address", async () => {
    const address = client.nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/feedback", review(), { address })).status).toBe(201);
    const sixth = await postJson("/api/feedback", review(), { address });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await problem(sixth)).detail).toBe(svApi.errors.rateLimited);
    // Another address, or the next hour, is not held back.
    expect((await postJson("/api/feedback", review())).status).toBe(201);
    const nextHour = await postJson("/api/feedback", review(), {
      address,
      now: "2026-11-24T11:00:00+02:00",
    });
    expect(nextHour.status).toBe(201);
  });
});

describe("freelancer applications", () => {
  it("stores an application; the applicant's receipt in their language, the owner's notice", async () => {
    const sent = application();
    const created = await postJson("/api/freelancer?lang=en", sent);
    expect(created.status).toBe(201);
    const [receipt] = await client.waitForMail(sent.email, /We have received your application/);
    expect(receipt!.text).toContain("You will hear from us within 2 working days.");
    const [notice] = await client.waitForMail(ownerInbox, new RegExp(sent.name));
    expect(notice!.subject).toBe(`Ny frilansansökan: ${sent.name} (Idrottsfoto)`);
    expect(notice!.text).toContain(sent.portfolio);
    expect(notice!.text).toMatch(
      /Erfarenhet: 4 år\nPortfolio: https:\/\/frida\.example\/portfolio\nAvsändarens språk: engelska/,
    );

    const listed = (await inbox("applications")).find((item) => item.name === sent.name);
    expect(listed).toMatchObject({ status: "new" });

    const svSent = application({ portfolio: "" });
    expect((await postJson("/api/freelancer", svSent)).status).toBe(201);
    const [svReceipt] = await client.waitForMail(svSent.email, /Vi har fått din ansökan/);
    expect(svReceipt!.text).toContain("Du får ett svar från oss inom 2 arbetsdagar.");
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "A" }, "Namnet måste innehålla minst 2 tecken"],
      [{ name: "x".repeat(101) }, "Namnet får vara högst 100 tecken"],
      [{ email: "inte-en-adress" }, "Ogiltig e-postadress"],
      [{ email: `${"a".repeat(250)}@example.test` }, "Ogiltig e-postadress"],
      [{ phone: "1234" }, "Ogiltigt telefonnummer"],
      [{ phone: "1".repeat(21) }, "Ogiltigt telefonnummer"],
      [{ phone: "ring mig gärna" }, "Ogiltigt telefonnummer"],
      [{ specialization: "F" }, "Specialområdet måste innehålla minst 2 tecken"],
      [{ experience: -1 }, "Ange antal år som ett heltal från 0 till 50"],
      [{ experience: 51 }, "Ange antal år som ett heltal från 0 till 50"],
      [{ experience: "tre" }, "Ange antal år som ett heltal från 0 till 50"],
      [{ portfolio: "inte en url" }, "Ogiltig URL"],
      [{ portfolio: "javascript:alert(1)" }, "Ogiltig URL"],
      [{ portfolio: "ftp://frida.example/bilder" }, "Ogiltig URL"],
      [{ portfolio: `https://frida.example/${"a".repeat(500)}` }, "Ogiltig URL"],
      [{ message: "Hej!" }, "Meddelandet måste innehålla minst 10 tecken"],
      [{ message: "x".repeat(2001) }, "Meddelandet får vara högst 2000 tecken"],
      [{ message: "Se min <img src=x onerror=alert(1)> portfolio" }, svApi.validation.noMarkup],
    ];
    const before = (await inbox("applications")).length;
    for (const [change, message] of cases) {
      const response = await postJson("/api/freelancer", application(change));
      expect(response.status, message).toBe(400);
      expect((await problem(response)).detail, JSON.stringify(change)).toBe(message);
    }
    expect((await inbox("applications")).length).toBe(before);
  });

  it("takes the form posted without scripts on the English page", async () => {
    const sent = application();
    const response = await postForm("/en/freelancer", {
      intent: "apply",
      ...Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, String(value)])),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/freelancer#ansok");
    await client.waitForMail(sent.email, /We have received your application/);
    const refused = await postForm("/en/freelancer", { intent: "apply", name: "A" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Your name must be at least 2 characters");
  });
});

describe("contact messages", () => {
  it("stores a message without an account and mails it to the owner", async () => {
    const sent = contact({ phone: "040 123 4567" });
    const created = await postJson("/api/contact", sent);
    expect(created.status).toBe(201);
    const [notice] = await client.waitForMail(ownerInbox, new RegExp(`från ${sent.name}`));
    expect(notice!.text).toContain(sent.message);
    expect(notice!.text).toContain("040 123 4567");
    // The sender's receipt (decision 098) repeats nothing they wrote, so the form cannot carry
    // a stranger's text to someone else's inbox; "Kim 1a2b…" is no name, so none is greeted.
    const [receipt] = await client.waitForMail(sent.email, /Vi har fått ditt meddelande/);
    expect(receipt!.text).not.toContain(sent.message);
    expect(receipt!.text).not.toContain(sent.name);
    expect((await inbox("messages")).find((item) => item.name === sent.name)).toBeDefined();
  });

  it("takes the form posted without scripts on the home page, beside the booking form", async () => {
    const sent = contact();
    const response = await postForm("/?index", { intent: "contact", ...sent, phone: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#meddelande");
    expect((await inbox("messages")).find((item) => item.name === sent.name)).toBeDefined();
    const refused = await postForm("/fi?index", { intent: "contact", ...sent, email: "x" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Virheellinen sähköpostiosoite");
  });

  it("refuses bad input, stores nothing, and holds the hourly limit", async () => {
    const before = (await inbox("messages")).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "Namnet måste innehålla minst 2 tecken"],
      [{ email: "" }, "Ogiltig e-postadress"],
      [{ phone: "12" }, "Ogiltigt telefonnummer"],
      [{ message: "Hej" }, "Meddelandet måste innehålla minst 10 tecken"],
      [{ message: "x".repeat(2001) }, "Meddelandet får vara högst 2000 tecken"],
      [{ message: "<script>alert(1)</script> hej hej" }, svApi.validation.noMarkup],
    ];
    for (const [change, message] of cases) {
      const response = await postJson("/api/contact", contact(change));
      expect(response.status, message).toBe(400);
      expect((await problem(response)).detail).toBe(message);
    }
    expect((await inbox("messages")).length).toBe(before);

    const address = client.nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/contact", contact(), { address })).status).toBe(201);
    const sixth = await postJson("/api/contact", contact(), { address });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toBeTruthy();
    expect((await inbox("messages")).length).toBe(before + 5);
  });

  it("counts an IPv6 client by its /64: other addresses in it share the limit, another /64 does not", async () => {
    // One subscriber may use any address of its /64; an IPv4-mapped address is the IPv4 client.
    const subnet = (n: number) => `2001:db8:5:${n}::`;
    for (let i = 1; i <= 5; i++)
      expect(
        (await postJson("/api/contact", contact(), { address: `${subnet(1)}${i}` })).status,
      ).toBe(201);
    for (const address of [`${subnet(1)}6`, "2001:db8:5:1:abcd:1:2:3"])
      expect((await postJson("/api/contact", contact(), { address })).status).toBe(429);
    expect((await postJson("/api/contact", contact(), { address: `${subnet(2)}1` })).status).toBe(
      201,
    );

    const ipv4 = client.nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/contact", contact(), { address: ipv4 })).status).toBe(201);
    const mapped = await postJson("/api/contact", contact(), { address: `::ffff:${ipv4}` });
    expect(mapped.status).toBe(429);
  });
});

describe("the owner's inbox", () => {
  it("marks read and handled with audit entries, counts new ones, exports safe CSV", async () => {
    const sent = application({ name: `=HYPERLINK("https://evil.example") ${uniqueName("")}` });
    // "=" is not markup: the name is accepted, and must not become a formula in a spreadsheet.
    expect((await postJson("/api/freelancer", sent)).status).toBe(201);
    const item = (await inbox("applications")).find((entry) => entry.name === sent.name)!;

    const dashboard = await (await asOwner("/admin")).text();
    expect(dashboard).toMatch(/Nya ansökningar: [1-9]/);
    expect(dashboard).toMatch(/Nya meddelanden: \d+/);
    expect(dashboard).toMatch(/Omdömen att granska: \d+/);

    expect((await ownerPost(`/api/admin/applications/${item.id}/read`)).status).toBe(200);
    const twice = await ownerPost(`/api/admin/applications/${item.id}/read`);
    expect(twice.status).toBe(409);
    expect((await problem(twice)).detail).toBe(svApi.errors.wrongSubmissionState);
    const handled = await ownerPost(`/api/admin/applications/${item.id}/handle`);
    expect((await handled.json()).item.status).toBe("handled");
    expect((await ownerPost(`/api/admin/applications/${item.id}/handle`)).status).toBe(409);
    expect((await ownerPost(`/api/admin/messages/${item.id}/read`)).status).toBe(404);
    expect((await ownerPost(`/api/admin/applications/${item.id}/archive`)).status).toBe(404);

    const { entries } = await (await asOwner("/api/admin/audit")).json();
    expect(
      entries
        .filter((entry: { target: string }) => entry.target === `application:${item.id}`)
        .map((entry: { action: string }) => entry.action),
    ).toEqual(["application.handle", "application.read"]);

    const csv = await asOwner("/api/admin/applications.csv?status=handled");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="applications-/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte-order mark first (fetch's text() would drop it), so spreadsheets read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Inkom;Status;Namn;E-post")).toBe(true);
    // The time it came in, in Finnish time, as a Swedish Excel reads it (decision 098).
    const [, ...rows] = readAsExcel(bytes);
    const listed = (await (await asOwner("/api/admin/applications?status=handled")).json())
      .items as { email: string; createdAt: string }[];
    const finnish = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Helsinki",
      dateStyle: "short",
      timeStyle: "short",
    });
    expect(rows.map((row) => [row[3], row[0]]).sort()).toEqual(
      listed
        .map((item) => {
          const [date, time] = finnish.format(new Date(item.createdAt)).split(" ");
          return [item.email, { date, time }];
        })
        .sort(),
    );
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")`);
    expect(text).not.toMatch(/(^|[,;])"?=HYPERLINK/m);
    // The phone number's leading "+" is a formula start too.
    expect(text).toContain("'+358 40 765 4321");

    const messagesCsv = await asOwner("/api/admin/messages.csv");
    expect(messagesCsv.status).toBe(200);
    expect((await asOwner("/api/admin/messages.csv?status=gone")).status).toBe(400);
  });

  it("shows the lists on the back-office pages, in the page's language", async () => {
    const sent = contact();
    expect((await postJson("/api/contact", sent)).status).toBe(201);
    const page = await (await asOwner("/en/admin/messages")).text();
    expect(page).toContain(sent.name);
    expect(page).toContain("Mark as handled");
    const reviewsPage = await (await asOwner("/admin/reviews?status=pending")).text();
    expect(reviewsPage).toContain("Godkänn");
  });
});
