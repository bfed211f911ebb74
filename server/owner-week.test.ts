import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/features/booking/slots";
import { decodeBody, leafParts } from "../tests/support/mime";
import { authLinkIn } from "../tests/support/outbox";
import { startTestSmtp, waitForSmtpMail, type ReceivedMail } from "../tests/support/test-smtp";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The owner's week through the real server and a real SMTP server (decision 103): confirm with
// a note and its undo by the request's clock, moves with a new calendar file, blocks over ranges
// that name the booking in the way, availability per service, and a booking for a customer who
// phoned, taken over by the account they make later. Bad and hostile input is refused.
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

// Tuesday 24 November 2026, 10:00 in Helsinki.
const today = "2026-11-24";
const testNow = "2026-11-24T10:00:00+02:00";
const later = (seconds: number) =>
  new Date(new Date(testNow).getTime() + seconds * 1000).toISOString();

beforeAll(async () => {
  smtp = await startTestSmtp();
  const started = await startClockedServerWithAdmin({ SMTP_URL: smtp.url });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, client.nextAddress());
});
afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

const client = testClient(() => server);
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: { "x-test-now": testNow, ...Object.fromEntries(new Headers(init.headers)) },
  });
const post = (url: string, body?: unknown, init: CallInit = {}) =>
  call(url, {
    method: "POST",
    client: owner,
    ...(body !== undefined && { body: typeof body === "string" ? body : JSON.stringify(body) }),
    ...init,
  });

let dayCounter = 3;
const freshDay = () => addDays(today, (dayCounter += 2));

/** A customer with a confirmed address (the link in the mail the SMTP server received). */
async function customer(extra: Record<string, unknown> = {}): Promise<Client> {
  const signedUp = await client.signUp({ name: "Kalle Kund", ...extra }, { verify: false });
  await verifyBySmtp(signedUp);
  return signedUp;
}

async function verifyBySmtp(
  who: Client,
  subject = /e-postadress|sähköpostiosoitteesi|email address/,
) {
  const [mail] = await waitForSmtpMail(smtp.received, who.email, subject);
  const response = await call(authLinkIn(mail!));
  expect(response.status).toBe(302);
}

