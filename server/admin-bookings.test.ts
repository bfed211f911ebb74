import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/features/booking/slots";
import enApi from "~/i18n/locales/en/api";
import svApi from "~/i18n/locales/sv/api";
import { decodeBody, decodeHeader, leafParts, splitPart } from "../tests/support/mime";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The owner's work on bookings through the real server: confirm, decline and complete with the
// customer's mail and calendar file, blocks that bookings respect under concurrency, and the
// private calendar feed with its rotation (docs/decisions/032–034).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;

// Tuesday 24 November 2026, 10:00 in Helsinki, for every request unless a test says otherwise.
const today = "2026-11-24";
const testNow = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  const port = await freePort();
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    // Undo is server/owner-week.test.ts's; here a confirmation's mail leaves at once.
    BOOKING_UNDO_SECONDS: "0",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
});
afterAll(async () => {
  await stop?.();
});

const client = testClient(() => server);
const { signUp, nextAddress } = client;
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: { "x-test-now": testNow, ...Object.fromEntries(new Headers(init.headers)) },
  });

async function book(customer: Client, date: string, time: string, init: CallInit = {}) {
  return call("/api/bookings", {
    method: "POST",
    client: customer,
    body: JSON.stringify({ serviceType: "portrait", bookingDate: date, bookingTime: time }),
    ...init,
  });
}

const post = (url: string, body?: unknown, init: CallInit = {}) =>
  call(url, {
    method: "POST",
    client: owner,
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...init,
  });

/** The customer's mails with their calendar file, read from the server's outbox. */
function mailsWithCalendar(email: string, subject: RegExp) {
  const outbox = path.join(server.dataDir, "outbox");
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .filter((raw) => splitPart(raw).headers.to === email)
    .map((raw) => {
      const parts = leafParts(raw);
      const calendar = parts.find((part) =>
        /^text\/calendar/i.test(part.headers["content-type"] ?? ""),
      );
      const plain = parts.find((part) => /^text\/plain/i.test(part.headers["content-type"] ?? ""));
      return {
        subject: decodeHeader(splitPart(raw).headers.subject ?? ""),
        text: plain ? decodeBody(plain) : "",
        calendar: calendar ? decodeBody(calendar) : undefined,
      };
    })
    .filter((mail) => subject.test(mail.subject));
}

async function calendarMail(email: string, subject: RegExp) {
  await client.waitForMail(email, subject);
  const [mail] = mailsWithCalendar(email, subject);
  expect(mail?.calendar, subject.source).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(mail!.calendar!));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { mail: mail!, method: calendar.getFirstPropertyValue("method"), event };
}

