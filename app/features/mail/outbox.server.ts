import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, lte, sql, type Placeholder } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/client.server.ts";
import { emailOutbox, type OutboxMessage } from "../../db/schema.ts";
import { logger } from "../../lib/logger.server.ts";
import { workerLoop } from "../../lib/worker-loop.server.ts";

// The transactional outbox (architecture: e-mail row). A mail is a row written in the same
// transaction as the booking that causes it; the worker below delivers it later, retrying with
// backoff, so a mail server that is down never fails a booking and never loses a mail.

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type EmailInput = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxMessage["attachments"];
  /** The customer an owner's notice is about: answering it writes to them. */
  replyTo?: { address: string; name?: string | null };
  /** Held this long before its first attempt, so it can still be withdrawn (decision 103). */
  holdSeconds?: number;
};

/**
 * An address fit for a header as it is: one plain `local@domain`, nothing a header could be
 * split or extended by. The forms' schemas checked it already; this holds whatever the caller.
 */
const plainAddress = /^[^\s<>"(),;:\\@\p{Cc}]{1,64}@[^\s<>"(),;:\\@\p{Cc}]{1,189}$/u;

/** A Reply-To safe to send: a plain address, and a name on one line; else none at all. */
export function safeReplyTo(replyTo: EmailInput["replyTo"]): OutboxMessage["replyTo"] | undefined {
  const address = replyTo?.address.trim() ?? "";
  if (!plainAddress.test(address)) return undefined;
  // Control characters (a line break above all) become spaces; nodemailer quotes or encodes
  // the rest of a display name.
  const name = replyTo?.name
    ?.replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 100);
  return name ? { address, name } : { address };
}

/** The outbox row of a mail, for a caller that inserts it with its own statement. */
export function outboxRow(input: EmailInput) {
  if (!input.to.trim()) throw new Error("enqueueEmail: empty recipient");
  const message: OutboxMessage = { text: input.text };
  if (input.html) message.html = input.html;
  const replyTo = safeReplyTo(input.replyTo);
  if (replyTo) message.replyTo = replyTo;
  if (input.attachments?.length) message.attachments = input.attachments;
  return {
    recipient: input.to.trim(),
    subject: input.subject,
    message,
    // The database's clock, as the worker's claim reads it.
    ...(input.holdSeconds && {
      nextAttemptAt: sql`now() + make_interval(secs => ${input.holdSeconds})`,
    }),
  };
}

/** Queues a mail; pass the booking's transaction so the mail exists exactly when the booking does. */
export async function enqueueEmail(tx: Database | Transaction, input: EmailInput): Promise<string> {
  const [id] = await enqueueEmails(tx, [input]);
  return id!;
}

