import type net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { envelopeTo: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `hold()` makes it take each
 * message's data and never answer, as a mail server that hangs would: the sender waits.
 */
export async function startSmtpSink() {
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
        received.push({
          envelopeTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
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
  return /^message-id:\s*<([0-9a-f-]{36})@/im.exec(mail.raw)?.[1];
}
