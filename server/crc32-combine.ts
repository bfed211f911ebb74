// CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine (RFC 1952's
// polynomial): a cached page's gzip trailer from its parts' stored CRCs and the fresh nonce's,
// instead of reading the whole page again per answer (docs/decisions/064).

const polynomial = 0xedb88320;

/** a × b modulo the CRC polynomial, both in CRC-32's reflected bit order. */
function multiplyModulo(a: number, b: number): number {
  let mask = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & mask) {
      product ^= b;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const powersOfX: number[] = [];
for (let k = 0, power = 0x40000000; k < 32; k++, power = multiplyModulo(power, power))
  powersOfX.push(power);

/** The operator that moves a CRC past `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let power = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) power = multiplyModulo(powersOfX[k % 32]!, power);
  }
  return power;
}

/** The CRC of A followed by B, from crc(A), crc(B) and crc32Shift(B's length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0;
}
