import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { services } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { now } from "~/lib/clock";
import type { NewServiceInput, ServiceChangeInput } from "../catalogue.schema";
import { allServiceRows } from "../catalogue.server";
import { depositOf, depositRefusal } from "../deposit";
import { vatBasisPoints } from "../price";
import { adminServiceView, type AdminServiceView, type ServiceRow } from "../service-view";

// The owner's side of the catalogue (docs/decisions/084): add, change, hide, reorder. Every
// change and its audit entry are one transaction.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Values = Partial<typeof services.$inferInsert>;

const idTaken = () =>
  new DomainError("validation", [{ field: "id", message: "api:catalogue.idTaken" }]);

/** The stored columns of what the owner sent; fields left out are left as they are. */
function columnsOf(input: ServiceChangeInput): Values {
  const { price, position: _position, deposit, ...rest } = input;
  const values: Values = { ...rest };
  if (deposit !== undefined) {
    values.depositKind = deposit?.kind ?? null;
    values.depositValue = deposit?.value ?? null;
  }
  if (price) {
    values.priceKind = price.kind;
    values.amount = price.kind === "quote" ? null : price.amount!;
    values.priceUnit = price.unit ?? null;
    if (price.currency) values.currency = price.currency;
    if (price.vatRate !== undefined) values.vatRateBp = vatBasisPoints(price.vatRate);
  }
  return values;
}

/** A deposit must fit the price it goes with, as stored after the change (decision 109). */
function assertDepositFits(row: ServiceRow): void {
  const refusal = depositRefusal(depositOf(row), { kind: row.priceKind, amount: row.amount });
  if (refusal)
    throw new DomainError("validation", [
      { field: "deposit", message: `api:catalogue.${refusal}` },
    ]);
}

/** Positions 1 … n in the given order. */
async function renumber(tx: Transaction, ids: string[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await tx
      .update(services)
      .set({ position: index + 1 })
      .where(eq(services.id, id));
}

/** The order with `id` moved to `position` (1-based, clamped to the list). */
function moved(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length + 1) - 1, 0, id);
  return rest;
}

async function rowsIn(tx: Transaction): Promise<ServiceRow[]> {
  return allServiceRows(tx as unknown as Database);
}

export async function createService(
  db: Database,
  actor: AdminActor,
  input: NewServiceInput,
): Promise<AdminServiceView> {
  return db.transaction(async (tx) => {
    const ids = (await rowsIn(tx)).map((row) => row.id);
    if (ids.includes(input.id)) throw idTaken();
    const [created] = await tx
      .insert(services)
      .values({
        ...(columnsOf(input) as typeof services.$inferInsert),
        id: input.id,
        position: ids.length + 1,
        createdAt: now(),
        updatedAt: now(),
      })
      .onConflictDoNothing({ target: services.id })
      .returning();
    if (!created) throw idTaken();
    if (input.position !== undefined)
      await renumber(tx, moved([...ids, input.id], input.id, input.position));
    const [row] = await tx.select().from(services).where(eq(services.id, input.id));
    assertDepositFits(row!);
    const after = adminServiceView(row!);
    await recordAdminAction(tx, {
      actor,
      action: "service.create",
      target: `service:${input.id}`,
      after,
    });
    return after;
  });
}

export async function updateService(
  db: Database,
  actor: AdminActor,
  id: string,
  input: ServiceChangeInput,
): Promise<AdminServiceView> {
  return db.transaction(async (tx) => {
    const rows = await rowsIn(tx);
    const current = rows.find((row) => row.id === id);
    if (!current) throw new DomainError("serviceNotFound");
    const values = columnsOf(input);
    await tx
      .update(services)
      .set({ ...values, updatedAt: now() })
      .where(eq(services.id, id));
    if (input.position !== undefined)
      await renumber(
        tx,
        moved(
          rows.map((row) => row.id),
          id,
          input.position,
        ),
      );
    const [row] = await tx.select().from(services).where(eq(services.id, id));
    assertDepositFits(row!);
    const before = adminServiceView(current);
    const after = adminServiceView(row!);
    await recordAdminAction(tx, {
      actor,
      action: "service.update",
      target: `service:${id}`,
      before,
      after,
    });
    return after;
  });
}

/** The whole list in a new order: `ids` must name every service exactly once. */
export async function reorderServices(
  db: Database,
  actor: AdminActor,
  ids: string[],
): Promise<AdminServiceView[]> {
  return db.transaction(async (tx) => {
    // One reorder at a time: two owners' tabs saving at once would interleave their positions.
    await tx.execute(sql`lock table ${services} in share row exclusive mode`);
    const before = (await rowsIn(tx)).map((row) => row.id);
    const same =
      ids.length === before.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => before.includes(id));
    if (!same)
      throw new DomainError("validation", [
        { field: "ids", message: "api:catalogue.orderInvalid" },
      ]);
    await renumber(tx, ids);
    await recordAdminAction(tx, {
      actor,
      action: "service.reorder",
      target: "services",
      before,
      after: ids,
    });
    return (await rowsIn(tx)).map(adminServiceView);
  });
}