/** Queues several mails in one statement (e.g. a booking's mails to the customer and the owner). */
export async function enqueueEmails(
  tx: Database | Transaction,
  inputs: EmailInput[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(inputs.map(outboxRow))
    .returning({ id: emailOutbox.id });
  if (rows.length !== inputs.length) throw new Error("enqueueEmail: insert returned no row");
  return rows.map((row) => row.id);
}

/** At most this many mails per run, so one run never holds the worker for long. */
export const batchSize = 20;
/** A mail that has failed this many times is given up on. */
export const maxAttempts = 12;
/**
 * A claimed mail is hidden from other workers for this long. It must outlast one send (nodemailer
 * gives up on a silent server after 10 minutes); if the process dies mid-send, the mail becomes
 * due again afterwards.
 */
const claimLeaseSeconds = 15 * 60;
const kickDelayMs = 200;

/** 30 s, 2 min, 8 min, 32 min … capped at 6 h: the wait after the n-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export type Mailer = {
  deliverDue(): Promise<{ sent: number; failed: number }>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  kick(): void;
};

type Row = typeof emailOutbox.$inferSelect;

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}): Mailer {
  const { db } = options;
  // Message-IDs derived from the row: a mail re-sent after a crash is recognisable as the same one.
  const messageIdHost = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? "localhost";

  let transport: Transporter | undefined;
  function getTransport(): Transporter {
    transport ??= options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true });
    return transport;
  }

  /**
   * Takes the mail that has been due longest and hides it from everyone else by moving its next attempt into
   * the future, in one statement. SKIP LOCKED lets workers in other processes pass over a row
   * another worker is claiming instead of waiting for it; on PGlite (one connection) it is a no-op.
   * `sentId`, the mail this run has just sent, is marked sent in the same statement: one round
   * trip per mail (docs/decisions/068).
   */
  async function claimOne(sentId?: string): Promise<Row | undefined> {
    const [row] = sentId ? await claimAfterSent.execute({ sentId }) : await claim.execute({});
    return row;
  }

  function markSent(id: string | Placeholder) {
    return db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null })
      .where(eq(emailOutbox.id, id));
  }

  // Both forms of the claim are built once and prepared (docs/decisions/076).
  function prepareClaim(sentId?: Placeholder) {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      // The index on (status, next_attempt_at) yields them in this order: the first due row is
      // found without reading the rest, however long the queue (docs/decisions/076).
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const base = sentId
      ? db.with(db.$with("sent").as(markSent(sentId).returning({ id: emailOutbox.id })))
      : db;
    return base
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${claimLeaseSeconds})` })
      .where(inArray(emailOutbox.id, due))
      .returning()
      .prepare(sentId ? "outbox_claim_after_sent" : "outbox_claim");
  }
  const claim = prepareClaim();
  const claimAfterSent = prepareClaim(sql.placeholder("sentId"));

  async function send(row: Row): Promise<void> {
    const info: { message?: Buffer } = await getTransport().sendMail({
      from: options.from,
      to: row.recipient,
      subject: row.subject,
      ...(row.message.replyTo && { replyTo: row.message.replyTo }),
      text: row.message.text,
      html: row.message.html,
      attachments: row.message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
      messageId: `<${row.id}@${messageIdHost}>`,
    });
    if (options.smtpUrl) return;
    if (!info.message) throw new Error("The stream transport returned no message");
    await fs.mkdir(options.outboxDir, { recursive: true });
    // ISO time with "-" for ":", which Windows does not allow in file names.
    const stamp = new Date().toISOString().replace(/:/g, "-");
    const file = path.join(options.outboxDir, `${stamp}-${row.id}.eml`);
    // Written aside and renamed, so nothing reading the folder sees half a mail.
    await fs.writeFile(`${file}.tmp`, info.message);
    await fs.rename(`${file}.tmp`, file);
    logger.info("mail written", { file });
  }

  async function recordFailure(row: Row, error: unknown): Promise<"retry" | "failed"> {
    const attempts = row.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (attempts >= maxAttempts) {
      await db
        .update(emailOutbox)
        .set({ status: "failed", attempts, lastError })
        .where(eq(emailOutbox.id, row.id));
      logger.error("mail delivery failed for good", { id: row.id, attempts, error: lastError });
      return "failed";
    }
    const delaySeconds = retryDelayMs(attempts) / 1000;
    await db
      .update(emailOutbox)
      .set({
        attempts,
        lastError,
        nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      })
      .where(eq(emailOutbox.id, row.id));
    logger.warn("mail delivery failed, will retry", {
      id: row.id,
      attempts,
      retryInSeconds: delaySeconds,
      error: lastError,
    });
    return "retry";
  }

  async function run(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    let unmarked: string | undefined;
    try {
      for (let i = 0; i < batchSize; i++) {
        const row = await claimOne(unmarked);
        unmarked = undefined;
        if (!row) break;
        try {
          await send(row);
        } catch (error) {
          await recordFailure(row, error);
          failed++;
          continue;
        }
        unmarked = row.id;
        logger.info("mail sent", { id: row.id });
        sent++;
      }
    } finally {
      // The batch is full (or a claim failed): the last mail sent is marked on its own.
      if (unmarked) await markSent(unmarked);
    }
    return { sent, failed };
  }

  // One run at a time in this process, a timer and a kick: the loop every worker shares.
  const loop = workerLoop("mail worker", run, { kickDelayMs });

  return {
    deliverDue: loop.runDue,
    start(intervalMs = 5000) {
      loop.start(intervalMs);
    },
    kick: loop.kick,
    async stop() {
      await loop.stop();
      transport?.close();
      transport = undefined;
    },
  };
}
