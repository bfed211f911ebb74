import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { actorOf, type AdminUser } from "../require-admin.server";
import { isInboxMark, markInboxItem, type InboxItem, type InboxKind } from "./inbox.server";

/** Read or handled, from the JSON API or the page's forms; an unknown mark is an unknown address. */
export async function applyInboxMark(
  admin: AdminUser,
  kind: InboxKind,
  id: string,
  mark: string,
): Promise<InboxItem> {
  if (!isInboxMark(mark)) throw new DomainError("routeNotFound");
  const { db } = await database();
  return markInboxItem(db, actorOf(admin), kind, id, mark);
}
