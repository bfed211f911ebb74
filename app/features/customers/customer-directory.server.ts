import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  bookings,
  contactMessages,
  freelancerApplications,
  galleries,
  orders,
  profiles,
  user,
} from "~/db/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { customerKeySql, isCustomerKey } from "./customer-key";
import { maxSearchLength } from "./customer-search";

export { maxSearchLength };

// Who the customers are (docs/decisions/105): every account but the admins', and everyone known
// only by the address a message, an application, an order, a booking the owner entered for them
// (decision 103) or a client gallery (101) came from, one per address. Their name, phone and
// language are an account's when there is one, else the latest they gave.

export type CustomerSummary = {
  key: string;
  email: string;
  name: string | null;
  phone: string | null;
  language: Language;
  /** An account exists for the address. */
  hasAccount: boolean;
  userId: string | null;
  /** The latest thing they did: signed up, booked, wrote, applied or ordered. */
  lastSeenAt: string;
};

const listLimit = 50;

/** Every row that tells something of a customer: address, name, phone, language, when. */
const contacts = sql`
  select lower(${user.email}) as email, coalesce(${profiles.fullName}, ${user.name}) as name,
    ${profiles.phone} as phone, ${profiles.language} as language, ${user.id} as user_id,
    ${user.createdAt} as at
  from ${user} left join ${profiles} on ${profiles.id} = ${user.id}
  where ${user.role} <> 'admin'
  union all
  select lower(${user.email}), null, null, null, ${user.id}, ${bookings.createdAt}
  from ${bookings} join ${user} on ${user.id} = ${bookings.userId}
  where ${user.role} <> 'admin'
  union all
  select lower(guest_email), guest_name, guest_phone, language, null, created_at from ${bookings}
  where user_id is null and guest_email is not null
  union all
  select lower(customer_email), null, null, language, null, created_at from ${galleries}
  where kind = 'client' and customer_email is not null
  union all
  select lower(email), name, phone, language, null, created_at from ${contactMessages}
  union all
  select lower(email), name, phone, language, null, created_at from ${freelancerApplications}
  union all
  select lower(buyer_email), null, null, language, null, created_at from ${orders}
  where buyer_email is not null`;

/** One customer per address, from the contacts that `matching` lets through. */
function customersWhere(matching: SQL, limit: number): SQL {
  return sql`
    with contacts as (${contacts}),
    matching as (select distinct email from contacts where ${matching})
    select c.email,
      (array_agg(c.name order by c.user_id is null, c.at desc) filter (where c.name <> ''))[1] as name,
      (array_agg(c.phone order by c.user_id is null, c.at desc) filter (where c.phone <> ''))[1] as phone,
      (array_agg(c.language order by c.user_id is null, c.at desc) filter (where c.language is not null))[1] as language,
      max(c.user_id) as user_id,
      max(c.at) as last_seen_at
    from contacts c join matching m on m.email = c.email
    group by c.email
    order by last_seen_at desc, c.email
    limit ${limit}`;
}

type Row = {
  email: string;
  name: string | null;
  phone: string | null;
  language: string | null;
  user_id: string | null;
  last_seen_at: string | Date;
};

function toSummary(row: Row): CustomerSummary & { key: string } {
  return {
    key: "",
    email: row.email,
    name: row.name,
    phone: row.phone,
    language: isLanguage(row.language) ? row.language : "sv",
    hasAccount: row.user_id !== null,
    userId: row.user_id,
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  };
}

async function query(db: Database, statement: SQL): Promise<CustomerSummary[]> {
  const result =
    await db.execute(sql`select customers.*, ${customerKeySql(sql`customers.email`)} as key
    from (${statement}) as customers order by customers.last_seen_at desc, customers.email`);
  return (result.rows as (Row & { key: string })[]).map((row) => ({
    ...toSummary(row),
    key: row.key,
  }));
}

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Customers whose address, name or phone contains the search (any case; a phone by its digits,
 * so "040 123" finds "0401234567"); without one, the latest. Newest activity first.
 */
export async function searchCustomers(db: Database, search = ""): Promise<CustomerSummary[]> {
  const text = search
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, maxSearchLength)
    .toLowerCase();
  if (!text) return query(db, customersWhere(sql`true`, listLimit));
  const pattern = containing(text);
  const digits = text.replace(/\D/g, "");
  const byPhone =
    digits.length >= 3
      ? sql`or regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ${containing(digits)}`
      : sql``;
  return query(
    db,
    customersWhere(
      sql`(email like ${pattern} or lower(coalesce(name, '')) like ${pattern} ${byPhone})`,
      listLimit,
    ),
  );
}

/** The customer of a page's key, or null when no one has that key. */
export async function findCustomer(db: Database, key: string): Promise<CustomerSummary | null> {
  if (!isCustomerKey(key)) return null;
  const [customer] = await query(
    db,
    customersWhere(sql`${customerKeySql(sql`email`)} = ${key}`, 1),
  );
  return customer ?? null;
}
