import addressparser from "nodemailer/lib/addressparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts as business } from "~/content/business";
import { customerKey } from "~/features/customers/customer-key.server";
import { decodeHeader, splitPart } from "../tests/support/mime";
import { startTestSmtp, waitForSmtpMail, type ReceivedMail } from "../tests/support/test-smtp";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The owner's reply from a customer's page (docs/decisions/105), posted as the page's plain HTML
// form, through the real server, its outbox and a real SMTP server: the mail is read as a mail
// program reads it — its language, its Reply-To, its words.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const client = testClient(() => server);
const testNow = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ server, stop, owner } = await startServerWithOwnerSignedIn({
    TEST_CLOCK: "1",
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "studio-owner@example.test",
  }));
}, 120_000);
afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

const asVisitor = (path: string, body: unknown) =>
  client.call(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "x-test-now": testNow, "x-forwarded-for": client.nextAddress() },
  });
const postForm = (path: string, fields: Record<string, string>) =>
  client.call(path, {
    method: "POST",
    client: owner,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-test-now": testNow },
    body: new URLSearchParams(fields).toString(),
  });
const uniqueEmail = (who: string) => `${who}-${crypto.randomUUID().slice(0, 8)}@example.test`;

function replyTo(mail: ReceivedMail) {
  const header = splitPart(mail.raw).headers["reply-to"];
  return header ? addressparser(decodeHeader(header), { flatten: true }) : [];
}

