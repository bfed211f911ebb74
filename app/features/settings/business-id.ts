// The Finnish business ID (Y-tunnus): seven digits, a hyphen and a check digit. The digits are
// weighted 7, 9, 10, 5, 8, 4, 2 and summed; the remainder modulo 11 gives the check digit: 0 for
// remainder 0, never issued for remainder 1, otherwise 11 − remainder. IDs issued with six
// digits are written with a leading zero.
const weights = [7, 9, 10, 5, 8, 4, 2] as const;

/** The check digit of seven digits, or null when no ID with them is ever issued. */
export function businessIdCheckDigit(digits: string): number | null {
  if (!/^\d{7}$/.test(digits)) return null;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/** "0112038-9": the form and the check digit are right. */
export function isValidBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value);
  if (!match) return false;
  return businessIdCheckDigit(match[1]!) === Number(match[2]);
}