describe("confirming, declining and completing", () => {
  it(
    "confirms with a mail and a REQUEST; the customer's page says Bekräftad",
    {
      timeout: 60_000,
    },
    async () => {
      const customer = await signUp();
      const date = addDays(today, 3);
      const created = await book(customer, date, "10:00");
      expect(created.status).toBe(201);
      const { booking } = await created.json();

      const confirmed = await post(`/api/admin/bookings/${booking.id}/confirm`);
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()).booking).toMatchObject({
        id: booking.id,
        status: "confirmed",
      });

      const { mail, method, event } = await calendarMail(customer.email, /^Bokning bekräftad/);
      expect(mail.text).toContain(
        "Vi har bekräftat din bokning och ser fram emot fotograferingen.",
      );
      // Where: the studio's address, or the place agreed on (texts review E4).
      expect(mail.text).toContain("Plats: vår studio på Topeliusesplanaden 7, 66900 Nykarleby");
      expect(method).toBe("REQUEST");
      expect(event.getFirstPropertyValue("sequence")).toBe(1);
      expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
      expect(event.getFirstPropertyValue("uid")).toBe(`booking-${booking.id}@127.0.0.1`);
      // 10:00 in Helsinki in late November is 08:00 UTC.
      const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
      expect(start.toJSDate().toISOString()).toBe(`${date}T08:00:00.000Z`);

      const own = await (await call("/api/bookings", { client: customer })).json();
      expect(own.bookings[0].status).toBe("confirmed");
      const page = await (await call("/bookings", { client: customer })).text();
      expect(page).toContain("Bekräftad");

      const again = await post(`/api/admin/bookings/${booking.id}/confirm`);
      expect(again.status).toBe(409);
      expect((await again.json()).detail).toBe(svApi.errors.wrongBookingState);

      // Completed only once the hour has begun.
      const early = await post(`/api/admin/bookings/${booking.id}/complete`);
      expect(early.status).toBe(409);
      expect((await early.json()).detail).toBe(svApi.errors.notYetHappened);
      const later = await post(`/api/admin/bookings/${booking.id}/complete`, undefined, {
        headers: { "x-test-now": `${date}T10:30:00+02:00` },
      });
      expect(later.status).toBe(200);
      expect((await later.json()).booking.status).toBe("completed");

      const { entries } = await (await call("/api/admin/audit", { client: owner })).json();
      const forBooking = entries.filter(
        (entry: { target: string }) => entry.target === `booking:${booking.id}`,
      );
      expect(forBooking.map((entry: { action: string }) => entry.action)).toEqual([
        "booking.complete",
        "booking.confirm",
      ]);
      expect(forBooking[1]).toMatchObject({
        before: { status: "pending" },
        after: { status: "confirmed" },
      });
    },
  );

  it("declines in the customer's language with the owner's message and a CANCEL", async () => {
    const customer = await signUp();
    const date = addDays(today, 4);
    const created = await book(customer, date, "13:00", { lang: "en" });
    const { booking } = await created.json();

    const declined = await post(`/api/admin/bookings/${booking.id}/decline`, {
      message: "We are away that week, sorry!",
    });
    expect(declined.status).toBe(200);
    expect((await declined.json()).booking.status).toBe("declined");

    const { mail, method, event } = await calendarMail(customer.email, /could not be confirmed/);
    expect(mail.text).toContain("We are away that week, sorry!");
    expect(method).toBe("CANCEL");
    expect(event.getFirstPropertyValue("sequence")).toBe(2);

    // The slot is free again, and the filter finds the declined booking.
    const { slots } = await (await call(`/api/availability?from=${date}&to=${date}`)).json();
    expect(slots.find((slot: { time: string }) => slot.time === "13:00").available).toBe(true);
    const list = await (
      await call(`/api/admin/bookings?status=declined&from=${date}&to=${date}`, { client: owner })
    ).json();
    expect(list.bookings).toHaveLength(1);
    expect(list.bookings[0]).toMatchObject({
      id: booking.id,
      customer: { email: customer.email, name: "Kalle Kund" },
    });

    const twice = await post(`/api/admin/bookings/${booking.id}/decline`, {}, { lang: "en" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).detail).toBe(enApi.errors.wrongBookingState);
  });

  it("refuses bad input and unknown bookings, changing nothing", async () => {
    expect((await post(`/api/admin/bookings/${crypto.randomUUID()}/confirm`)).status).toBe(404);
    expect((await post("/api/admin/bookings/not-an-id/confirm")).status).toBe(404);
    expect((await post(`/api/admin/bookings/${crypto.randomUUID()}/approve`)).status).toBe(404);
    const tooLong = await post(`/api/admin/bookings/${crypto.randomUUID()}/decline`, {
      message: "x".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).detail).toBe(svApi.validation.messageTooLong);
    const badFilter = await call("/api/admin/bookings?status=lost", { client: owner });
    expect(badFilter.status).toBe(400);
    const badRange = await call("/api/admin/bookings?from=2026-12-10&to=2026-12-01", {
      client: owner,
    });
    expect(badRange.status).toBe(400);
  });
});

