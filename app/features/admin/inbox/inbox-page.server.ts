import { database } from "~/db/client.server";
import { describeError } from "~/features/api/problem.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Language } from "~/i18n/languages";
import { adminPageAction } from "../page-action.server";
import type { AdminUser } from "../require-admin.server";
import { applyInboxMark } from "./inbox-api.server";
import { listInbox, readInboxStatus, type InboxKind } from "./inbox.server";
import type { InboxStatus } from "~/db/schema";

/** The loader of /admin/applications and /admin/messages: the list for `?status=`. */
export async function inboxPageData(request: Request, kind: InboxKind) {
  let status: InboxStatus | undefined;
  let failure = null;
  try {
    status = readInboxStatus(new URL(request.url).searchParams);
  } catch (error) {
    // A status typed wrong into the address: say so, and show everything.
    const { title, detail } = describeError(pageLanguage(request), error);
    failure = { title, detail };
  }
  const { db } = await database();
  return { status, failure, items: await listInbox(db, kind, status) };
}

/** Their action: the page's "read" and "handled" buttons. */
export function inboxPageAction(
  request: Request,
  lang: Language,
  admin: AdminUser,
  kind: InboxKind,
) {
  return adminPageAction(request, lang, {
    read: async (form) => {
      await applyInboxMark(admin, kind, form.itemId ?? "", "read");
      return kind === "applications" ? "adminApplicationRead" : "adminMessageRead";
    },
    handle: async (form) => {
      await applyInboxMark(admin, kind, form.itemId ?? "", "handle");
      return kind === "applications" ? "adminApplicationHandled" : "adminMessageHandled";
    },
  });
}
