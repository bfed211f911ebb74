import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultBookingRules, type BookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { bookingHours, bookings, emailOutbox } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { describeError } from "~/features/api/problem.server";
import { createBlock } from "~/features/admin/blocks/blocks.server";
import {
  availability,
  createBooking,
  type BookingRequest,
} from "~/features/booking/booking.server";
import type { ValidBooking } from "~/features/booking/booking.schema";
import { addDays } from "~/features/booking/slots";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { createMailer } from "~/features/mail/outbox.server";
import { startTestSmtp, waitForSmtpMail } from "../../../../tests/support/test-smtp";
import { leafParts, decodeBody } from "../../../../tests/support/mime";
import { transitionBooking } from "./admin-bookings.server";
import { moveBooking, undoConfirm } from "./booking-changes.server";

// The owner's week on a real embedded database (decision 103): services that hold several
// hours, buffers, the database's guarantee under concurrent requests, confirm with a note and
// its undo while the mail is held, moves with a new calendar file, and blocks over ranges.
// Every test runs at a fixed "now"; the database's clock is "set" by moving a held mail's due
// time, never by waiting.

let db: Database;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  vi.stubEnv("PUBLIC_URL", "https://studio.example");
  ({ db, close } = await freshDatabase());
  await ensureSeedServices(db);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
  await smtp?.close();
});

// Tuesday 24 November 2026, 10:15 in Helsinki.
const now = new Date("2026-11-24T08:15:00Z");
const today = "2026-11-24";
const owner = { id: null, label: "Olle Ägare" };
let dayCounter = 2;
/** A day of its own for each test (and the next one for moves), so no test meets another's. */
const freshDay = () => addDays(today, (dayCounter += 2));

let addressCounter = 0;
async function book(
  date: string,
  time: string,
  serviceId = "private-photography",
  options: Partial<BookingRequest> & { name?: string; language?: "sv" | "fi" | "en" } = {},
) {
  const customer = await createTestUser(db, { name: options.name ?? "Anna Virtanen" });
  const found = await bookingService(db, serviceId);
  const input = { serviceType: serviceId, bookingDate: date, bookingTime: time } as ValidBooking;
  addressCounter++;
  const booking = await createBooking(db, customer, input, options.language ?? "sv", {
    clientAddress: `10.9.${addressCounter >> 8}.${addressCounter & 255}`,
    now,
    // Out of the campaign: its price reads the server's settings, not this file's database.
    service: found?.row && { ...found.row, campaign: false },
    ...options,
  });
  return { booking, customer };
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const first = error.fieldErrors?.[0];
    return first ? `${error.code}:${first.field}:${first.message}` : error.code;
  }
}

const hoursOf = async (bookingId: string) =>
  (
    await db
      .select({ time: bookingHours.slotTime, buffer: bookingHours.buffer })
      .from(bookingHours)
      .where(eq(bookingHours.bookingId, bookingId))
      .orderBy(bookingHours.slotTime)
  ).map((row) => `${row.time}${row.buffer ? " buffer" : ""}`);

const withBuffer = (hours: number): BookingRules => ({
  ...defaultBookingRules,
  bufferHours: hours,
});

