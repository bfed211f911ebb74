import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { createTestUser } from "~/db/test-database";
import { bookings, contactMessages, freelancerApplications, orders, reviews } from "~/db/schema";
import { dashboardCounts } from "./dashboard-counts.server";

const database = databaseForTestFile();
const now = new Date("2026-11-24T10:00:00+02:00");

// Each figure of the dashboard opens what it counts (issue 23, decision 105): its first items
// link to the booking, order, review, application or message itself.
describe("the dashboard's counts", () => {
  it("list their first items, each with the path of that one thing", async () => {
    const db = database();
    const customer = await createTestUser(db, { name: "Pia Pending" });
    const [booking] = await db
      .insert(bookings)
      .values({
        userId: customer.id,
        serviceType: "portrait",
        bookingDate: "2026-12-01",
        bookingTime: "10:00",
      })
      .returning();
    // Past requests are not waiting for anything any more.
    await db.insert(bookings).values({
      userId: customer.id,
      serviceType: "portrait",
      bookingDate: "2026-11-01",
      bookingTime: "10:00",
    });
    const [order] = await db
      .insert(orders)
      .values({
        amount: 100,
        currency: "EUR",
        provider: "test",
        status: "paid",
        orderNumber: "2026-0007",
        buyerEmail: "b@example.test",
      })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({
        name: "Rita Recension",
        service: "Porträtt",
        rating: 5,
        feedback: "Bra",
        language: "sv",
      })
      .returning();
    const [application] = await db
      .insert(freelancerApplications)
      .values({
        name: "Frida",
        email: "f@example.test",
        phone: "1",
        specialization: "Foto",
        experienceYears: 1,
        message: "Hej",
        language: "sv",
      })
      .returning();
    const [message] = await db
      .insert(contactMessages)
      .values({ name: "Mikael", email: "m@example.test", message: "Hej", language: "sv" })
      .returning();

    const counts = Object.fromEntries((await dashboardCounts(db, now)).map((c) => [c.key, c]));
    expect(counts.pendingBookings!.count).toBe(1);
    expect(counts.pendingBookings!.items).toEqual([
      {
        id: booking!.id,
        name: "Pia Pending",
        date: "2026-12-01",
        time: "10:00",
        path: `/admin/bookings?from=2026-12-01&to=2026-12-01#booking-${booking!.id}`,
      },
    ]);
    expect(counts.ordersToFulfil!.items).toEqual([
      {
        id: order!.id,
        name: "2026-0007 · b@example.test",
        path: `/admin/orders?order=${order!.id}`,
      },
    ]);
    expect(counts.pendingReviews!.items![0]!.path).toBe(
      `/admin/reviews?status=pending#review-${review!.id}`,
    );
    expect(counts.newApplications!.items![0]!.path).toBe(
      `/admin/applications?status=new#application-${application!.id}`,
    );
    expect(counts.newMessages!.items).toEqual([
      {
        id: message!.id,
        name: "Mikael",
        path: `/admin/messages?status=new#message-${message!.id}`,
      },
    ]);
  });

  it("list a request the owner entered for someone without an account, by the name taken down", async () => {
    const db = database();
    // Entered confirmed (decision 103), then its confirmation undone: pending, with no user.
    const [entered] = await db
      .insert(bookings)
      .values({
        userId: null,
        guestEmail: "gunnel@example.test",
        guestName: "Gunnel <b>Gäst</b>",
        serviceType: "portrait",
        status: "pending",
        bookingDate: "2026-12-02",
        bookingTime: "11:00",
      })
      .returning();
    const counts = Object.fromEntries((await dashboardCounts(db, now)).map((c) => [c.key, c]));
    expect(counts.pendingBookings!.count).toBe(2);
    expect(counts.pendingBookings!.items!.map((item) => [item.id, item.name])).toEqual([
      [expect.any(String), "Pia Pending"],
      [entered!.id, "Gunnel <b>Gäst</b>"],
    ]);
  });
});
