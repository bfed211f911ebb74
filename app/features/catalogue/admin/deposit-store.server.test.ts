import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { services } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { ensureSeedServices } from "../seed/ensure-seed-services.server";
import { updateService } from "./catalogue-admin.server";

// The store checks a deposit against the price as stored after the change (decision 109), and
// the table's own check refuses what slips past the application.

const db = databaseForTestFile();
const actor = { id: null, label: "owner" };

async function refusal(change: Parameters<typeof updateService>[3]) {
  try {
    await updateService(db(), actor, "private-photography", change);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors?.[0]?.message;
    throw error;
  }
  return undefined;
}

describe("a service's deposit in the store", () => {
  it("stores a percent and an amount, and takes it away again", async () => {
    await ensureSeedServices(db());
    const [row] = await db().select().from(services).where(eq(services.id, "private-photography"));
    const stored = await updateService(db(), actor, row!.id, {
      deposit: { kind: "percent", value: 30 },
    });
    expect(stored.deposit).toEqual({ kind: "percent", value: 30 });
    expect(
      (await updateService(db(), actor, row!.id, { deposit: { kind: "amount", value: 5000 } }))
        .deposit,
    ).toEqual({ kind: "amount", value: 5000 });
    expect((await updateService(db(), actor, row!.id, { deposit: null })).deposit).toBeNull();
  });

  it("refuses a deposit over the price, also when the price is lowered under it", async () => {
    const [row] = await db().select().from(services).where(eq(services.id, "private-photography"));
    expect(await refusal({ deposit: { kind: "amount", value: row!.amount! + 1 } })).toBe(
      "api:catalogue.depositOverPrice",
    );
    await updateService(db(), actor, row!.id, { deposit: { kind: "amount", value: 5000 } });
    expect(await refusal({ price: { kind: "fixed", amount: 4999 } })).toBe(
      "api:catalogue.depositOverPrice",
    );
    expect(await refusal({ price: { kind: "quote", amount: null } })).toBeUndefined();
    expect(await refusal({ deposit: { kind: "percent", value: 10 } })).toBe(
      "api:catalogue.depositNeedsPrice",
    );
    await updateService(db(), actor, row!.id, {
      price: { kind: "fixed", amount: row!.amount! },
      deposit: null,
    });
  });

  it("is refused by the table when written around the application", async () => {
    for (const [kind, value] of [
      ["percent", 101],
      ["amount", -1],
      ["percent", null],
    ] as const)
      await expect(
        db()
          .update(services)
          .set({ depositKind: kind, depositValue: value })
          .where(eq(services.id, "private-photography")),
      ).rejects.toThrow();
  });
});