describe("durations from the catalogue", () => {
  it("a two-hour service holds two hourly slots, and frees them when declined", async () => {
    const date = freshDay();
    const { booking } = await book(date, "10:00", "introduction-video");
    expect(booking.durationHours).toBe(2);
    expect(await hoursOf(booking.id)).toEqual(["10:00", "11:00"]);
    // 11:00 is held by the longer booking; 09:00 for two hours would run into it.
    expect(await outcome(book(date, "11:00"))).toBe("slotTaken");
    expect(await outcome(book(date, "09:00", "introduction-video"))).toBe("slotTaken");
    const free = (await availability(db, date, date, now)).filter((slot) => slot.available);
    expect(free.map((slot) => slot.time)).not.toContain("11:00");
    const twoHours = await availability(db, date, date, now, undefined, 2);
    const starts = twoHours.filter((slot) => slot.available).map((slot) => slot.time);
    // 09:00 would overlap 10:00; 17:00 would end after the day's last slot.
    expect(starts).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);

    await transitionBooking(db, owner, booking.id, "decline", { now });
    expect(await hoursOf(booking.id)).toEqual([]);
    expect(await outcome(book(date, "11:00"))).toBe("ok");
  });

  it("refuses a long service that would end after the day's last slot, naming the last start", async () => {
    const error = await book(freshDay(), "17:00", "introduction-video").catch((e) => e);
    const problem = describeError("sv", error);
    expect(problem.status).toBe(400);
    expect(problem.detail).toBe("Tjänsten tar 2\u00a0h. Välj en starttid senast kl. 16:00.");
  });

  it("of concurrent overlapping requests exactly one wins, whatever their lengths", async () => {
    const date = freshDay();
    const results = await Promise.all(
      ["10:00", "11:00", "10:00", "11:00", "09:00", "12:00"].map((time, index) =>
        outcome(book(date, time, index % 2 ? "private-photography" : "introduction-video")),
      ),
    );
    const rows = await db
      .select({ time: bookingHours.slotTime, id: bookingHours.bookingId })
      .from(bookingHours)
      .where(eq(bookingHours.slotDate, date));
    // No hour is held twice (the key forbids it), and every success holds its own hours.
    expect(new Set(rows.map((row) => row.time)).size).toBe(rows.length);
    const won = results.filter((result) => result === "ok").length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(results.filter((result) => result !== "ok").every((r) => r === "slotTaken")).toBe(true);
    const held = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingDate, date));
    expect(held).toHaveLength(won);
  });

  it("the database refuses an overlap even when the application is bypassed", async () => {
    const date = freshDay();
    const { booking, customer } = await book(date, "13:00", "introduction-video");
    const insert = db.insert(bookings).values({
      userId: customer.id,
      serviceType: "private-photography",
      bookingDate: date,
      bookingTime: "14:00",
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await hoursOf(booking.id)).toEqual(["13:00", "14:00"]);
  });
});

describe("buffers between bookings", () => {
  it("keeps the owner's buffer free after a booking, and the booking keeps its buffer", async () => {
    const date = freshDay();
    const rules = withBuffer(1);
    const { booking } = await book(date, "10:00", "private-photography", { rules });
    expect(await hoursOf(booking.id)).toEqual(["10:00", "11:00 buffer"]);
    expect(await outcome(book(date, "11:00", "private-photography", { rules }))).toBe("slotTaken");
    // Before it too: 09:00 with its own buffer would run into 10:00.
    expect(await outcome(book(date, "09:00", "private-photography", { rules }))).toBe("slotTaken");
    const free = (await availability(db, date, date, now, rules))
      .filter((slot) => slot.available)
      .map((slot) => slot.time);
    expect(free.slice(0, 2)).toEqual(["12:00", "13:00"]);
    expect(await outcome(book(date, "12:00", "private-photography", { rules }))).toBe("ok");
  });

  it("the owner may block a buffer hour, but not a booked one", async () => {
    const date = freshDay();
    await book(date, "15:00", "private-photography", { rules: withBuffer(1) });
    expect(await outcome(createBlock(db, owner, { date, time: "16:00", until: null }))).toBe("ok");
    expect(await outcome(createBlock(db, owner, { date, time: "15:00", until: null }))).toBe(
      "slotHasBooking",
    );
  });
});

describe("blocks over ranges, and the booking in the way", () => {
  it("blocks a week in one step; days already blocked stay as they were", async () => {
    const from = addDays(today, 100);
    await createBlock(db, owner, { date: addDays(from, 2), time: null, until: null });
    await createBlock(db, owner, { date: from, time: null, until: addDays(from, 6) });
    const free = await availability(db, addDays(from, -1), addDays(from, 7), now);
    const openDays = new Set(free.filter((slot) => slot.available).map((slot) => slot.date));
    expect([...openDays]).toEqual([addDays(from, -1), addDays(from, 7)]);
    expect(await outcome(createBlock(db, owner, { date: from, time: null, until: null }))).toBe(
      "alreadyBlocked",
    );
  });

  it("refuses a range over a booking and names it, in each language", async () => {
    const from = addDays(today, 120);
    await book(addDays(from, 3), "14:00", "introduction-video", { name: "Anna Virtanen" });
    const error = await createBlock(db, owner, {
      date: from,
      time: null,
      until: addDays(from, 6),
    }).catch((e) => e);
    const detail = async (lang: "sv" | "fi" | "en") => describeError(lang, error).detail;
    const day = addDays(from, 3); // 2027-03-27, a Saturday
    expect(day).toBe("2027-03-27");
    expect(await detail("sv")).toBe(
      "Anna Virtanen har en bokning lördag 27 mars kl. 14:00. Avböj eller flytta den först.",
    );
    expect(await detail("fi")).toBe(
      "Asiakkaalla Anna Virtanen on varaus lauantai 27. maaliskuuta klo 14.00. Hylkää tai siirrä se ensin.",
    );
    expect(await detail("en")).toContain("Anna Virtanen has a booking on Saturday, March 27");
    // Nothing of the range was written: the whole step is refused.
    const free = await availability(db, from, from, now);
    expect(free.some((slot) => slot.available)).toBe(true);
    // The booking's second hour is in the way as well.
    expect(await outcome(createBlock(db, owner, { date: day, time: "15:00", until: null }))).toBe(
      "slotHasBooking",
    );
  });
});

