import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookings, emailOutbox } from "~/db/schema";
import { defaultBookingRules } from "~/content/business";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { transitionBooking } from "~/features/admin/bookings/admin-bookings.server";
import { saveSection } from "~/features/settings/settings-store.server";
import { createBooking } from "./booking.server";
import { changeKey, isChangeKey } from "./change-link.server";
import {
  bookingForChange,
  cancelBookingByCustomer,
  rescheduleBooking,
  type ChangeAccess,
} from "./self-service.server";

// The customer moves or cancels their own booking (decision 104) on a real database: by the
// link's key or signed in, until the owner's cut-off; anyone else's booking is not found.

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await freshDatabase());
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  await saveSection(db, "bookingRules", { ...defaultBookingRules, changeCutoffHours: 48 });
});

// Tuesday 24 November 2026, 10:15 in Helsinki.
const now = new Date("2026-11-24T08:15:00Z");
const owner = { id: null, label: "test owner" };
let addressCounter = 0;
let hourCounter = 8;

/** A booking of a new customer; confirmed unless `pending`. A fresh hour each time. */
async function booked(date: string, { pending = false } = {}) {
  const customer = await createTestUser(db, { name: "Erik Nyström" });
  hourCounter = hourCounter >= 17 ? 9 : hourCounter + 1;
  const time = `${String(hourCounter).padStart(2, "0")}:00`;
  const booking = await createBooking(
    db,
    customer,
    { serviceType: "portrait", bookingDate: date, bookingTime: time, message: null },
    "sv",
    { clientAddress: `10.8.0.${++addressCounter}`, now },
  );
  if (!pending) await transitionBooking(db, owner, booking.id, "confirm", { now });
  return { customer, booking, byKey: { key: changeKey(booking.id) } satisfies ChangeAccess };
}

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.fieldErrors?.[0] ? `${error.code}:${error.fieldErrors[0].message}` : error.code;
  }
}