describe("blocks", () => {
  it("takes a blocked day and slot out of availability and refuses bookings for them", async () => {
    const customer = await signUp();
    const day = addDays(today, 6);
    const dayBlock = await post("/api/admin/blocks", { date: day });
    expect(dayBlock.status).toBe(201);
    const { block } = await dayBlock.json();
    expect(block).toMatchObject({ date: day, time: null });

    const { slots } = await (await call(`/api/availability?from=${day}&to=${day}`)).json();
    expect(slots.every((slot: { available: boolean }) => !slot.available)).toBe(true);
    const refused = await book(customer, day, "11:00");
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe(svApi.errors.slotTaken);

    expect((await post("/api/admin/blocks", { date: day })).status).toBe(409);
    const removed = await call(`/api/admin/blocks/${block.id}`, {
      method: "DELETE",
      client: owner,
    });
    expect(removed.status).toBe(204);
    expect(
      (await call(`/api/admin/blocks/${block.id}`, { method: "DELETE", client: owner })).status,
    ).toBe(404);
    expect((await book(customer, day, "11:00")).status).toBe(201);

    // A slot with a booking cannot be blocked; the next hour can, on its own.
    const taken = await post("/api/admin/blocks", { date: day, time: "11:00" });
    expect(taken.status).toBe(409);
    // The refusal names the booking in the way: its customer and time (decision 103).
    expect((await taken.json()).detail).toMatch(
      /^Kalle Kund har en bokning \p{L}+ \d+ \p{L}+ kl\. 11:00\. Avböj eller flytta den först\.$/u,
    );
    expect((await post("/api/admin/blocks", { date: day, time: "12:00" })).status).toBe(201);
    expect((await book(customer, day, "12:00")).status).toBe(409);
    expect((await book(customer, day, "13:00")).status).toBe(201);
  });

  it("refuses a block in the past or at an hour that is no slot", async () => {
    const past = await post("/api/admin/blocks", { date: addDays(today, -1) });
    expect(past.status).toBe(400);
    expect((await past.json()).detail).toBe(svApi.validation.datePast);
    expect(
      (await post("/api/admin/blocks", { date: addDays(today, 2), time: "08:30" })).status,
    ).toBe(400);
    expect((await post("/api/admin/blocks", { date: "2026-02-30" })).status).toBe(400);
  });

  it("never lets a block and a booking for the same slot both succeed", async () => {
    const customers = [await signUp(), await signUp()];
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      const date = addDays(today, 20 + round);
      const customer = customers[round % 2]!;
      // Alternate which request leaves first; both are in flight together.
      const requests = [
        () => book(customer, date, "15:00"),
        () => post("/api/admin/blocks", { date, ...(round % 4 < 2 && { time: "15:00" }) }),
      ];
      if (round % 2) requests.reverse();
      const answers = await Promise.all(requests.map((send) => send()));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409]);
      const { slots } = await (await call(`/api/availability?from=${date}&to=${date}`)).json();
      expect(slots.find((slot: { time: string }) => slot.time === "15:00").available).toBe(false);
    }
  });
});

describe("the calendar feed", () => {
  it("serves upcoming confirmed bookings at a secret address that rotation retires", async () => {
    expect((await call("/api/admin/calendar-feed", { client: owner })).status).toBe(200);
    const first = (await (await post("/api/admin/calendar-feed")).json()).url as string;
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const customer = await signUp({ name: "Frida Flöde", phone: "+358401234567" });
    const date = addDays(today, 9);
    const { booking } = await (await book(customer, date, "14:00")).json();
    const pending = await book(customer, addDays(today, 10), "14:00");
    expect(pending.status).toBe(201);
    expect((await post(`/api/admin/bookings/${booking.id}/confirm`)).status).toBe(200);

    const feed = await call(new URL(first).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent");
    const ours = events.filter((event) =>
      String(event.getFirstPropertyValue("summary")).includes("Frida Flöde"),
    );
    // The confirmed one, and the request waiting for an answer marked tentative (decision 105).
    expect(ours).toHaveLength(2);
    const confirmed = ours.find(
      (event) => event.getFirstPropertyValue("uid") === `booking-${booking.id}@127.0.0.1`,
    )!;
    expect(confirmed.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(String(confirmed.getFirstPropertyValue("description"))).toContain("+358401234567");
    const request = ours.find((event) => event !== confirmed)!;
    expect(request.getFirstPropertyValue("uid")).toBe(
      `booking-${(await pending.json()).booking.id}@127.0.0.1`,
    );
    expect(request.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(String(request.getFirstPropertyValue("summary"))).toMatch(
      /^Förfrågan: .* – Frida Flöde$/,
    );

    const second = (await (await post("/api/admin/calendar-feed")).json()).url as string;
    expect(second).not.toBe(first);
    expect((await call(new URL(first).pathname)).status).toBe(404);
    expect((await call(new URL(second).pathname)).status).toBe(200);
    expect((await call("/calendar/not-the-secret.ics")).status).toBe(404);

    const { entries } = await (await call("/api/admin/audit", { client: owner })).json();
    const rotations = entries.filter(
      (entry: { action: string }) => entry.action === "calendarFeed.rotate",
    );
    expect(rotations).toHaveLength(2);
    expect(JSON.stringify(rotations)).not.toContain(new URL(second).pathname.slice(10, 40));
  });
});