/** The held status mail's row, and its due time moved into the past: the database's clock "set". */
async function letHeldMailBeDue(mailId: string) {
  await db
    .update(emailOutbox)
    .set({
      nextAttemptAt: sql`now() - interval '1 second'`,
      createdAt: sql`now() - interval '31 seconds'`,
    })
    .where(eq(emailOutbox.id, mailId));
}

function smtpMailer() {
  return createMailer({
    db,
    smtpUrl: smtp.url,
    outboxDir: "/nonexistent",
    from: "studio@example.test",
  });
}

describe("confirm with a note, and its undo", () => {
  it("holds the confirmation; undo within the window withdraws it and makes the booking pending", async () => {
    const { booking } = await book(freshDay(), "10:00");
    const confirmed = await transitionBooking(db, owner, booking.id, "confirm", {
      now,
      message: "Välkommen!",
    });
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.undoUntil).toBe(new Date(now.getTime() + 30_000).toISOString());
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const mailId = row!.undoMailId!;
    // Held: the worker passes it over.
    await smtpMailer().deliverDue();
    const [heldMail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, mailId));
    expect(heldMail).toMatchObject({ status: "pending", attempts: 0 });

    const undone = await undoConfirm(db, owner, booking.id, new Date(now.getTime() + 29_000));
    expect(undone.status).toBe("pending");
    expect(undone.undoUntil).toBeUndefined();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, mailId))).toEqual([]);
    expect(await hoursOf(booking.id)).toEqual(["10:00"]);
    // Nothing to undo any more.
    expect(await outcome(undoConfirm(db, owner, booking.id, now))).toBe("wrongBookingState");
  });

  it("refuses an undo after the window by the clock, and keeps the booking confirmed", async () => {
    const { booking } = await book(freshDay(), "11:00");
    await transitionBooking(db, owner, booking.id, "confirm", { now });
    const late = new Date(now.getTime() + 30_000);
    const error = await undoConfirm(db, owner, booking.id, late).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(describeError("fi", error).detail).toBe(
      "Vahvistusta ei voi enää perua: se on jo lähetetty asiakkaalle.",
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("confirmed");
  });

  it("sends the note in the customer's language once due; an undo then is refused", async () => {
    const { booking, customer } = await book(freshDay(), "12:00", "private-photography", {
      language: "fi",
    });
    await transitionBooking(db, owner, booking.id, "confirm", {
      now,
      message: "Tervetuloa! Ota mukaan vaihtovaatteet.",
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    await letHeldMailBeDue(row!.undoMailId!);
    expect((await smtpMailer().deliverDue()).sent).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForSmtpMail(smtp.received, customer.email, /^Varaus vahvistettu/);
    expect(mail!.text).toContain("Viesti meiltä");
    expect(mail!.text).toContain("Tervetuloa! Ota mukaan vaihtovaatteet.");
    // Within the window by the clock, but the mail has left: refused, still confirmed.
    expect(await outcome(undoConfirm(db, owner, booking.id, now))).toBe("undoExpired");
  });

  it("a decline during the hold withdraws the held confirmation", async () => {
    const { booking } = await book(freshDay(), "13:00");
    await transitionBooking(db, owner, booking.id, "confirm", { now });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    await transitionBooking(db, owner, booking.id, "decline", { now, message: "Förlåt!" });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.undoMailId!))).toEqual(
      [],
    );
  });
});

