import fs from "node:fs";
import path from "node:path";
import { decodeBody, decodeHeader, leafParts, splitPart } from "./mime.ts";

// The mails a server without SMTP_URL wrote as .eml files to DATA_DIR/outbox, read back.

export type Mail = { to: string; subject: string; text: string; html: string };

export function outboxReader(dataDir: string) {
  const outbox = path.join(dataDir, "outbox");
  const seen = new Map<string, Mail>();

  /** Every mail written so far to this address. */
  function mailsTo(email: string): Mail[] {
    if (!fs.existsSync(outbox)) return [];
    for (const file of fs.readdirSync(outbox).filter((name) => name.endsWith(".eml"))) {
      if (seen.has(file)) continue;
      const raw = fs.readFileSync(path.join(outbox, file), "utf8");
      const top = splitPart(raw);
      const plain = leafParts(raw).find((part) =>
        /^text\/plain/i.test(part.headers["content-type"] ?? ""),
      );
      const html = leafParts(raw).find((part) =>
        /^text\/html/i.test(part.headers["content-type"] ?? ""),
      );
      seen.set(file, {
        to: top.headers.to ?? "",
        subject: decodeHeader(top.headers.subject ?? ""),
        text: plain ? decodeBody(plain) : "",
        html: html ? decodeBody(html) : "",
      });
    }
    return [...seen.values()].filter((mail) => mail.to === email);
  }

  /**
   * Polls until `count` mails to `email` whose subject matches have been written; `timeoutMs`
   * longer for a mail the outbox holds a while (a confirmation, decision 103).
   */
  async function waitForMail(
    email: string,
    subject: RegExp,
    count = 1,
    timeoutMs = 15_000,
  ): Promise<Mail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mailsTo(email).filter((mail) => subject.test(mail.subject));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { mailsTo, waitForMail };
}

/** The path and query of the first link to `/api/auth/…` in a mail. */
export function authLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+?(\/api\/auth\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}