async function book(
  who: Client,
  date: string,
  time: string,
  serviceType = "portrait",
  lang = "sv",
) {
  const response = await call("/api/bookings", {
    method: "POST",
    client: who,
    lang,
    body: JSON.stringify({ serviceType, bookingDate: date, bookingTime: time }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).booking as { id: string };
}

function calendarIn(mail: ReceivedMail) {
  const part = leafParts(mail.raw).find((p) =>
    /^text\/calendar/i.test(p.headers["content-type"] ?? ""),
  );
  const calendar = new ICAL.Component(ICAL.parse(decodeBody(part!)));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: calendar.getFirstSubcomponent("vevent")!,
  };
}

describe("confirm with a note, and undo", () => {
  it("confirms with a note; undo within the half minute makes it pending; later it is refused", async () => {
    const who = await customer();
    const { id } = await book(who, freshDay(), "10:00");
    const confirmed = await post(`/api/admin/bookings/${id}/confirm`, { message: "Välkommen!" });
    expect(confirmed.status).toBe(200);
    const { booking } = await confirmed.json();
    // The seconds by the server's clock: the owner's page counts down from them.
    expect(booking).toMatchObject({
      status: "confirmed",
      undoUntil: later(30),
      undoSecondsLeft: 30,
    });

    const undone = await post(`/api/admin/bookings/${id}/undo`, undefined, {
      headers: { "x-test-now": later(20) },
    });
    expect(undone.status).toBe(200);
    expect((await undone.json()).booking.status).toBe("pending");
    const own = await (await call("/api/bookings", { client: who })).json();
    expect(own.bookings[0].status).toBe("pending");

    expect((await post(`/api/admin/bookings/${id}/confirm`, {})).status).toBe(200);
    const late = await post(`/api/admin/bookings/${id}/undo`, undefined, {
      headers: { "x-test-now": later(31) },
      lang: "en",
    });
    expect(late.status).toBe(409);
    expect((await late.json()).detail).toBe(
      "It is too late to undo: the confirmation has already been sent to the customer.",
    );
    // An undo of a booking that is not confirmed is a wrong state, not an expired window.
    const pendingOne = await book(who, freshDay(), "11:00");
    const wrong = await post(`/api/admin/bookings/${pendingOne.id}/undo`);
    expect(wrong.status).toBe(409);
  });

  it("refuses hostile notes and bodies", async () => {
    const who = await customer();
    const { id } = await book(who, freshDay(), "12:00");
    const cases: [unknown, number][] = [
      [{ message: "x".repeat(501) }, 400],
      [{ message: "<script>alert(1)</script>" }, 400],
      [{ message: 42 }, 400],
      ["not json", 400],
      [[1, 2, 3], 400],
    ];
    for (const [body, status] of cases)
      expect((await post(`/api/admin/bookings/${id}/confirm`, body)).status, String(body)).toBe(
        status,
      );
    expect((await post(`/api/admin/bookings/${id}/explode`)).status).toBe(404);
    expect((await post(`/api/admin/bookings/not-a-uuid/undo`)).status).toBe(404);
    // Still pending: nothing above changed it.
    const own = await (await call("/api/bookings", { client: who })).json();
    expect(own.bookings[0].status).toBe("pending");
    // A customer, or a visitor, learns nothing of these calls.
    expect((await post(`/api/admin/bookings/${id}/undo`, undefined, { client: who })).status).toBe(
      404,
    );
  });
});

describe("moving a booking", () => {
  it("moves it; the customer's new file has the same UID and a higher SEQUENCE", async () => {
    const who = await customer();
    const date = freshDay();
    const { id } = await book(who, date, "10:00");
    const [received] = await waitForSmtpMail(smtp.received, who.email, /^Vi har tagit emot/);
    const first = calendarIn(received!);

    const moved = await post(`/api/admin/bookings/${id}/move`, { date, time: "15:00" });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ bookingTime: "15:00", status: "pending" });
    const [mail] = await waitForSmtpMail(smtp.received, who.email, /^Ny tid för din bokning/);
    const { method, event } = calendarIn(mail!);
    expect(method).toBe("PUBLISH");
    expect(event.getFirstPropertyValue("uid")).toBe(first.event.getFirstPropertyValue("uid"));
    expect(event.getFirstPropertyValue("sequence")).toBeGreaterThan(
      first.event.getFirstPropertyValue("sequence") as unknown as number,
    );
    expect(mail!.text).toContain("Tidigare tid:");
    // The old hour is free again, the new one taken.
    const slots = (await (await call(`/api/availability?from=${date}&to=${date}`)).json()).slots;
    const at = (time: string) => slots.find((slot: { time: string }) => slot.time === time);
    expect(at("10:00").available).toBe(true);
    expect(at("15:00").available).toBe(false);
  });

  it("refuses a taken or blocked time and bad input, in the owner's language", async () => {
    const a = await customer();
    const date = freshDay();
    const { id } = await book(a, date, "10:00");
    await book(a, date, "11:00");
    expect((await post("/api/admin/blocks", { date, time: "13:00" })).status).toBe(201);
    const taken = await post(`/api/admin/bookings/${id}/move`, { date, time: "11:00" });
    expect(taken.status).toBe(409);
    const blocked = await post(
      `/api/admin/bookings/${id}/move`,
      { date, time: "13:00" },
      { lang: "fi" },
    );
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).detail).toBe(
      "Aika on estetty. Poista esto tai valitse toinen aika.",
    );
    for (const body of [
      { date: "2026-02-30", time: "10:00" },
      { date, time: "25:00" },
      { date, time: "07:00" },
      { date: "x".repeat(10_000), time: "10:00" },
      { date },
      null,
    ])
      expect(
        (await post(`/api/admin/bookings/${id}/move`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
  });
});

describe("blocks over ranges", () => {
  it("blocks a week in one step, and refuses one over a booking, naming it", async () => {
    const from = addDays(today, 200);
    const ok = await post("/api/admin/blocks", { date: from, until: addDays(from, 6) });
    expect(ok.status).toBe(201);
    const week = (
      await (await call(`/api/availability?from=${from}&to=${addDays(from, 7)}`)).json()
    ).slots as { date: string; available: boolean }[];
    expect(new Set(week.filter((s) => s.available).map((s) => s.date))).toEqual(
      new Set([addDays(from, 7)]),
    );

    const who = await customer({ name: "Anna Virtanen" });
    const day = addDays(today, 219); // Thursday 1 July 2027
    await book(who, day, "14:00");
    const refused = await post("/api/admin/blocks", { date: addDays(day, -2), until: day });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe(
      "Anna Virtanen har en bokning torsdag 1 juli kl. 14:00. Avböj eller flytta den först.",
    );
  });

  it("refuses ranges that are reversed, too long, or of hours", async () => {
    const from = addDays(today, 300);
    const cases: [unknown, string][] = [
      [{ date: from, until: addDays(from, -1) }, "Ogiltigt datumintervall"],
      [{ date: from, until: addDays(from, 366) }, "Blockera högst ett år åt gången"],
      [
        { date: from, until: addDays(from, 2), time: "10:00" },
        'Flera dagar blockeras hela dagar. Välj "Hela dagen".',
      ],
      [{ date: from, until: "2026-13-01" }, "Välj ett datum"],
    ];
    for (const [body, detail] of cases) {
      const response = await post("/api/admin/blocks", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).detail).toBe(detail);
    }
  });
});

