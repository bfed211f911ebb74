import { sql, type SQL } from "drizzle-orm";

// A customer is known by an e-mail address (docs/decisions/105); their page's address carries
// a digest of it rather than the address itself, so no e-mail address lands in a URL, a log
// line or the browser's history. The server computes the same digest in SQL to find them.

/** The address as a customer's identity: trimmed, lower-case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 32 hex characters: the first half of the SHA-256 of the normalized address. */
export const customerKeyPattern = /^[0-9a-f]{32}$/;

export function isCustomerKey(value: unknown): value is string {
  return typeof value === "string" && customerKeyPattern.test(value);
}

/** The key of an already normalized address column or value, computed by the database. */
export function customerKeySql(email: SQL | string): SQL {
  return sql`left(encode(sha256(convert_to(${email}, 'UTF8')), 'hex'), 32)`;
}
