import addressparser from "nodemailer/lib/addressparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import { addDays } from "~/features/booking/slots";
import { authLinkIn } from "../tests/support/outbox";
import { decodeHeader, splitPart } from "../tests/support/mime";
import { startTestSmtp, waitForSmtpMail, type ReceivedMail } from "../tests/support/test-smtp";
import { freePort, testClient, type CallInit, type Client } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// The owner's notices answer to the customer (Reply-To), and a contact message is acknowledged
// to its sender in their language (docs/decisions/098): through the real server, its outbox and
// a real SMTP server, reading the headers as a mail program does.
const ownerInbox = "studio-owner@example.test";
const testNow = "2026-11-24T10:00:00+02:00";
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let publicUrl: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    SMTP_URL: smtp.url,
    OWNER_EMAIL: ownerInbox,
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const client = testClient(() => server);
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: {
      "x-test-now": testNow,
      "x-forwarded-for": client.nextAddress(),
      ...Object.fromEntries(new Headers(init.headers)),
    },
  });
const postJson = (url: string, body: unknown, init: CallInit = {}) =>
  call(url, { method: "POST", body: JSON.stringify(body), ...init });

const uniqueEmail = (who: string) => `${who}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** The owner's notice whose subject matches and whose text names `marker`. */
async function ownerNotice(subject: RegExp, marker: string): Promise<ReceivedMail> {
  for (let count = 1; ; count++) {
    const mails = await waitForSmtpMail(smtp.received, ownerInbox, subject, count);
    const found = mails.find((mail) => mail.text.includes(marker));
    if (found) return found;
  }
}

/** The Reply-To header's addresses, as a mail program parses them. */
function replyTo(mail: ReceivedMail): { name: string; address: string }[] {
  const header = splitPart(mail.raw).headers["reply-to"];
  if (!header) return [];
  return addressparser(decodeHeader(header), { flatten: true }).map((entry) => ({
    name: entry.name,
    address: entry.address ?? "",
  }));
}

describe("a contact message", () => {
  const languages = [
    {
      query: "",
      name: "Anna Virtanen",
      subject: "Vi har fått ditt meddelande – Nordic Media Studio",
      greeting: "Hej Anna Virtanen,",
    },
    {
      query: "?lang=fi",
      name: "Matti Meikäläinen",
      subject: "Olemme saaneet viestisi – Nordic Media Studio",
      greeting: "Hei Matti Meikäläinen,",
    },
    {
      query: "?lang=en",
      name: "Emma O'Brien",
      subject: "We have received your message – Nordic Media Studio",
      greeting: "Hi Emma O'Brien,",
    },
  ];

  it.each(languages)(
    "reaches the owner answering to $name, who is acknowledged in their language",
    async ({ query, name, subject, greeting }) => {
      const email = uniqueEmail("sender");
      const message = `En fråga om porträtt ${crypto.randomUUID()}`;
      const sent = await postJson(`/api/contact${query}`, { name, email, message });
      expect(sent.status).toBe(201);

      const notice = await ownerNotice(/Nytt meddelande från/, message);
      expect(replyTo(notice)).toEqual([{ name, address: email }]);
      expect(notice.envelopeTo).toEqual([ownerInbox]);

      const [receipt] = await waitForSmtpMail(smtp.received, email, /./);
      expect(receipt!.subject).toBe(subject);
      expect(receipt!.text.split(/\r?\n/)[0]).toBe(greeting);
      // Nothing the sender wrote is mailed back to the address they typed.
      expect(receipt!.text).not.toContain(message);
      expect(replyTo(receipt!)).toEqual([]);
    },
  );

  it("keeps a name with a line break out of the headers: one Reply-To, no added recipient", async () => {
    const email = uniqueEmail("eve");
    const message = `Hostile ${crypto.randomUUID()}`;
    const name = "Eve\r\nBcc: victim@example.test\r\nX-Injected: yes";
    expect((await postJson("/api/contact", { name, email, message })).status).toBe(201);
    const notice = await ownerNotice(/Nytt meddelande från/, message);
    const [only, ...more] = replyTo(notice);
    expect(more).toEqual([]);
    expect(only!.address).toBe(email);
    expect(only!.name).toBe("Eve Bcc: victim@example.test X-Injected: yes");
    const headers = splitPart(notice.raw).headers;
    expect(headers["bcc"]).toBeUndefined();
    expect(headers["x-injected"]).toBeUndefined();
    expect(notice.envelopeTo).toEqual([ownerInbox]);

    const [receipt] = await waitForSmtpMail(smtp.received, email, /./);
    expect(receipt!.envelopeTo).toEqual([email]);
    // Not a name: the greeting repeats none of it.
    expect(receipt!.text.split(/\r?\n/)[0]).toBe("Hej,");
    expect(receipt!.text).not.toContain("victim");
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("victim@example.test"))).toEqual(
      [],
    );
  });

  it("repeats no link or advert given as a name to the address typed in", async () => {
    const email = uniqueEmail("stranger");
    const name = "Cheap pills at spam.example";
    expect(
      (await postJson("/api/contact", { name, email, message: "Köp billiga piller nu!" })).status,
    ).toBe(201);
    const [receipt] = await waitForSmtpMail(smtp.received, email, /./);
    expect(receipt!.text.split(/\r?\n/)[0]).toBe("Hej,");
    expect(receipt!.text + receipt!.html).not.toContain("spam.example");
  });

  it("refuses an address that would add a header or a recipient, and mails no one", async () => {
    const before = smtp.received.length;
    for (const email of [
      "anna@example.test\r\nBcc: victim@example.test",
      "anna@example.test\nBcc:victim@example.test",
      "anna@example.test, victim@example.test",
      "Anna <anna@example.test>",
      '"anna"@example.test',
    ]) {
      const answer = await postJson("/api/contact", {
        name: "Anna",
        email,
        message: "Ett meddelande som inte ska skickas.",
      });
      expect(answer.status, JSON.stringify(email)).toBe(400);
    }
    // Whatever was already queued may still arrive; none of it is for the victim.
    expect(smtp.received.slice(before).some((mail) => mail.raw.includes("victim@"))).toBe(false);
  });
});

describe("the owner's other notices answer to the customer", () => {
  it("an application", async () => {
    const email = uniqueEmail("applicant");
    const message = `Jag vill fotografera ${crypto.randomUUID()}`;
    const sent = await postJson("/api/freelancer?lang=fi", {
      name: "Frida Fotograf",
      email,
      phone: "0401234567",
      specialization: "Foto",
      experience: 3,
      message,
    });
    expect(sent.status).toBe(201);
    const notice = await ownerNotice(/Ny frilansansökan/, message);
    expect(replyTo(notice)).toEqual([{ name: "Frida Fotograf", address: email }]);
  });

  it("a booking request", async () => {
    const email = uniqueEmail("customer");
    const signedUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ name: "Kalle Kund", email, password: "hemligt123" }),
    });
    expect(signedUp.status).toBe(200);
    const customer: Client = {
      cookie: signedUp.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
      address: client.nextAddress(),
      email,
    };
    const [verification] = await waitForSmtpMail(smtp.received, email, /Bekräfta/);
    expect((await call(authLinkIn(verification!))).status).toBe(302);
    const booked = await call("/api/bookings", {
      method: "POST",
      client: customer,
      body: JSON.stringify({
        serviceType: "portrait",
        bookingDate: addDays("2026-11-24", 3),
        bookingTime: "11:00",
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const notice = await ownerNotice(/Ny bokningsförfrågan/, email);
    expect(replyTo(notice)).toEqual([{ name: "Kalle Kund", address: email }]);
  });

  it("a paid order", async () => {
    const email = uniqueEmail("buyer");
    const started = await postJson("/api/create-payment", {
      priceId: priceIds.windows11,
      // The buyer's consent to immediate delivery of digital content (decision 097).
      immediateDelivery: true,
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const paid = await call(url.slice(publicUrl.length), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", email }).toString(),
    });
    expect(paid.status).toBeLessThan(400);
    const notice = await ownerNotice(/Ny beställning/, email);
    expect(replyTo(notice)).toEqual([{ name: "", address: email }]);
  });

  it("but not a review, which carries no address", async () => {
    const feedback = `Mycket bra service ${crypto.randomUUID()}`;
    const sent = await postJson("/api/feedback", {
      name: "Anna",
      service: "Porträtt",
      rating: 5,
      feedback,
    });
    expect(sent.status).toBe(201);
    expect(replyTo(await ownerNotice(/Nytt omdöme/, feedback))).toEqual([]);
  });
});
