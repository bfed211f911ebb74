import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, emailOutbox, jobs } from "~/db/schema";
import { defaultBookingRules } from "~/content/business";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { transitionBooking } from "~/features/admin/bookings/admin-bookings.server";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { saveSection } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { createBooking } from "./booking.server";
import { changeKey } from "./change-link.server";
import { bookingJobHandlers, reminderJobKind, sendBookingReminder } from "./reminders.server";
import { cancelBookingByCustomer, rescheduleBooking } from "./self-service.server";

// Reminders on a real database (decision 104): queued through the one job runner when the owner
// confirms, due the owner's number of hours before, sent once however many runners race for it
// and however often the job runs, and never for a booking moved or cancelled since.

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await freshDatabase());
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  await db.delete(jobs);
  await saveSection(db, "bookingRules", defaultBookingRules);
});

// Tuesday 24 November 2026, 10:15 in Helsinki; the bookings are a week later.
const now = new Date("2026-11-24T08:15:00Z");
const owner = { id: null, label: "test owner" };
let addressCounter = 0;

/** A confirmed booking of a new customer at `date` `time` (Helsinki), confirmed at `now`. */
async function confirmedBooking(date: string, time: string, language: Language = "sv") {
  const customer = await createTestUser(db, { name: "Anna Virtanen" });
  const booking = await createBooking(
    db,
    customer,
    { serviceType: "portrait", bookingDate: date, bookingTime: time, message: null },
    language,
    { clientAddress: `10.9.0.${++addressCounter}`, now },
  );
  await transitionBooking(db, owner, booking.id, "confirm", { now });
  return { customer, booking };
}

/** A runner whose clock is the test's: `at` decides which jobs are due. */
const runnerAt = (at: Date) =>
  createJobRunner({ db, handlers: bookingJobHandlers(db, () => at), now: () => at });

const reminders = async (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.subject, "%2026%")));

const hours = (n: number) => n * 60 * 60 * 1000;
// 1 December 2026 14:00 in Helsinki is 12:00 UTC.
const sessionStart = new Date("2026-12-01T12:00:00Z");

