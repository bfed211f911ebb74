import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingBlocks } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "../audit.server";
import type { BlockInput } from "./blocks.schema";
import { addDays, slotStart } from "~/features/booking/slots";
import { bookingInTheWay, lockDay, type BookingInTheWay } from "./slot-guard.server";
import { isUniqueViolation } from "~/features/api/unique-violation";

export type Block = { id: string; date: string; time: string | null; createdAt: string };

function toBlock(row: typeof bookingBlocks.$inferSelect): Block {
  return {
    id: row.id,
    date: row.blockDate,
    time: row.blockTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The refusal of a block that a booking is in the way of: it names the booking's time and customer. */
function bookingInTheWayError(booking: BookingInTheWay): DomainError {
  return new DomainError("slotHasBooking", undefined, {
    values: {
      // An instant, which the message formats in the reader's language and Finnish time.
      at: slotStart(booking.date, booking.time).getTime(),
      customer: booking.customer,
    },
  });
}

/**
 * Blocks a slot, a whole day, or whole days `date`…`until` in one step (docs/decisions/103).
 * Refused while a pending or confirmed booking holds an hour of it (decline or move that
 * first), naming the booking; checked under each day's lock, taken in date order, so a booking
 * made at the same moment either comes first and refuses the block, or comes second and is
 * refused itself. Days of a range that are blocked already stay as they are.
 */
export async function createBlock(
  db: Database,
  actor: AdminActor,
  input: BlockInput,
): Promise<Block> {
  const until = input.until ?? input.date;
  const days: string[] = [];
  for (let day = input.date; day <= until; day = addDays(day, 1)) days.push(day);
  const range = days.length > 1;
  try {
    return await db.transaction(async (tx) => {
      for (const day of days) await lockDay(tx, day);
      const inTheWay = await bookingInTheWay(tx, input.date, until, input.time);
      if (inTheWay) throw bookingInTheWayError(inTheWay);
      const values = days.map((day) => ({
        blockDate: day,
        blockTime: input.time,
        createdBy: actor.id,
      }));
      const rows = range
        ? await tx.insert(bookingBlocks).values(values).onConflictDoNothing().returning()
        : await tx.insert(bookingBlocks).values(values).returning();
      if (rows.length === 0) throw new DomainError("alreadyBlocked");
      const block = toBlock(rows[0]!);
      await recordAdminAction(tx, {
        actor,
        action: "block.create",
        target: `block:${block.id}`,
        after: { date: input.date, time: input.time, ...(range && { until }) },
      });
      return block;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("alreadyBlocked");
    throw error;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function deleteBlock(db: Database, actor: AdminActor, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw new DomainError("blockNotFound");
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning();
    if (!row) throw new DomainError("blockNotFound");
    await recordAdminAction(tx, {
      actor,
      action: "block.delete",
      target: `block:${id}`,
      before: { date: row.blockDate, time: row.blockTime },
    });
  });
}

/** The blocks from `from` on (and up to `to`), by day and hour. */
export async function listBlocks(db: Database, from: string, to?: string): Promise<Block[]> {
  const rows = await db
    .select()
    .from(bookingBlocks)
    .where(
      and(gte(bookingBlocks.blockDate, from), to ? lte(bookingBlocks.blockDate, to) : undefined),
    )
    .orderBy(asc(bookingBlocks.blockDate), asc(bookingBlocks.blockTime));
  return rows.map(toBlock);
}

/** Tells whether a slot is blocked, for a range of days read at once. */
export async function blockedSlots(
  db: Database,
  from: string,
  to: string,
): Promise<(date: string, time: string) => boolean> {
  const blocks = await listBlocks(db, from, to);
  const days = new Set(blocks.filter((b) => b.time === null).map((b) => b.date));
  const slots = new Set(blocks.filter((b) => b.time).map((b) => `${b.date} ${b.time}`));
  return (date, time) => days.has(date) || slots.has(`${date} ${time}`);
}