const mailsTo = async (email: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe("moving a booking by its link", () => {
  it("moves it before the cut-off: same UID, higher SEQUENCE, the customer and the owner told", async () => {
    const { customer, booking, byKey } = await booked("2026-12-10");
    const moved = await rescheduleBooking(
      db,
      booking.id,
      byKey,
      { bookingDate: "2026-12-11", bookingTime: "13:00" },
      now,
    );
    expect(moved).toMatchObject({
      status: "confirmed",
      bookingDate: "2026-12-11",
      bookingTime: "13:00",
      icsSequence: 1,
    });
    const mails = await mailsTo(customer.email);
    const movedMail = mails.find((mail) => mail.subject.startsWith("Ny tid för din bokning"));
    expect(movedMail!.message.text).toContain("Tidigare tid: torsdag 10 december 2026");
    const confirmedMail = mails.find((mail) => mail.subject.startsWith("Bokning bekräftad"));
    const eventOf = (ics: string) =>
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    const before = eventOf(confirmedMail!.message.attachments![0]!.content);
    const after = eventOf(movedMail!.message.attachments![0]!.content);
    expect(after.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
    expect(Number(after.getFirstPropertyValue("sequence"))).toBeGreaterThan(
      Number(before.getFirstPropertyValue("sequence")),
    );
    expect(String(after.getFirstPropertyValue("dtstart"))).toBe("2026-12-11T11:00:00Z");
    const [ownerMail] = await db
      .select()
      .from(emailOutbox)
      .where(
        eq(
          emailOutbox.subject,
          `Bokning flyttad av kunden: ${"Porträtt och professionella bilder"}, fredag 11 december 2026 kl. 13.00 – Erik Nyström`,
        ),
      );
    expect(ownerMail!.message.text).toContain("Tidigare tid: torsdag 10 december 2026 kl. ");
    // The old slot is free again: another customer can take it.
    const other = await createTestUser(db);
    await expect(
      createBooking(
        db,
        other,
        {
          serviceType: "portrait",
          bookingDate: "2026-12-10",
          bookingTime: booking.bookingTime,
          message: null,
        },
        "sv",
        { clientAddress: "10.8.1.1", now },
      ),
    ).resolves.toMatchObject({ status: "pending" });
  });

  it("holds the cut-off to the minute, with the clock set either side of it", async () => {
    const { booking, byKey } = await booked("2026-12-03");
    const start = new Date(`2026-12-03T${booking.bookingTime}:00+02:00`);
    const deadline = new Date(start.getTime() - 48 * 60 * 60 * 1000);
    const justAfter = new Date(deadline.getTime() + 60_000);
    const justBefore = new Date(deadline.getTime() - 60_000);
    const slot = { bookingDate: "2026-12-20", bookingTime: "15:00" } as const;
    expect(await code(rescheduleBooking(db, booking.id, byKey, slot, justAfter))).toBe(
      "changeClosed",
    );
    expect(await code(cancelBookingByCustomer(db, booking.id, byKey, justAfter))).toBe(
      "changeClosed",
    );
    expect(await code(rescheduleBooking(db, booking.id, byKey, slot, justBefore))).toBe("ok");
    // A pending request may be withdrawn even past the cut-off: nothing was promised yet.
    const pending = await booked("2026-11-25", { pending: true });
    expect(await code(cancelBookingByCustomer(db, pending.booking.id, pending.byKey, now))).toBe(
      "ok",
    );
  });

  it("refuses a taken, blocked, closed or the same slot, and lets one of two racing moves win", async () => {
    const { booking, byKey } = await booked("2026-12-14");
    const taken = await booked("2026-12-15");
    const to = (bookingDate: string, bookingTime: string) =>
      code(rescheduleBooking(db, booking.id, byKey, { bookingDate, bookingTime }, now));
    expect(await to("2026-12-15", taken.booking.bookingTime)).toBe("slotTaken");
    await db.insert(bookingBlocks).values({ blockDate: "2026-12-16", blockTime: null });
    expect(await to("2026-12-16", "12:00")).toBe("slotTaken");
    expect(await to("2026-12-14", booking.bookingTime)).toBe("validation:api:validation.sameSlot");
    expect(await to("2026-11-20", "12:00")).toMatch(/^validation:api:validation\.datePast/);
    expect(await to("2026-12-14", "22:00")).toMatch(/^validation:/);

    const second = await booked("2026-12-14");
    const outcomes = await Promise.all([
      code(
        rescheduleBooking(
          db,
          booking.id,
          byKey,
          { bookingDate: "2026-12-17", bookingTime: "11:00" },
          now,
        ),
      ),
      code(
        rescheduleBooking(
          db,
          second.booking.id,
          second.byKey,
          { bookingDate: "2026-12-17", bookingTime: "11:00" },
          now,
        ),
      ),
    ]);
    expect(outcomes.sort()).toEqual(["ok", "slotTaken"]);
  });
});

describe("who may change a booking", () => {
  it("is its customer signed in or the holder of its link, and nobody else: not found", async () => {
    const { customer, booking, byKey } = await booked("2026-12-21");
    const stranger = await createTestUser(db);
    const elsewhere = await booked("2026-12-22");
    await expect(bookingForChange(db, booking.id, { userId: customer.id })).resolves.toBeTruthy();
    await expect(bookingForChange(db, booking.id, byKey)).resolves.toBeTruthy();
    const refused: ChangeAccess[] = [
      { userId: stranger.id },
      {},
      { key: elsewhere.byKey.key },
      { key: byKey.key.slice(0, -1) + (byKey.key.endsWith("A") ? "B" : "A") },
      { key: "x".repeat(100_000) },
      { key: `${byKey.key}\u0000` },
      { key: "' or '1'='1" },
    ];
    for (const access of refused) {
      expect(await code(bookingForChange(db, booking.id, access))).toBe("notFound");
      expect(await code(cancelBookingByCustomer(db, booking.id, access, now))).toBe("notFound");
      expect(
        await code(
          rescheduleBooking(
            db,
            booking.id,
            access,
            { bookingDate: "2026-12-23", bookingTime: "12:00" },
            now,
          ),
        ),
      ).toBe("notFound");
    }
    for (const id of ["", "not-a-uuid", crypto.randomUUID(), "a".repeat(10_000)])
      expect(await code(bookingForChange(db, id, byKey))).toBe("notFound");
    const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged).toMatchObject({ status: "confirmed", bookingDate: "2026-12-21" });
  });

  it("has a key that opens only its own booking", () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    expect(changeKey(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isChangeKey(a, changeKey(a))).toBe(true);
    expect(isChangeKey(b, changeKey(a))).toBe(false);
    expect(isChangeKey(a, undefined)).toBe(false);
    expect(isChangeKey(a, ["x"])).toBe(false);
  });
});
