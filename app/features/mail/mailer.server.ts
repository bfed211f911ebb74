import path from "node:path";
import { config } from "~/config.server";
import { defaultBusinessFacts as business } from "~/content/business";
import { database } from "~/db/client.server";
import { createMailer } from "./outbox.server";

type Mailer = ReturnType<typeof createMailer>;

// One mail worker per process, shared by the server entry and the app bundle (see
// app/db/client.server.ts for why it lives on globalThis).
const key = Symbol.for("nordic-media.mailer");
type Global = typeof globalThis & { [key]?: Mailer };

export async function startMailer(): Promise<Mailer> {
  const global = globalThis as Global;
  if (global[key]) return global[key];
  const settings = config();
  const { db } = await database({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const instance = createMailer({
    db,
    smtpUrl: settings.SMTP_URL,
    outboxDir: path.resolve(settings.DATA_DIR, "outbox"),
    // The sender is configuration, not a back-office setting: it must be an address the mail
    // server may send from (docs/decisions/036).
    from: settings.MAIL_FROM ?? `${business.name} <${business.email}>`,
  });
  instance.start();
  global[key] = instance;
  return instance;
}

export function mailer(): Mailer | undefined {
  return (globalThis as Global)[key];
}

export async function stopMailer(): Promise<void> {
  const global = globalThis as Global;
  const instance = global[key];
  global[key] = undefined;
  await instance?.stop();
}