describe("the reminder before a confirmed booking", () => {
  it("is queued on confirm, due 24 hours before, and sent exactly once by racing runners", async () => {
    const { customer, booking } = await confirmedBooking("2026-12-01", "14:00");
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, reminderJobKind));
    expect(job!.nextAttemptAt.toISOString()).toBe(
      new Date(sessionStart.getTime() - hours(24)).toISOString(),
    );
    expect(job!.payload).toEqual({
      bookingId: booking.id,
      date: "2026-12-01",
      time: "14:00",
      sequence: 0,
    });

    // An hour before it is due nothing is sent.
    expect(await runnerAt(new Date(sessionStart.getTime() - hours(25))).runDue()).toEqual({
      done: 0,
      failed: 0,
    });
    expect(await reminders(customer.email)).toHaveLength(0);

    // Three instances' runners at once, 23 hours before: one mail.
    const at = new Date(sessionStart.getTime() - hours(23));
    await Promise.all([runnerAt(at).runDue(), runnerAt(at).runDue(), runnerAt(at).runDue()]);
    const sent = await reminders(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      "Påminnelse: din fotografering tisdag 1 december 2026 – Nordic Media Studio",
    );
    const text = sent[0]!.message.text;
    expect(text).toContain("Hej Anna Virtanen,");
    expect(text).toContain("Tid: kl. 14.00 (finländsk tid)");
    // A portrait without a message is at the studio; the mail says where and what to bring.
    expect(text).toMatch(/Plats: vår studio på .+/);
    expect(text).toContain("Ta gärna med:");
    // Past the 48-hour cut-off: the contact details, and the link to the booking's page.
    expect(text).toContain("Kontakta oss på");
    expect(text).toContain(`/bookings/${booking.id}/change?key=${changeKey(booking.id)}`);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.reminderSentAt?.toISOString()).toBe(at.toISOString());
  });

  it("is not sent twice when its job runs again (a lease that ran out, a restart)", async () => {
    const { customer } = await confirmedBooking("2026-12-01", "15:00");
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, reminderJobKind));
    const at = new Date(sessionStart.getTime() - hours(10));
    expect(await sendBookingReminder(db, job!.payload, at)).toBe(true);
    // The same job again, as after a crash between the mail and marking the job done.
    expect(await sendBookingReminder(db, job!.payload, at)).toBe(false);
    // And a second job for the same slot (the owner undid the confirm and confirmed again).
    const again = await runnerAt(at);
    await db
      .insert(jobs)
      .values({ kind: reminderJobKind, payload: job!.payload, nextAttemptAt: at });
    // Both jobs run (the first was never marked done); neither sends a second mail.
    expect(await again.runDue()).toEqual({ done: 2, failed: 0 });
    expect(await reminders(customer.email)).toHaveLength(1);
  });

  it("says until when the customer can still change the booking, in their language", async () => {
    await saveSection(db, "bookingRules", {
      ...defaultBookingRules,
      reminderHours: 72,
      changeCutoffHours: 48,
    });
    const fi = await confirmedBooking("2026-12-01", "10:00", "fi");
    const en = await confirmedBooking("2026-12-01", "11:00", "en");
    // 72 hours before 10:00 and 11:00: both due at 70 hours before the later one.
    const at = new Date(sessionStart.getTime() - hours(70));
    await runnerAt(at).runDue();
    const [fiMail] = await reminders(fi.customer.email);
    expect(fiMail!.subject).toBe(
      "Muistutus: kuvauksesi tiistai 1. joulukuuta 2026 – Nordic Media Studio",
    );
    expect(fiMail!.message.text).toContain(
      "Pitääkö aikaa siirtää tai varaus perua? Se onnistuu sunnuntai 29. marraskuuta 2026 klo 10.00 asti:",
    );
    const [enMail] = await reminders(en.customer.email);
    expect(enMail!.subject).toBe(
      "Reminder: your session on Tuesday, 1 December 2026 – Nordic Media Studio",
    );
    expect(enMail!.message.text).toContain(
      "You can do it until Sunday, 29 November 2026 at 11:00:",
    );
    expect(enMail!.message.text).toContain("Please bring");
  });

  it("sends nothing for a booking moved since its job was queued, and the new time's once", async () => {
    await saveSection(db, "bookingRules", { ...defaultBookingRules, changeCutoffHours: 0 });
    const { customer, booking } = await confirmedBooking("2026-12-01", "16:00");
    const moved = await rescheduleBooking(
      db,
      booking.id,
      { userId: customer.id },
      { bookingDate: "2026-12-03", bookingTime: "16:00" },
      now,
    );
    expect(moved.icsSequence).toBe(1);
    const queued = await db.select().from(jobs).where(eq(jobs.kind, reminderJobKind));
    expect(queued).toHaveLength(2);
    // At the old time's reminder hour the stale job runs and sends nothing.
    const oldDue = new Date(new Date("2026-12-01T14:00:00Z").getTime() - hours(20));
    await runnerAt(oldDue).runDue();
    expect(await reminders(customer.email)).toHaveLength(0);
    // The new time's reminder goes once.
    const newDue = new Date(new Date("2026-12-03T14:00:00Z").getTime() - hours(20));
    await runnerAt(newDue).runDue();
    await runnerAt(newDue).runDue();
    const sent = await reminders(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain("torsdag 3 december 2026");
  });

  it("sends nothing for a cancelled or declined booking, nor after the session began", async () => {
    await saveSection(db, "bookingRules", { ...defaultBookingRules, changeCutoffHours: 0 });
    const cancelled = await confirmedBooking("2026-12-02", "09:00");
    await cancelBookingByCustomer(db, cancelled.booking.id, { userId: cancelled.customer.id }, now);
    const declined = await confirmedBooking("2026-12-02", "10:00");
    await transitionBooking(db, owner, declined.booking.id, "decline", { now });
    const late = await confirmedBooking("2026-12-02", "11:00");
    await runnerAt(new Date("2026-12-02T10:00:00Z")).runDue();
    for (const { customer } of [cancelled, declined, late])
      expect(await reminders(customer.email)).toHaveLength(0);
    const done = await db.select().from(jobs).where(eq(jobs.kind, reminderJobKind));
    expect(done.map((job) => job.status)).toEqual(["done", "done", "done"]);
  });

  it("is not queued when the owner has turned reminders off", async () => {
    await saveSection(db, "bookingRules", { ...defaultBookingRules, reminderHours: 0 });
    await confirmedBooking("2026-12-04", "12:00");
    expect(await db.select().from(jobs).where(eq(jobs.kind, reminderJobKind))).toHaveLength(0);
  });

  it("treats a job with a hostile or oversized payload as nothing to send", async () => {
    for (const payload of [
      {},
      { bookingId: "' or 1=1 --", date: "2026-12-01", time: "14:00", sequence: 0 },
      { bookingId: crypto.randomUUID(), date: "x".repeat(100_000), time: "14:00", sequence: 0 },
      { bookingId: crypto.randomUUID(), date: "2026-12-01", time: "14:00", sequence: -1 },
    ])
      expect(await sendBookingReminder(db, payload, now)).toBe(false);
  });
});