describe("a reply from the customer's page", () => {
  it("reaches a Finnish sender in Finnish, answering to the business, and is threaded", async () => {
    const email = uniqueEmail("matti");
    const sent = await asVisitor("/api/contact?lang=fi", {
      name: "Matti Meikäläinen",
      email,
      message: "Voitteko kuvata joukkueemme joulukuussa?",
    });
    expect(sent.status).toBe(201);
    const messageId = (await sent.json()).message.id as string;
    const page = `/admin/customers/${customerKey(email)}`;
    expect((await client.call(page, { client: owner })).status).toBe(200);

    const words = `Kiitos viestistä! ${crypto.randomUUID()}`;
    const answered = await postForm(page, {
      intent: "reply",
      subjectKind: "message",
      subjectId: messageId,
      body: `${words}\r\n\r\n<img src=x onerror=alert(1)>`,
    });
    expect(answered.status).toBe(302);

    const [mail] = await waitForSmtpMail(smtp.received, email, /Vastaus viestiisi/);
    expect(mail!.envelopeTo).toEqual([email]);
    expect(mail!.subject).toBe(`Vastaus viestiisi – ${business.name}`);
    expect(mail!.html).toContain('<html lang="fi">');
    const lines = mail!.text.split(/\r?\n/);
    expect(lines[0]).toBe("Hei Matti Meikäläinen,");
    expect(mail!.text).toContain(words);
    // The day it was sent, as Finnish writes it (the message's time is the database's own).
    expect(mail!.text).toMatch(/Tämä on vastaus viestiin, jonka lähetit \d{1,2}\. \p{L}+ \d{4}\./u);
    expect(mail!.text).toContain("Ystävällisin terveisin");
    // The owner's words as text, never as markup.
    expect(mail!.html).not.toContain("<img src=x");
    expect(mail!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(replyTo(mail!).map(({ address }) => address)).toEqual([business.email]);
    // Nothing the sender wrote is mailed back (decision 098).
    expect(mail!.text).not.toContain("joukkueemme");

    const html = await (await client.call(`/fi${page}`, { client: owner })).text();
    expect(html).toContain(words);
    expect(html).toContain("Vastauksesi");
  });

  it("writes to an English applicant in English", async () => {
    const email = uniqueEmail("emma");
    const sent = await asVisitor("/api/freelancer?lang=en", {
      name: "Emma O'Brien",
      email,
      phone: "0401234567",
      specialization: "Video",
      experience: 4,
      message: "I film ice hockey and would like to work with you.",
    });
    expect(sent.status).toBe(201);
    const applicationId = (await sent.json()).application.id as string;
    const words = `Thank you, let us talk next week. ${crypto.randomUUID()}`;
    const answered = await postForm(`/en/admin/customers/${customerKey(email)}`, {
      intent: "reply",
      subjectKind: "application",
      subjectId: applicationId,
      body: words,
    });
    expect(answered.status).toBe(302);
    const [mail] = await waitForSmtpMail(smtp.received, email, /Re: your application/);
    expect(mail!.text.split(/\r?\n/)[0]).toBe("Hi Emma O'Brien,");
    expect(mail!.text).toContain(words);
    expect(mail!.html).toContain('<html lang="en">');
    expect(replyTo(mail!).map(({ address }) => address)).toEqual([business.email]);
  });

  it("refuses an empty, an oversized or another customer's reply, and mails no one", async () => {
    const email = uniqueEmail("eve");
    const sent = await asVisitor("/api/contact", {
      name: "Eve",
      email,
      message: "Hej! Har ni lediga tider i januari?",
    });
    expect(sent.status).toBe(201);
    const messageId = (await sent.json()).message.id as string;
    const other = await asVisitor("/api/contact", {
      name: "Olle",
      email: uniqueEmail("olle"),
      message: "Hej! Vad kostar ett porträtt?",
    });
    expect(other.status).toBe(201);
    const othersMessage = (await other.json()).message.id as string;
    const page = `/admin/customers/${customerKey(email)}`;
    const cases: [Record<string, string>, number, string][] = [
      [{ subjectKind: "message", subjectId: messageId, body: "   " }, 400, "Skriv ett svar"],
      [
        { subjectKind: "message", subjectId: messageId, body: "x".repeat(5_001) },
        400,
        "Svaret får vara högst 5\u00a0000 tecken",
      ],
      [{ subjectKind: "message", subjectId: othersMessage, body: "Hej" }, 404, ""],
      [{ subjectKind: "review", subjectId: messageId, body: "Hej" }, 400, ""],
    ];
    for (const [fields, status, text] of cases) {
      const answer = await postForm(page, { intent: "reply", ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      if (text) expect(await answer.text()).toContain(text);
    }
    // A customer no one is: the ordinary 404, for a page and for a form.
    const nobody = `/admin/customers/${customerKey("nobody@example.test")}`;
    expect((await client.call(nobody, { client: owner })).status).toBe(404);
    expect(
      (
        await postForm(nobody, {
          intent: "reply",
          subjectKind: "message",
          subjectId: messageId,
          body: "Hej",
        })
      ).status,
    ).toBe(404);
    // What was mailed to Eve: her receipt of the message, nothing else.
    const [receipt] = await waitForSmtpMail(smtp.received, email, /./);
    expect(receipt!.subject).toMatch(/Vi har fått ditt meddelande/);
    // And nothing was recorded as replied.
    const audit = await (await client.call("/api/admin/audit", { client: owner })).json();
    const replies = audit.entries.filter(
      (entry: { action: string; target: string }) =>
        entry.action === "customer.reply" && entry.target === `customer:${customerKey(email)}`,
    );
    expect(replies).toEqual([]);
  });

  it("searches by name, address and phone, and shows a hostile search as text", async () => {
    const email = uniqueEmail("kim");
    const sent = await asVisitor("/api/contact", {
      name: "Kim Söderberg",
      email,
      phone: "+358 50 987 6543",
      message: "Hej! Fotograferar ni bröllop?",
    });
    expect(sent.status).toBe(201);
    for (const search of ["söderberg", email.toUpperCase(), "50 987 65"]) {
      const html = await (
        await client.call(`/admin/customers?q=${encodeURIComponent(search)}`, { client: owner })
      ).text();
      expect(html, search).toContain(`/admin/customers/${customerKey(email)}`);
    }
    const hostile = `"><script>alert(1)</script>%_`;
    const page = await client.call(`/admin/customers?q=${encodeURIComponent(hostile)}`, {
      client: owner,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("Ingen kund matchar");
    const long = await client.call(`/admin/customers?q=${"a".repeat(4_000)}`, { client: owner });
    expect(long.status).toBe(200);
  });
});

describe("the page of a customer without an account", () => {
  const asOwner = (path: string, init: { method?: string; body?: string; type?: string } = {}) =>
    client.call(path, {
      method: init.method ?? "GET",
      client: owner,
      headers: {
        "x-test-now": testNow,
        ...(init.type && { "content-type": init.type }),
      },
      ...(init.body !== undefined && { body: init.body }),
    });

  it("shows the booking the owner entered for them and their client gallery, hostile text as text", async () => {
    const email = uniqueEmail("caller");
    // Markup is refused at the door; what gets through must still reach the page as text.
    const hostile = `Sam "O'Neil" & Co <3`;
    const entered = await asOwner("/api/admin/bookings", {
      method: "POST",
      body: JSON.stringify({
        name: hostile,
        email: email.toUpperCase(),
        phone: "+358 50 111 2222",
        serviceType: "portrait",
        bookingDate: "2026-12-09",
        bookingTime: "10:00",
        message: "Ring före 8 <> 9 & {{x}}",
        language: "en",
      }),
    });
    expect(entered.status, await entered.clone().text()).toBe(201);
    const { booking } = await entered.json();
    // The gallery from that booking goes to the address the owner took down (an inner join to
    // the account left a guest's booking "invalid" here).
    const made = await asOwner(`/admin/bookings/${booking.id}/client-gallery`, {
      method: "POST",
      type: "application/x-www-form-urlencoded",
      body: "",
    });
    expect(made.status).toBe(302);
    const galleryId = /^\/admin\/galleries\/([0-9a-f-]{36})$/.exec(
      made.headers.get("location") ?? "",
    )?.[1];
    expect(galleryId).toBeDefined();

    // Found by the name, address and phone the owner took down.
    for (const search of ["o'neil", email, "111 2222"]) {
      const list = await (await asOwner(`/admin/customers?q=${encodeURIComponent(search)}`)).text();
      expect(list, search).toContain(`/admin/customers/${customerKey(email)}`);
    }
    const response = await asOwner(`/admin/customers/${customerKey(email)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`id="booking-${booking.id}"`);
    expect(html).toContain(`href="/admin/galleries/${galleryId}"`);
    expect(html).toContain("Inte publicerat");
    expect(html).toContain("Inget urval skickat");
    // Open 60 days from 24 November by default: to 23 January.
    expect(html).toContain("Länken öppnar galleriet till och med 23 januari 2027");
    expect(html).not.toContain("& Co <3");
    expect(html).toContain("&amp; Co &lt;3");
    expect(html).not.toContain("8 <> 9 &");
    expect(html).toContain("8 &lt;&gt; 9 &amp; {{x}}");
    // A reply to the booking reaches the address, in the language the owner chose.
    const replied = await postForm(`/admin/customers/${customerKey(email)}`, {
      intent: "reply",
      subjectKind: "booking",
      subjectId: booking.id,
      body: "See you on the beach.",
    });
    expect(replied.status).toBe(302);
    const [mail] = await waitForSmtpMail(smtp.received, email, /^About your booking/);
    expect(mail!.text).toContain("See you on the beach.");
  });
});
