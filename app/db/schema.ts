import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from "drizzle-orm/pg-core";

// --- better-auth's tables (users, sessions, accounts with password hashes, verification tokens,
// rate-limit counters). Column names follow better-auth's core schema.

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // better-auth's admin plugin: "customer" or "admin", set by `npm run admin` (docs/decisions/031).
  role: text("role").notNull().default("customer"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters live in the database so several processes share them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Sign-in attempts per account (a hash of the e-mail address), whatever address they come from:
 * the per-account throttle of docs/decisions/020. A row lives for one window.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    accountKey: text("account_key").primaryKey(),
    count: integer("count").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_attempts_window_idx").on(table.windowStartedAt)],
);

// --- The product's own tables.

/**
 * Attempts per key (e.g. "booking:<client address>") in the current fixed window. One row per
 * key, shared by every server process (docs/decisions/019).
 */
export const requestCounts = pgTable("request_counts", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phone: text("phone"),
  language: text("language").notNull().default("sv"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Cancelled: by the customer; declined: by the studio; completed: the shoot took place. */
export const bookingStatuses = [
  "pending",
  "confirmed",
  "cancelled",
  "declined",
  "completed",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("pending"),
    /** The day in the business time zone (Europe/Helsinki). */
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    /** A whole hour, "00:00" … "23:00", business time; the booking rules say which (docs/decisions/037). */
    bookingTime: text("booking_time").notNull(),
    message: text("message"),
    language: text("language").notNull().default("sv"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_user_id_idx").on(table.userId, table.bookingDate),
    // No double booking, enforced by the database: one pending or confirmed booking per slot.
    uniqueIndex("bookings_one_active_per_slot")
      .on(table.bookingDate, table.bookingTime)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
    check(
      "bookings_status_valid",
      sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'declined', 'completed')`,
    ),
    check("bookings_time_valid", sql`${table.bookingTime} ~ '^([01][0-9]|2[0-3]):00$'`),
    check("bookings_message_length", sql`char_length(${table.message}) <= 500`),
  ],
);

export const settingsSections = ["business", "campaign", "bookingRules"] as const;
export type SettingsSection = (typeof settingsSections)[number];

/**
 * What the owner edits in the back office: the business facts, the campaign and the booking
 * rules, one row per section holding its value as JSON. A missing row means the default in
 * app/content/business.ts (docs/decisions/036).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    section: text("section", { enum: settingsSections }).primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "site_settings_section_valid",
      sql`${table.section} in ('business', 'campaign', 'bookingRules')`,
    ),
  ],
);

/**
 * E-mail waiting to be delivered. Written in the same transaction as the booking that causes
 * it, delivered by the mail worker, retried with backoff: a failed send never fails a booking
 * and is never lost.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    message: jsonb("message").notNull().$type<OutboxMessage>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type OutboxMessage = {
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
};

// --- The back office (docs/decisions/031–034).

/**
 * Every change made in the back office: who, what, on which row, and the values before and
 * after where they matter. Written in the same transaction as the change itself.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    // Insertion order: entries of one transaction share their time.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when the account is gone, or for the command line; `actorLabel` still says who. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [index("admin_audit_actor_idx").on(table.actorId)],
);

/**
 * Times the owner is not available: a whole day (`time` null) or one hour. A slot that is
 * blocked is taken for availability and refused for a booking (docs/decisions/033).
 */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blockDate: date("block_date", { mode: "string" }).notNull(),
    blockTime: text("block_time"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("booking_blocks_one_per_slot").on(
      table.blockDate,
      sql`coalesce(${table.blockTime}, '')`,
    ),
    check("booking_blocks_time_valid", sql`${table.blockTime} ~ '^([01][0-9]|2[0-3]):00$'`),
  ],
);

/** The secret of the owner's calendar feed (docs/decisions/034): one row, replaced to rotate. */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: text("id").primaryKey().default("owner"),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- What visitors send without an account: reviews, freelancer applications, contact messages
// (docs/decisions/050). Stored before anything is mailed, so nothing a visitor sends is lost.

/** A review waits for the owner; only approved ones are shown on /testimonials. */
export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    service: text("service").notNull(),
    rating: integer("rating").notNull(),
    feedback: text("feedback").notNull(),
    /** The language of the page it was written on. */
    language: text("language").notNull(),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("reviews_status_idx").on(table.status, table.createdAt),
    check("reviews_rating_valid", sql`${table.rating} between 1 and 5`),
    check("reviews_status_valid", sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check("reviews_feedback_length", sql`char_length(${table.feedback}) <= 1000`),
  ],
);

/** An application or a message: new until the owner has read it, then handled. */
export const inboxStatuses = ["new", "read", "handled"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const freelancerApplications = pgTable(
  "freelancer_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    specialization: text("specialization").notNull(),
    experienceYears: integer("experience_years").notNull(),
    portfolioUrl: text("portfolio_url"),
    message: text("message").notNull(),
    language: text("language").notNull(),
    status: text("status", { enum: inboxStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("freelancer_applications_status_idx").on(table.status, table.createdAt),
    check(
      "freelancer_applications_status_valid",
      sql`${table.status} in ('new', 'read', 'handled')`,
    ),
    check(
      "freelancer_applications_experience_valid",
      sql`${table.experienceYears} between 0 and 50`,
    ),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    language: text("language").notNull(),
    status: text("status", { enum: inboxStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_status_idx").on(table.status, table.createdAt),
    check("contact_messages_status_valid", sql`${table.status} in ('new', 'read', 'handled')`),
  ],
);
