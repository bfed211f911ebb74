import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { orderCounters, orders } from "~/db/schema";
import { formatOrderNumber, nextOrderNumber, orderNumberPattern } from "./order-number.server";

// Order numbers on a real database (PGlite, or PostgreSQL in CI's second run): one counter row a
// year, taken in the order's own transaction (docs/decisions/097).
const db = databaseForTestFile();

/** An order made as the checkout makes it: the number and the row in one transaction. */
function createOrder(at: Date, fail = false) {
  return db().transaction(async (tx) => {
    const orderNumber = await nextOrderNumber(tx, at);
    await tx.insert(orders).values({
      orderNumber,
      priceId: null,
      amount: 8900,
      currency: "EUR",
      provider: "test",
      createdAt: at,
      updatedAt: at,
    });
    if (fail) throw new Error("the checkout failed after taking a number");
    return orderNumber;
  });
}

describe("order numbers", () => {
  it("are written as year, dash and at least four digits", () => {
    expect(formatOrderNumber(2026, 42)).toBe("2026-0042");
    expect(formatOrderNumber(2026, 12_345)).toBe("2026-12345");
    expect(orderNumberPattern.test("2026-0042")).toBe(true);
    for (const bad of ["2026-42", "26-0042", "2026-0042x", "../2026-0042", ""])
      expect(orderNumberPattern.test(bad), bad).toBe(false);
  });

  it("are sequential and unique when 40 checkouts run at once", async () => {
    const at = new Date("2031-03-10T10:00:00Z");
    const numbers = await Promise.all(Array.from({ length: 40 }, () => createOrder(at)));
    expect(new Set(numbers).size).toBe(40);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 40 }, (_, index) => formatOrderNumber(2031, index + 1)),
    );
    const [counter] = await db().select().from(orderCounters).where(eq(orderCounters.year, 2031));
    expect(counter?.lastNumber).toBe(40);
  });

  it("count each year apart, by the year in Finnish time", async () => {
    // 31 December 22:30 UTC is already 1 January 00:30 in Helsinki.
    expect(await createOrder(new Date("2032-12-31T21:30:00Z"))).toBe("2032-0001");
    expect(await createOrder(new Date("2032-12-31T22:30:00Z"))).toBe("2033-0001");
    expect(await createOrder(new Date("2033-06-01T09:00:00Z"))).toBe("2033-0002");
  });

  it("give a number back when the checkout's transaction fails, leaving no gap", async () => {
    const at = new Date("2034-05-05T10:00:00Z");
    expect(await createOrder(at)).toBe("2034-0001");
    await expect(createOrder(at, true)).rejects.toThrow("failed after taking a number");
    expect(await createOrder(at)).toBe("2034-0002");
  });

  it("never repeat: the database refuses a second order with a number", async () => {
    const at = new Date("2035-01-02T10:00:00Z");
    const taken = await createOrder(at);
    await expect(
      db()
        .insert(orders)
        .values({ orderNumber: taken, amount: 100, currency: "EUR", provider: "test" }),
    ).rejects.toThrow();
  });
});