/** The calendar file of the newest mail to `email` whose subject matches. */
async function calendarOf(email: string, subject: RegExp, count = 1) {
  const mails = await waitForSmtpMail(smtp.received, email, subject, count);
  const raw = mails.at(-1)!.raw;
  const part = leafParts(raw).find((p) => /^text\/calendar/i.test(p.headers["content-type"] ?? ""));
  const calendar = new ICAL.Component(ICAL.parse(decodeBody(part!)));
  return { mail: mails.at(-1)!, event: calendar.getFirstSubcomponent("vevent")!, calendar };
}

describe("moving a booking", () => {
  it("moves a confirmed booking: same UID, a higher SEQUENCE, the new time and the old", async () => {
    const date = freshDay();
    const { booking, customer } = await book(date, "10:00", "introduction-video");
    await transitionBooking(db, owner, booking.id, "confirm", { now });
    const [held] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    await letHeldMailBeDue(held!.undoMailId!);
    await smtpMailer().deliverDue();
    const first = await calendarOf(customer.email, /^Bokning bekräftad/);
    const firstSequence = first.event.getFirstPropertyValue("sequence") as unknown as number;

    const target = addDays(date, 1);
    const moved = await moveBooking(
      db,
      owner,
      booking.id,
      { date: target, time: "14:00" },
      {
        now,
        rules: defaultBookingRules,
      },
    );
    expect(moved).toMatchObject({ bookingDate: target, bookingTime: "14:00", status: "confirmed" });
    expect(await hoursOf(booking.id)).toEqual(["14:00", "15:00"]);
    await smtpMailer().deliverDue();
    const { mail, event, calendar } = await calendarOf(customer.email, /^Ny tid för din bokning/);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(first.event.getFirstPropertyValue("uid"));
    expect(event.getFirstPropertyValue("sequence")).toBeGreaterThan(firstSequence);
    const start = (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate();
    const end = (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate();
    expect(start.toISOString()).toBe(`${target}T12:00:00.000Z`);
    expect(end.getTime() - start.getTime()).toBe(2 * 3_600_000);
    expect(mail.text).toMatch(/Tidigare tid: .* kl\. 10\.00/);

    // A second move outranks the first.
    await moveBooking(
      db,
      owner,
      booking.id,
      { date: target, time: "09:00" },
      {
        now,
        rules: defaultBookingRules,
      },
    );
    await smtpMailer().deliverDue();
    const second = await calendarOf(customer.email, /^Ny tid för din bokning/, 2);
    expect(second.event.getFirstPropertyValue("sequence")).toBeGreaterThan(
      event.getFirstPropertyValue("sequence") as unknown as number,
    );
  });

  it("refuses a taken, a blocked, a past or a too-late time, and leaves the booking as it was", async () => {
    const date = freshDay();
    const { booking } = await book(date, "10:00");
    await book(date, "13:00", "introduction-video");
    await createBlock(db, owner, { date, time: "16:00", until: null });
    const move = (target: { date: string; time: string }) =>
      outcome(moveBooking(db, owner, booking.id, target, { now, rules: defaultBookingRules }));
    expect(await move({ date, time: "14:00" })).toBe("slotTaken");
    expect(await move({ date, time: "16:00" })).toBe("slotBlocked");
    expect(await move({ date: today, time: "09:00" })).toBe(
      "validation:date:api:validation.datePast",
    );
    expect(await move({ date, time: "10:00" })).toBe("validation:time:api:validation.sameTime");
    expect(await hoursOf(booking.id)).toEqual(["10:00"]);
    const declined = await book(date, "11:00");
    await transitionBooking(db, owner, declined.booking.id, "decline", { now });
    expect(
      await outcome(
        moveBooking(
          db,
          owner,
          declined.booking.id,
          { date, time: "15:00" },
          {
            now,
            rules: defaultBookingRules,
          },
        ),
      ),
    ).toBe("wrongBookingState");
    expect(
      await outcome(
        moveBooking(
          db,
          owner,
          "not-a-uuid",
          { date, time: "15:00" },
          {
            now,
            rules: defaultBookingRules,
          },
        ),
      ),
    ).toBe("notFound");
  });

  it("two moves racing for one free hour: one wins", async () => {
    const date = freshDay();
    const a = await book(date, "09:00");
    const b = await book(date, "10:00");
    const results = await Promise.all(
      [a, b].map(({ booking }) =>
        outcome(
          moveBooking(
            db,
            owner,
            booking.id,
            { date, time: "15:00" },
            {
              now,
              rules: defaultBookingRules,
            },
          ),
        ),
      ),
    );
    expect(results.sort()).toEqual(["ok", "slotTaken"]);
  });
});
