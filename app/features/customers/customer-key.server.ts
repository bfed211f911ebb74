import crypto from "node:crypto";
import { normalEmail } from "./customer-key";

/** A customer's key from their address (the same digest `customerKeySql` computes). */
export function customerKey(email: string): string {
  return crypto.createHash("sha256").update(normalEmail(email), "utf8").digest("hex").slice(0, 32);
}
