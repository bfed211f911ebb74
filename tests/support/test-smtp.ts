import type net from "node:net";
import { SMTPServer } from "smtp-server";
import { decodeBody, decodeHeader, leafParts, splitPart } from "./mime.ts";
import type { Mail } from "./outbox.ts";

// A real SMTP server on loopback that keeps every mail it is handed, for servers started with
// SMTP_URL (the outbox's delivery path in production) instead of the DATA_DIR/outbox files.

export type ReceivedMail = Mail & { messageId: string; envelopeTo: string[]; raw: string };

/**
 * Starts the server. `hold()` makes it take each message's data and never answer, as a mail
 * server that hangs would: the sender waits (the crash test kills a server in that state).
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const holdThis = holding;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (holdThis) {
          held++;
          return; // never answered, so never delivered
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const top = splitPart(raw);
        const leaf = (type: RegExp) =>
          leafParts(raw).find((part) => type.test(part.headers["content-type"] ?? ""));
        const plain = leaf(/^text\/plain/i);
        const html = leaf(/^text\/html/i);
        received.push({
          messageId: top.headers["message-id"] ?? "",
          envelopeTo: session.envelope.rcptTo.map((address) => address.address),
          to: top.headers.to ?? "",
          subject: decodeHeader(top.headers.subject ?? ""),
          text: plain ? decodeBody(plain) : "",
          html: html ? decodeBody(html) : "",
          raw,
        });
        callback();
      });
    },
  });
  // A sender killed while it waits for an answer leaves a broken connection, nothing more.
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages taken while holding (and never answered). */
    held: () => held,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbox row id a mail carries in its Message-ID (`<row id@host>`, outbox.server.ts). */
export function outboxIdOf(mail: ReceivedMail): string | undefined {
  return /^<([0-9a-f-]{36})@/i.exec(mail.messageId)?.[1];
}

/** Polls until `count` mails to `email` whose subject matches have arrived. */
export async function waitForSmtpMail(
  received: ReceivedMail[],
  email: string,
  subject: RegExp,
  count = 1,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = received.filter((mail) => mail.to === email && subject.test(mail.subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
