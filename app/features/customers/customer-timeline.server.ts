import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  bookings,
  contactMessages,
  customerNotes,
  customerReplies,
  emailOutbox,
  freelancerApplications,
  galleries,
  orders,
  products,
  reviews,
  services,
  type ReplySubjectKind,
  type ServiceText,
} from "~/db/schema";
import { isABookingRequest } from "~/features/admin/bookings/admin-bookings.server";
import { serviceOfBooking } from "~/features/booking/booking-services.server";
import type { CustomerSummary } from "./customer-directory.server";

// Everything a customer has done with the business, newest first, for the owner's page of them
// (docs/decisions/105), with the owner's replies under what each answers.

export type CustomerReply = {
  id: string;
  body: string;
  at: string;
  /** The outbox's state of its mail: waiting, delivered, or given up on. */
  delivery: "pending" | "sent" | "failed";
};

type Common = { id: string; at: string; replies: CustomerReply[] };

export type TimelineEntry = Common &
  (
    | {
        kind: "booking";
        status: string;
        serviceType: string;
        serviceName: ServiceText | null;
        date: string;
        time: string;
        text: string | null;
      }
    | {
        kind: "order";
        status: string;
        number: string | null;
        amount: number;
        currency: string;
        product: ServiceText | null;
      }
    | { kind: "message"; status: string; text: string }
    | { kind: "application"; status: string; text: string; specialization: string }
    | { kind: "review"; status: string; text: string; rating: number }
  );

export type CustomerNote = { id: string; body: string; at: string };

/** How many of each kind a page shows at most: a customer of years stays one page. */
const perKind = 100;

export async function customerTimeline(
  db: Database,
  customer: CustomerSummary,
): Promise<TimelineEntry[]> {
  const email = customer.email;
  const [bookingRows, orderRows, messageRows, applicationRows, reviewRows, replyRows] =
    await Promise.all([
      // The account's bookings, and those the owner entered for the address while it had no
      // account (decision 103): an account someone made with it but never confirmed has not
      // taken them over, yet they are this address's.
      db
        .select({ booking: bookings, serviceName: services.name })
        .from(bookings)
        .leftJoin(services, serviceOfBooking(bookings.serviceType))
        .where(
          and(
            or(
              and(isNull(bookings.userId), sql`lower(${bookings.guestEmail}) = ${email}`),
              customer.userId ? eq(bookings.userId, customer.userId) : sql`false`,
            ),
            // Not one waiting for its deposit or released unpaid (decision 109).
            isABookingRequest,
          ),
        )
        .orderBy(desc(bookings.createdAt))
        .limit(perKind),
      db
        .select({ order: orders, product: products.name, gallery: galleries.title })
        .from(orders)
        .leftJoin(products, eq(products.priceId, orders.priceId))
        .leftJoin(galleries, eq(galleries.id, orders.galleryId))
        .where(
          or(
            sql`lower(${orders.buyerEmail}) = ${email}`,
            customer.userId ? eq(orders.userId, customer.userId) : sql`false`,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(perKind),
      db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${email}`)
        .orderBy(desc(contactMessages.createdAt))
        .limit(perKind),
      db
        .select()
        .from(freelancerApplications)
        .where(sql`lower(${freelancerApplications.email}) = ${email}`)
        .orderBy(desc(freelancerApplications.createdAt))
        .limit(perKind),
      // A review carries no address, only the name its writer gave: matched by that name.
      customer.name?.trim()
        ? db
            .select()
            .from(reviews)
            .where(sql`lower(trim(${reviews.name})) = lower(trim(${customer.name}))`)
            .orderBy(desc(reviews.createdAt))
            .limit(perKind)
        : [],
      db
        .select({ reply: customerReplies, delivery: emailOutbox.status })
        .from(customerReplies)
        .leftJoin(emailOutbox, eq(emailOutbox.id, customerReplies.outboxId))
        .where(eq(customerReplies.customerEmail, email))
        .orderBy(customerReplies.createdAt),
    ]);

  const repliesTo = (kind: ReplySubjectKind, id: string): CustomerReply[] =>
    replyRows
      .filter(({ reply }) => reply.subjectKind === kind && reply.subjectId === id)
      .map(({ reply, delivery }) => ({
        id: reply.id,
        body: reply.body,
        at: reply.createdAt.toISOString(),
        delivery: delivery ?? "sent",
      }));

  const entries: TimelineEntry[] = [
    ...bookingRows.map(({ booking, serviceName }) => ({
      kind: "booking" as const,
      id: booking.id,
      at: booking.createdAt.toISOString(),
      replies: repliesTo("booking", booking.id),
      status: booking.status,
      serviceType: booking.serviceType,
      serviceName,
      date: booking.bookingDate,
      time: booking.bookingTime,
      text: booking.message,
    })),
    ...orderRows.map(({ order, product, gallery }) => ({
      kind: "order" as const,
      id: order.id,
      at: order.createdAt.toISOString(),
      replies: repliesTo("order", order.id),
      status: order.status,
      number: order.orderNumber,
      amount: order.amount,
      currency: order.currency,
      product: product ?? gallery,
    })),
    ...messageRows.map((row) => ({
      kind: "message" as const,
      id: row.id,
      at: row.createdAt.toISOString(),
      replies: repliesTo("message", row.id),
      status: row.status,
      text: row.message,
    })),
    ...applicationRows.map((row) => ({
      kind: "application" as const,
      id: row.id,
      at: row.createdAt.toISOString(),
      replies: repliesTo("application", row.id),
      status: row.status,
      text: row.message,
      specialization: row.specialization,
    })),
    ...reviewRows.map((row) => ({
      kind: "review" as const,
      id: row.id,
      at: row.createdAt.toISOString(),
      replies: [],
      status: row.status,
      text: row.feedback,
      rating: row.rating,
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
}

export async function customerNoteList(db: Database, email: string): Promise<CustomerNote[]> {
  const rows = await db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerEmail, email))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map((row) => ({ id: row.id, body: row.body, at: row.createdAt.toISOString() }));
}

/** Whether a row of `kind` with `id` is this customer's: what a reply may answer. */
export async function subjectOf(
  db: Database,
  customer: CustomerSummary,
  kind: ReplySubjectKind,
  id: string,
): Promise<TimelineEntry | undefined> {
  const timeline = await customerTimeline(db, customer);
  return timeline.find((entry) => entry.kind === kind && entry.id === id);
}
