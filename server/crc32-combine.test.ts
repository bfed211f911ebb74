import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine";

describe("crc32Combine", () => {
  it("gives the CRC of the concatenation, as zlib computes it", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 24],
      [24, 0],
      [1, 1],
      [24, 70_000],
      [100_000, 24],
      [3, 1 << 20],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(b))).toBe(
        zlib.crc32(Buffer.concat([first, second])),
      );
    }
  });
});
