import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { downloadTokens, orders } from "~/db/schema";
import { now } from "~/lib/clock";
import { downloadLinkDays, downloadLinkUses } from "./facts";
import type { Tx } from "./orders.server";

// Personal download links of albums (docs/decisions/043): no login, 7 days, 5 uses. The token is
// 32 random bytes in the link; the table keeps only its SHA-256, so neither a copy of the
// database nor the owner can turn rows back into working links.

export { downloadLinkDays, downloadLinkUses };

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type IssuedLink = { url: string; expiresAt: Date; uses: number };

/** A new link for a paid album order, written in the caller's transaction. */
export async function issueDownloadLink(tx: Tx, orderId: string): Promise<IssuedLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now().getTime() + downloadLinkDays * 24 * 60 * 60 * 1000);
  await tx.insert(downloadTokens).values({
    tokenHash: hashOf(token),
    orderId,
    expiresAt,
    usesLeft: downloadLinkUses,
    createdAt: now(),
  });
  return { url: `${config().publicUrl}/download/${token}`, expiresAt, uses: downloadLinkUses };
}

export type DownloadClaim =
  { kind: "ok"; orderId: string; usesLeft: number } | { kind: "gone" } | { kind: "unknown" };

/**
 * Spends one use of a link, atomically: of two downloads racing for the last use, one wins. A
 * link that exists but has expired, is used up, or whose order was refunded is "gone" (410);
 * one that never existed (an altered link) is "unknown" (404).
 */
export async function claimDownload(db: Database, token: string): Promise<DownloadClaim> {
  if (!tokenPattern.test(token)) return { kind: "unknown" };
  return claimByHash(db, hashOf(token));
}

/**
 * What a download would answer, without spending a use: for HEAD requests, which link checkers
 * and mail scanners send, so that they do not use up the buyer's downloads.
 */
export async function peekDownload(db: Database, token: string): Promise<DownloadClaim> {
  if (!tokenPattern.test(token)) return { kind: "unknown" };
  const [row] = await db
    .select({
      orderId: downloadTokens.orderId,
      usesLeft: downloadTokens.usesLeft,
      expiresAt: downloadTokens.expiresAt,
      status: orders.status,
    })
    .from(downloadTokens)
    .innerJoin(orders, eq(orders.id, downloadTokens.orderId))
    .where(eq(downloadTokens.tokenHash, hashOf(token)));
  if (!row) return { kind: "unknown" };
  const live = row.usesLeft > 0 && row.expiresAt > now() && row.status === "fulfilled";
  return live ? { kind: "ok", orderId: row.orderId, usesLeft: row.usesLeft } : { kind: "gone" };
}

/** The same for a signed-in buyer's own order (their account page): its newest working link. */
export async function claimOwnDownload(db: Database, orderId: string): Promise<DownloadClaim> {
  const [newest] = await db
    .select({ tokenHash: downloadTokens.tokenHash })
    .from(downloadTokens)
    .where(
      and(
        eq(downloadTokens.orderId, orderId),
        gt(downloadTokens.usesLeft, 0),
        gt(downloadTokens.expiresAt, now()),
      ),
    )
    .orderBy(sql`${downloadTokens.expiresAt} desc`)
    .limit(1);
  return newest ? claimByHash(db, newest.tokenHash) : { kind: "gone" };
}

async function claimByHash(db: Database, tokenHash: string): Promise<DownloadClaim> {
  const at = now();
  const [claimed] = await db
    .update(downloadTokens)
    .set({ usesLeft: sql`${downloadTokens.usesLeft} - 1` })
    .where(
      and(
        eq(downloadTokens.tokenHash, tokenHash),
        gt(downloadTokens.usesLeft, 0),
        gt(downloadTokens.expiresAt, at),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${downloadTokens.orderId} and ${orders.status} = 'fulfilled')`,
      ),
    )
    .returning({ orderId: downloadTokens.orderId, usesLeft: downloadTokens.usesLeft });
  if (claimed) return { kind: "ok", ...claimed };
  const [exists] = await db
    .select({ orderId: downloadTokens.orderId })
    .from(downloadTokens)
    .where(eq(downloadTokens.tokenHash, tokenHash));
  return exists ? { kind: "gone" } : { kind: "unknown" };
}

/** The newest link of an order that still works, for the buyer's account page. */
export async function liveDownloadLinks(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: downloadTokens.orderId,
      expiresAt: downloadTokens.expiresAt,
      usesLeft: downloadTokens.usesLeft,
    })
    .from(downloadTokens)
    .where(
      and(
        sql`${downloadTokens.orderId} in ${orderIds}`,
        gt(downloadTokens.usesLeft, 0),
        gt(downloadTokens.expiresAt, now()),
      ),
    );
}