describe("durations in availability", () => {
  it("a two-hour service's starts stop an hour before the last slot, and skip a booked hour", async () => {
    const who = await customer();
    const date = freshDay();
    await book(who, date, "12:00");
    const starts = async (service?: string) =>
      (
        await (
          await call(
            `/api/availability?from=${date}&to=${date}${service ? `&service=${service}` : ""}`,
          )
        ).json()
      ).slots
        .filter((slot: { available: boolean }) => slot.available)
        .map((slot: { time: string }) => slot.time);
    // 11:00 would run into 12:00; 17:00 past the day's last slot.
    expect(await starts("introduction-video")).toEqual([
      "09:00",
      "10:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    expect(await starts()).toContain("17:00");
    // An unknown or hostile service is one hour, never an error.
    expect(await starts("%3Cscript%3E")).toEqual(await starts());
    const refused = await call("/api/bookings", {
      method: "POST",
      client: who,
      body: JSON.stringify({
        serviceType: "introduction-video",
        bookingDate: date,
        bookingTime: "11:00",
      }),
    });
    expect(refused.status).toBe(409);
  });
});

describe("a booking for a customer who phoned", () => {
  const enter = (body: Record<string, unknown>, init: CallInit = {}) =>
    post("/api/admin/bookings", body, init);

  it("invites a customer without an account; the account they confirm takes the booking over", async () => {
    // Typed with capitals by the owner, in lower case by the customer: the same address.
    const email = `Phoned-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const date = freshDay();
    const response = await enter({
      name: "Liisa Soittaja",
      email,
      phone: "+358 40 123 4567",
      serviceType: "introduction-video",
      bookingDate: date,
      bookingTime: "10:00",
      message: "Ulkokuvaus rannalla",
      language: "fi",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { booking } = await response.json();
    expect(booking).toMatchObject({
      status: "confirmed",
      invited: true,
      durationHours: 2,
      customer: { name: "Liisa Soittaja", email, phone: "+358 40 123 4567" },
    });
    const [mail] = await waitForSmtpMail(smtp.received, email, /^Varauksesi/);
    expect(mail!.text).toContain("Luo tili tällä sähköpostiosoitteella");
    expect(mail!.text).toContain(`${server.url}/fi/auth?tab=signup`);
    expect(calendarIn(mail!).method).toBe("REQUEST");
    const list = await (
      await call(`/api/admin/bookings?from=${date}&to=${date}`, { client: owner })
    ).json();
    expect(list.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);

    // Signed up, not yet confirmed: nothing shows. Confirmed: the booking is theirs.
    const signedUp = await client.signUp(
      { name: "Liisa", email: email.toLowerCase() },
      { verify: false },
    );
    expect((await (await call("/api/bookings", { client: signedUp })).json()).bookings).toEqual([]);
    await verifyBySmtp(signedUp);
    const own = (await (await call("/api/bookings", { client: signedUp })).json()).bookings;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: booking.id, status: "confirmed", bookingDate: date });
    const page = await (await call("/fi/bookings", { client: signedUp })).text();
    expect(page).toContain("Vahvistettu");
  });

  it("books for an existing account without an invitation", async () => {
    const who = await customer({ name: "Kalle Kund" });
    const response = await enter({
      name: "Kalle",
      email: who.email.toUpperCase(),
      serviceType: "portrait",
      bookingDate: freshDay(),
      bookingTime: "09:00",
    });
    expect(response.status).toBe(201);
    const { booking } = await response.json();
    expect(booking.invited).toBe(false);
    const [mail] = await waitForSmtpMail(smtp.received, who.email, /^Din bokning hos/);
    expect(mail!.text).not.toContain("Skapa ett konto");
    expect((await (await call("/api/bookings", { client: who })).json()).bookings[0].id).toBe(
      booking.id,
    );
  });

  it("refuses bad, hostile and conflicting input; others get 404", async () => {
    const date = freshDay();
    const base = {
      name: "Pekka",
      email: `p-${crypto.randomUUID().slice(0, 8)}@example.test`,
      serviceType: "portrait",
      bookingDate: date,
      bookingTime: "10:00",
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "<b>x</b>" }, "Texten får inte innehålla HTML-kod"],
      [{ name: "x".repeat(101) }, "Namnet får vara högst 100 tecken"],
      [{ email: "not-an-email" }, "Ogiltig e-postadress"],
      [{ email: "a@b.c\r\nBcc: x@evil.test" }, "Ogiltig e-postadress"],
      [{ phone: "call me maybe" }, "Ogiltigt telefonnummer"],
      [{ serviceType: "web-development" }, "Välj en tjänst"],
      [{ language: "de" }, "Ett av fälten har fel form. Ladda om sidan och försök igen."],
      [{ bookingDate: today, bookingTime: "09:00" }, "Välj ett datum som inte har passerat"],
      [{ message: "x".repeat(501) }, "Meddelandet får vara högst 500 tecken"],
    ];
    for (const [change, detail] of cases) {
      const response = await enter({ ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).detail, JSON.stringify(change)).toBe(detail);
    }
    expect((await enter(base)).status).toBe(201);
    expect((await enter({ ...base, email: "other@example.test" })).status).toBe(409);
    const who = await customer();
    expect((await enter(base, { client: who })).status).toBe(404);
    expect(
      (await call("/api/admin/bookings", { method: "POST", body: JSON.stringify(base) })).status,
    ).toBe(404);
  });
});
