import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  articles,
  articleTranslations,
  bookings,
  contactMessages,
  freelancerApplications,
  galleries,
  orders,
  products,
  profiles,
  reviews,
  services,
  user,
} from "~/db/schema";
import { localizePath, type Language } from "~/i18n/languages";
import { findCustomer } from "~/features/customers/customer-directory.server";
import type { AuditSubject } from "./audit-sentence";

type Texts = { sv: string; fi?: string; en?: string };
type Resolver = (db: Database, ids: string[], lang: Language) => Promise<[string, AuditSubject][]>;

const inLanguage = (text: Texts, lang: Language) => text[lang] || text.sv;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: string[]) => ids.filter((id) => uuidPattern.test(id));

/** Each kind of target the log names, and how its name and page are found. */
const resolvers: Record<string, Resolver> = {
  booking: async (db, ids) => {
    const rows = await db
      .select({
        id: bookings.id,
        // The name the owner sees on the booking: the profile's, the account's, or the one the
        // owner took down for someone without an account (decision 103).
        name: sql<string>`coalesce(${profiles.fullName}, ${user.name}, ${bookings.guestName})`,
        date: bookings.bookingDate,
        time: bookings.bookingTime,
      })
      .from(bookings)
      .leftJoin(user, eq(user.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(inArray(bookings.id, uuids(ids)));
    return rows.map((row) => [
      row.id,
      {
        name: row.name,
        date: row.date,
        time: row.time,
        path: `/admin/bookings?from=${row.date}&to=${row.date}#booking-${row.id}`,
      },
    ]);
  },
  order: async (db, ids, lang) => {
    const rows = await db
      .select({
        id: orders.id,
        buyer: orders.buyerEmail,
        product: products.name,
        gallery: galleries.title,
      })
      .from(orders)
      .leftJoin(products, eq(products.priceId, orders.priceId))
      .leftJoin(galleries, eq(galleries.id, orders.galleryId))
      .where(inArray(orders.id, uuids(ids)));
    return rows.map((row) => {
      const what = row.product ?? row.gallery;
      const product = what ? inLanguage(what, lang) : "";
      const name = [product, row.buyer && `(${row.buyer})`].filter(Boolean).join(" ");
      return [row.id, { name: name || row.id.slice(0, 8), path: `/admin/orders?order=${row.id}` }];
    });
  },
  article: async (db, slugs, lang) => {
    const rows = await db
      .select({
        slug: articles.slug,
        language: articleTranslations.language,
        title: articleTranslations.title,
      })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(inArray(articles.slug, slugs));
    const titles = new Map<string, Texts>();
    for (const row of rows)
      titles.set(row.slug, {
        ...(titles.get(row.slug) ?? { sv: row.title }),
        [row.language]: row.title,
      });
    return [...titles].map(([slug, title]) => [
      slug,
      { name: inLanguage(title, lang), path: `/admin/news/${encodeURIComponent(slug)}` },
    ]);
  },
  gallery: async (db, ids, lang) => {
    const rows = await db
      .select({ id: galleries.id, title: galleries.title })
      .from(galleries)
      .where(inArray(galleries.id, uuids(ids)));
    return rows.map((row) => [
      row.id,
      { name: inLanguage(row.title, lang), path: `/admin/galleries/${row.id}` },
    ]);
  },
  service: async (db, ids, lang) => {
    const rows = await db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, ids));
    return rows.map((row) => [
      row.id,
      { name: inLanguage(row.name, lang), path: `/admin/services/${encodeURIComponent(row.id)}` },
    ]);
  },
  product: async (db, ids, lang) => {
    const rows = await db
      .select({ id: products.priceId, name: products.name })
      .from(products)
      .where(inArray(products.priceId, ids));
    return rows.map((row) => [
      row.id,
      { name: inLanguage(row.name, lang), path: "/admin/products" },
    ]);
  },
  message: async (db, ids) => {
    const rows = await db
      .select({ id: contactMessages.id, name: contactMessages.name })
      .from(contactMessages)
      .where(inArray(contactMessages.id, uuids(ids)));
    return rows.map((row) => [
      row.id,
      { name: row.name, path: `/admin/messages#message-${row.id}` },
    ]);
  },
  application: async (db, ids) => {
    const rows = await db
      .select({ id: freelancerApplications.id, name: freelancerApplications.name })
      .from(freelancerApplications)
      .where(inArray(freelancerApplications.id, uuids(ids)));
    return rows.map((row) => [
      row.id,
      { name: row.name, path: `/admin/applications#application-${row.id}` },
    ]);
  },
  review: async (db, ids) => {
    const rows = await db
      .select({ id: reviews.id, name: reviews.name })
      .from(reviews)
      .where(inArray(reviews.id, uuids(ids)));
    return rows.map((row) => [row.id, { name: row.name, path: "/admin/reviews" }]);
  },
  // An account is named by its address, which the target already holds; it has no page.
  // A customer's page, by its key (docs/decisions/105): named by the name they gave, or address.
  customer: async (db, keys) => {
    const found = await Promise.all(keys.map((key) => findCustomer(db, key)));
    return found.flatMap((customer) =>
      customer
        ? [
            [
              customer.key,
              { name: customer.name ?? customer.email, path: `/admin/customers/${customer.key}` },
            ] as [string, AuditSubject],
          ]
        : [],
    );
  },
  user: async (_db, emails) => emails.map((email) => [email, { name: email, path: null }]),
};

/**
 * What each target of a page of the log concerns, keyed by the target ("booking:<id>"), with
 * one query per kind. A target that is gone (a deleted gallery) or of a kind without a name
 * (a setting) is left out: its entry gets the action's short phrase.
 */
export async function resolveAuditSubjects(
  db: Database,
  targets: string[],
  lang: Language,
): Promise<Map<string, AuditSubject>> {
  const byKind = new Map<string, Set<string>>();
  for (const target of targets) {
    const separator = target.indexOf(":");
    if (separator <= 0) continue;
    const kind = target.slice(0, separator);
    if (!Object.hasOwn(resolvers, kind)) continue;
    const ids = byKind.get(kind) ?? new Set<string>();
    ids.add(target.slice(separator + 1));
    byKind.set(kind, ids);
  }
  const found = new Map<string, AuditSubject>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      for (const [id, subject] of await resolvers[kind]!(db, [...ids], lang)) {
        const path = subject.path && localizePath(subject.path, lang);
        found.set(`${kind}:${id}`, { ...subject, path });
      }
    }),
  );
  return found;
}
