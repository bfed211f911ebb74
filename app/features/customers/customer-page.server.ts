import { data } from "react-router";
import { database } from "~/db/client.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { adminPageAction } from "~/features/admin/page-action.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { addCustomerNote, deleteCustomerNote, replyToCustomer } from "./customer-actions.server";
import { findCustomer, maxSearchLength, searchCustomers } from "./customer-directory.server";
import { customerGalleries } from "./customer-galleries.server";
import { customerNoteList, customerTimeline } from "./customer-timeline.server";

// The loaders and action of /admin/customers and /admin/customers/:id (docs/decisions/105).

export async function customerListData(request: Request) {
  const { db } = await database();
  const search = (new URL(request.url).searchParams.get("q") ?? "").slice(0, maxSearchLength);
  return { search, customers: await searchCustomers(db, search) };
}

/** The customer of the page, or the site's ordinary 404 page for a key no one has. */
async function customerOf(key: string | undefined) {
  const { db } = await database();
  const customer = await findCustomer(db, key ?? "");
  if (!customer) throw data(null, { status: 404 });
  return { db, customer };
}

export async function customerPageData(key: string | undefined) {
  const { db, customer } = await customerOf(key);
  const [timeline, notes, galleries] = await Promise.all([
    customerTimeline(db, customer),
    customerNoteList(db, customer.email),
    customerGalleries(db, customer),
  ]);
  return { customer, timeline, notes, galleries, businessEmail: currentSettings().business.email };
}

export async function customerPageAction(
  request: Request,
  lang: Language,
  admin: AdminUser,
  key: string | undefined,
) {
  const { db, customer } = await customerOf(key);
  const actor = actorOf(admin);
  return adminPageAction(request, lang, {
    addNote: async (form) => {
      await addCustomerNote(db, actor, customer, form);
      return "customerNoteAdded";
    },
    deleteNote: async (form) => {
      await deleteCustomerNote(db, actor, customer, form.noteId ?? "");
      return "customerNoteDeleted";
    },
    reply: async (form) => {
      await replyToCustomer(db, actor, customer, form);
      return "customerReplySent";
    },
  });
}
