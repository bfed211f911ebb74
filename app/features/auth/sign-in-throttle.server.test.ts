import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { claimSignInAttempt, clearSignInAttempts, signInThrottle } from "./sign-in-throttle.server";

const database = databaseForTestFile();

const claim = (email: string, now: Date) => claimSignInAttempt(database(), email, now);
const start = new Date("2026-12-01T10:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

async function claims(email: string, count: number, now: Date) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await claim(email, now));
  return results;
}

describe("the per-account sign-in throttle", () => {
  it("allows ten attempts per window, then says how long to wait", async () => {
    const allowed = await claims("anna@example.test", 10, at(0));
    expect(allowed.every((claim) => claim.allowed)).toBe(true);
    expect(await claim("anna@example.test", at(60))).toEqual({
      allowed: false,
      retryAfterSeconds: signInThrottle.windowSeconds - 60,
    });
    // The same address in other letters is the same account.
    expect((await claim(" ANNA@example.test", at(899.5))).allowed).toBe(false);
    // Another account is not affected.
    expect((await claim("ben@example.test", at(60))).allowed).toBe(true);
  });

  it("never asks for a longer wait than the window, when a concurrent attempt read the clock later", async () => {
    // The window was opened at 0.5 s by an attempt that read the clock after this one (at 0).
    await claims("erik@example.test", 10, at(0.5));
    expect(await claim("erik@example.test", at(0))).toEqual({
      allowed: false,
      retryAfterSeconds: signInThrottle.windowSeconds,
    });
  });

  it("starts a new window once the old one has passed", async () => {
    await claims("cecilia@example.test", 11, at(0));
    expect((await claim("cecilia@example.test", at(899))).allowed).toBe(false);
    const next = await claims("cecilia@example.test", 11, at(900));
    expect(next.map((claim) => claim.allowed)).toEqual([...Array(10).fill(true), false]);
  });

  it("gives back an attempt that never reached the password check", async () => {
    const [first] = await claims("david@example.test", 1, at(0));
    if (!first?.allowed) throw new Error("expected an allowed claim");
    await first.release();
    const again = await claims("david@example.test", 11, at(10));
    expect(again.map((claim) => claim.allowed)).toEqual([...Array(10).fill(true), false]);
  });

  it("clears the count after a successful sign-in or a password reset", async () => {
    const attempts = await claims("eva@example.test", 10, at(0));
    const last = attempts.at(-1)!;
    if (!last.allowed) throw new Error("expected an allowed claim");
    await last.succeeded();
    expect((await claims("eva@example.test", 10, at(1))).every((c) => c.allowed)).toBe(true);
    await clearSignInAttempts(database(), "EVA@example.test");
    expect((await claims("eva@example.test", 10, at(2))).every((c) => c.allowed)).toBe(true);
  });

  it("lets exactly ten of many concurrent attempts through", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => claim("frida@example.test", at(0))),
    );
    expect(results.filter((claim) => claim.allowed)).toHaveLength(10);
  });
});
