import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  type AnyPgColumn,
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
  // Waiting for its deposit's checkout (decision 109): holds its hours, not yet a request.
  "held",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a booking the owner entered for someone without an account (decision 103). */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("pending"),
    /** The day in the business time zone (Europe/Helsinki). */
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    /** A whole hour, "00:00" … "23:00", business time; the booking rules say which (docs/decisions/037). */
    bookingTime: text("booking_time").notNull(),
    message: text("message"),
    language: text("language").notNull().default("sv"),
    // The price the form showed when the customer asked (docs/decisions/086): integer cents
    // including VAT, as the catalogue had it then; null for a quote or a booking made before.
    priceKind: text("price_kind").$type<PriceKind>(),
    priceAmount: integer("price_amount"),
    priceUnit: text("price_unit").$type<PriceUnit>(),
    /** The campaign's price, when the booking was made while it ran and covered the service. */
    priceCampaignAmount: integer("price_campaign_amount"),
    /**
     * How many times the booking was moved: the calendar file's SEQUENCE is its state's number
     * plus this, so a moved event replaces the old one in the customer's calendar (decision 104).
     */
    icsSequence: integer("ics_sequence").notNull().default(0),
    /** When the reminder went out; claimed atomically so it goes once, cleared on a move (104). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The hours the booking holds (docs/decisions/103): its service's duration in whole hours,
    // and the owner's buffer after it, as they were when it was made. A trigger writes one
    // booking_hours row per hour held, whose primary key refuses a double booking.
    durationHours: integer("duration_hours").notNull().default(1),
    bufferHours: integer("buffer_hours").notNull().default(0),
    /** A confirmation the owner may still undo: its held mail, and until when (decision 103). */
    undoMailId: uuid("undo_mail_id"),
    undoUntil: timestamp("undo_until", { withTimezone: true }),
    // Who a booking entered by the owner is for, when they have no account yet: the account
    // made later with this address (once confirmed) takes the booking over (decision 103).
    guestEmail: text("guest_email"),
    guestName: text("guest_name"),
    guestPhone: text("guest_phone"),
  },
  (table) => [
    index("bookings_user_id_idx").on(table.userId, table.bookingDate),
    check(
      "bookings_customer_known",
      sql`${table.userId} is not null or (${table.guestEmail} is not null and ${table.guestName} is not null)`,
    ),
    index("bookings_guest_email_idx")
      .on(sql`lower(${table.guestEmail})`)
      .where(sql`${table.userId} is null`),
    check("bookings_duration_valid", sql`${table.durationHours} between 1 and 24`),
    check("bookings_buffer_valid", sql`${table.bufferHours} between 0 and 23`),
    // No double booking, enforced by the database: one pending or confirmed booking per slot.
    uniqueIndex("bookings_one_active_per_slot")
      .on(table.bookingDate, table.bookingTime)
      .where(sql`${table.status} in ('pending', 'confirmed', 'held')`),
    check(
      "bookings_status_valid",
      sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'declined', 'completed', 'held')`,
    ),
    check("bookings_time_valid", sql`${table.bookingTime} ~ '^([01][0-9]|2[0-3]):00$'`),
    check("bookings_message_length", sql`char_length(${table.message}) <= 500`),
  ],
);

/**
 * Every hour a pending or confirmed booking holds, its buffer hours included (docs/decisions/103).
 * Written by the trigger on bookings alone, never by the application: whatever changes a
 * booking's status, day, hour or length, its rows follow. The key (date, hour) is the
 * database's guarantee that no two bookings overlap, on PGlite and PostgreSQL alike.
 */
export const bookingHours = pgTable(
  "booking_hours",
  {
    slotDate: date("slot_date", { mode: "string" }).notNull(),
    slotTime: text("slot_time").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** A buffer hour after the booking: not bookable, but the owner may block it. */
    buffer: boolean("buffer").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.slotDate, table.slotTime] }),
    index("booking_hours_booking_idx").on(table.bookingId),
  ],
);

export const settingsSections = ["business", "campaign", "bookingRules", "legal"] as const;
export type SettingsSection = (typeof settingsSections)[number];

/**
 * What the owner edits in the back office: the business facts, the campaign, the booking
 * rules and the owner's own paragraphs on the legal pages (docs/decisions/096), one row per
 * section holding its value as JSON. A missing row means the default in
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
      sql`${table.section} in ('business', 'campaign', 'bookingRules', 'legal')`,
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
  /** Where the owner's answer goes: the customer a notice is about (docs/decisions/098). */
  replyTo?: { address: string; name?: string };
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

// --- News (docs/decisions/045–047).

/** The bytes of an image as a PostgreSQL bytea: every instance on one database can serve it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded picture, kept as sent (type sniffed, size capped); variants are derived from it. */
export const articleImages = pgTable("article_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The sniffed type: image/jpeg, image/png or image/webp. */
  contentType: text("content_type").notNull(),
  /** sha-256 of the bytes, hex: the key of the resized variants cached on disk. */
  sha256: text("sha256").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A news article; its texts are per language in `articleTranslations` (Swedish required). */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Fixed once created: the address of every language version, the feeds and the sitemap. */
    slug: text("slug").notNull().unique(),
    /** A picture of the site's own media (app/content/media.ts), for the seeded articles. */
    mediaKey: text("media_key"),
    imageId: uuid("image_id").references(() => articleImages.id, { onDelete: "set null" }),
    isPublished: boolean("is_published").notNull().default(false),
    /** Set when first published; kept when unpublished and published again. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("articles_published_idx").on(table.isPublished, table.publishedAt),
    check("articles_slug_valid", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "articles_published_has_date",
      sql`not ${table.isPublished} or ${table.publishedAt} is not null`,
    ),
  ],
);

export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["sv", "fi", "en"] }).notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** What the owner wrote (Markdown); kept so the editor shows it again. */
    markdown: text("markdown").notNull(),
    /** The Markdown as sanitized HTML (docs/decisions/046): what pages, API and feeds show. */
    html: text("html").notNull(),
    /** What the article's uploaded picture shows, for those who cannot see it (decision 105). */
    imageAlt: text("image_alt"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    check("article_translations_language_valid", sql`${table.language} in ('sv', 'fi', 'en')`),
  ],
);

// --- The shop (docs/decisions/040–044).

export const productCategories = ["software", "websites", "photos"] as const;
export type ProductCategory = (typeof productCategories)[number];

/** A text in each of the site's languages. */
export type LocalizedText = { sv: string; fi: string; en: string };

/**
 * What the shop sells: one row per product, seeded by a migration, price and availability
 * edited by the owner. Every page, the structured data and the checkout read the price here;
 * a browser never sends one (docs/decisions/040).
 */
export const products = pgTable(
  "products",
  {
    /** Stable, used by the buy buttons and the API; never reused for another product. */
    priceId: text("price_id").primaryKey(),
    /** The product's presentation key in the code (app/content/products.ts). */
    key: text("key").notNull().unique(),
    category: text("category", { enum: productCategories }).notNull(),
    name: jsonb("name").notNull().$type<LocalizedText>(),
    description: jsonb("description").notNull().$type<LocalizedText>(),
    /** Integer cents. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** VAT in basis points, included in the amount (2550 = 25.5 %); the owner edits it. */
    vatRateBp: integer("vat_rate_bp").notNull().default(2550),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("products_amount_positive", sql`${table.amount} > 0`),
    check("products_vat_rate_valid", sql`${table.vatRateBp} between 0 and 10000`),
    check("products_category_valid", sql`${table.category} in ('software', 'websites', 'photos')`),
  ],
);

/** The currencies a product may also be priced in, beside its euro price (docs/decisions/098). */
export const nordicCurrencies = ["SEK", "NOK", "DKK"] as const;
export type NordicCurrency = (typeof nordicCurrencies)[number];

/**
 * A product's price in a Nordic currency, set by the owner; none: buyers there pay in euros.
 * Charged to a buyer in that country, so Swish, Vipps and MobilePay can be offered (decision 098).
 */
export const productPrices = pgTable(
  "product_prices",
  {
    priceId: text("price_id")
      .notNull()
      .references(() => products.priceId, { onDelete: "cascade" }),
    currency: text("currency", { enum: nordicCurrencies }).notNull(),
    /** Integer cents (öre, øre). */
    amount: integer("amount").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.priceId, table.currency] }),
    check("product_prices_amount_positive", sql`${table.amount} > 0`),
    check("product_prices_currency_valid", sql`${table.currency} in ('SEK', 'NOK', 'DKK')`),
  ],
);

/**
 * pending → paid → fulfilled; or cancelled (at the checkout), expired (the provider's session
 * ran out), failed (a delayed payment was refused), refunded (by the owner, after paying back
 * in the provider's dashboard). docs/decisions/041.
 */
export const orderStatuses = [
  "pending",
  "paid",
  "fulfilled",
  "cancelled",
  "expired",
  "failed",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentProviders = ["stripe", "test"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** One row per checkout, written before the buyer is sent to pay. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * What the buyer and the owner read: "2026-0042", sequential per year in Finnish time, taken
     * from `orderCounters` when the order is made (docs/decisions/097). The id stays internal.
     */
    orderNumber: text("order_number").unique(),
    /** The product bought; null for photos bought from a gallery (`galleryId`, `orderPhotos`). */
    priceId: text("price_id").references(() => products.priceId),
    galleryId: uuid("gallery_id").references((): AnyPgColumn => galleries.id, {
      onDelete: "set null",
    }),
    /** What was charged, copied from the product when the checkout began. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The VAT of the line as charged (price module, docs/decisions/084, 097): rate, VAT, net. */
    vatRateBp: integer("vat_rate_bp"),
    vatAmount: integer("vat_amount"),
    netAmount: integer("net_amount"),
    /**
     * When the buyer asked for immediate delivery of digital content and acknowledged losing the
     * right of withdrawal (the checkout's box); null for what is not digital content.
     */
    immediateDeliveryConsentAt: timestamp("immediate_delivery_consent_at", { withTimezone: true }),
    /** Known once the buyer has given it at the checkout (or from their account). */
    buyerEmail: text("buyer_email"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    language: text("language").notNull().default("sv"),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** Stripe's Checkout Session id, or the test checkout's secret session. */
    providerSessionId: text("provider_session_id").unique(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The booking this order is the deposit of (decision 109); null for the shop's orders. */
    bookingId: uuid("booking_id").references((): AnyPgColumn => bookings.id, {
      onDelete: "set null",
    }),
    /** When the deposit was paid back through the provider, and the provider's refund id. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    providerRefundId: text("provider_refund_id"),
  },
  (table) => [
    index("orders_user_id_idx").on(table.userId),
    uniqueIndex("orders_booking_id_idx").on(table.bookingId),
    index("orders_status_idx").on(table.status, table.createdAt),
    check(
      "orders_status_valid",
      sql`${table.status} in ('pending', 'paid', 'fulfilled', 'cancelled', 'expired', 'failed', 'refunded')`,
    ),
  ],
);

/** The last order number given in each year (Finnish time): one row a year, locked per order. */
export const orderCounters = pgTable("order_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** Every change of an order, with its time and what caused it: the order's history. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** e.g. "created", "paid", "fulfilled", "keySent", "linkSent", "awaitingPayment". */
    kind: text("kind").notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    /** "checkout", "test-checkout", "stripe", "admin", "system". */
    source: text("source").notNull(),
    /** The provider's event id, when a webhook caused it. */
    providerEventId: text("provider_event_id"),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.id)],
);

/**
 * The provider's events already handled: a replayed or concurrent delivery of one event finds
 * its id here (inserted in the transaction that acted on it) and does nothing more.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Personal download links (docs/decisions/043): only a hash of the token is kept, so the table
 * cannot be read back into working links. Limited in time and in uses.
 */
export const downloadTokens = pgTable(
  "download_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usesLeft: integer("uses_left").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("download_tokens_order_idx").on(table.orderId),
    check("download_tokens_uses_valid", sql`${table.usesLeft} >= 0`),
  ],
);

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

// --- The service catalogue (docs/decisions/084).

export const serviceCategories = ["photo", "video", "ai", "sports", "it"] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export const priceKinds = ["fixed", "from", "hourly", "quote"] as const;
export type PriceKind = (typeof priceKinds)[number];

/** What one price is for beyond its kind: "per event", "per month". */
export const priceUnits = ["event", "month"] as const;
export type PriceUnit = (typeof priceUnits)[number];

/** A text in Swedish, and in Finnish and English where written (else Swedish is shown). */
export type ServiceText = { sv: string; fi?: string; en?: string };

/** What a price covers, as numbers the chat and the pages can reason with. */
export type ServiceIncludes = {
  /** Hours on site the price covers (a package). */
  hours?: number;
  /** Edited images delivered: per hour for an hourly price, else in all. */
  images?: { min: number; max: number };
  /** Delivered within this many working days. */
  deliveryWorkingDays?: number;
};

/**
 * One service the business sells, with its price: read by every page, the booking form, the
 * mails, the structured data and the chat; edited by the owner (/api/admin/services).
 */
export const depositKinds = ["amount", "percent"] as const;
export type DepositKind = (typeof depositKinds)[number];

export const services = pgTable(
  "services",
  {
    /** Stable, slug-like; the booking's service type and the API's id. Never reused. */
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    category: text("category", { enum: serviceCategories }).notNull(),
    name: jsonb("name").notNull().$type<ServiceText>(),
    description: jsonb("description").notNull().$type<ServiceText>(),
    /** What the price covers, in words ("Upp till 6 timmar, cirka 600 bilder"). */
    includesText: jsonb("includes_text").$type<ServiceText>(),
    includes: jsonb("includes").$type<ServiceIncludes>(),
    priceKind: text("price_kind", { enum: priceKinds }).notNull(),
    /** Integer cents including VAT; null for "quote". */
    amount: integer("amount"),
    priceUnit: text("price_unit", { enum: priceUnits }),
    currency: text("currency").notNull().default("EUR"),
    /** VAT in basis points: 2550 = 25.5 %. The amount includes it. */
    vatRateBp: integer("vat_rate_bp").notNull().default(2550),
    durationMinutes: integer("duration_minutes"),
    bookable: boolean("bookable").notNull().default(false),
    /** The owner's campaign (percent, dates: site settings) reduces this service. */
    campaign: boolean("campaign").notNull().default(false),
    /** One of the five booking keys of architecture section 4 that this service answers to. */
    legacyKey: text("legacy_key").unique(),
    /**
     * The deposit a booking of this service pays at the checkout (decision 109): a fixed amount
     * in cents including VAT, or a percent of the price; both null (the default) for none.
     */
    depositKind: text("deposit_kind", { enum: depositKinds }),
    depositValue: integer("deposit_value"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("services_position_idx").on(table.position),
    check(
      "services_deposit_valid",
      sql`coalesce((${table.depositKind} is null and ${table.depositValue} is null) or (${table.depositKind} = 'percent' and ${table.depositValue} between 1 and 100) or (${table.depositKind} = 'amount' and ${table.depositValue} between 1 and 10000000), false)`,
    ),
    check("services_id_valid", sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "services_category_valid",
      sql`${table.category} in ('photo', 'video', 'ai', 'sports', 'it')`,
    ),
    check(
      "services_price_kind_valid",
      sql`${table.priceKind} in ('fixed', 'from', 'hourly', 'quote')`,
    ),
    check(
      "services_amount_matches_kind",
      sql`(${table.priceKind} = 'quote') = (${table.amount} is null)`,
    ),
    check("services_amount_positive", sql`${table.amount} is null or ${table.amount} > 0`),
    check("services_price_unit_valid", sql`${table.priceUnit} in ('event', 'month')`),
    check("services_vat_rate_valid", sql`${table.vatRateBp} between 0 and 10000`),
    check(
      "services_legacy_key_valid",
      sql`${table.legacyKey} in ('portrait', 'corporate', 'event-wedding', 'ai-enhanced', 'advertising')`,
    ),
  ],
);

// --- Background jobs (docs/decisions/087): photo processing now, reminders later.

export const jobStatuses = ["pending", "done", "failed"] as const;

/**
 * Work to do later, exactly once, on whichever instance is free, after a crash too: claimed with
 * a lease (FOR UPDATE SKIP LOCKED), retried with back-off, as the mail outbox does.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order jobs were queued in: of jobs due at the same time, the first queued runs first. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. "photo.process". */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    status: text("status", { enum: jobStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("jobs_due_idx").on(table.status, table.nextAttemptAt)],
);
export type Job = typeof jobs.$inferSelect;

// --- Galleries: the owner's photo library (docs/decisions/090).

/** `event`: sold to the public; `client`: one customer's (the client-gallery issue); `portfolio`. */
export const galleryKinds = ["event", "client", "portfolio"] as const;
export type GalleryKind = (typeof galleryKinds)[number];

export const galleries = pgTable(
  "galleries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The address: /galleri/{slug}. Lower-case letters, digits and dashes. */
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: galleryKinds }).notNull(),
    title: jsonb("title").notNull().$type<ServiceText>(),
    description: jsonb("description").$type<ServiceText>(),
    /** The day it was shot, "YYYY-MM-DD". */
    shotOn: date("shot_on", { mode: "string" }),
    /** Integer cents; null: photos are not sold one by one. */
    perPhoto: integer("per_photo"),
    /** Integer cents; the most a buyer pays for any number of photos (all of them). */
    fullGallery: integer("full_gallery"),
    currency: text("currency").notNull().default("EUR"),
    /** VAT in basis points, included in the prices (2550 = 25.5 %). */
    vatRate: integer("vat_rate").notNull().default(2550),
    /** Burned into the previews; the business's name when null. */
    watermarkText: text("watermark_text"),
    coverPhotoId: uuid("cover_photo_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // A client gallery: one customer's private photos after a shoot (docs/decisions/101).
    /** Whom it is for: the "ready" mail, the reminders and the review invitation go here. */
    customerEmail: text("customer_email"),
    /** Their account, when they have one; null again when it is deleted (the photos stay). */
    customerUserId: text("customer_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The shoot it came from. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The customer's language for its mails: sv, fi or en. */
    language: text("language").notNull().default("sv"),
    /** The private link's key: unguessable (≥ 128 random bits, base64url); client galleries only. */
    accessKey: text("access_key").unique(),
    /** A hash of the optional 4-digit PIN (never the PIN itself); null: the key alone opens it. */
    pinHash: text("pin_hash"),
    /** How many photos the customer may pick; null: no limit. */
    selectionLimit: integer("selection_limit"),
    /** Set when the customer submits the selection, which locks it; null again on "reopen". */
    selectionSubmittedAt: timestamp("selection_submitted_at", { withTimezone: true }),
    /** May the customer download the included photos in full resolution (else: view only)? */
    allowDownload: boolean("allow_download").notNull().default(false),
    /** The last day the link opens it (business time zone), "YYYY-MM-DD". */
    expiresOn: date("expires_on", { mode: "string" }),
    // Each of these mails goes once: the job that sends it claims the column first.
    readyMailSentAt: timestamp("ready_mail_sent_at", { withTimezone: true }),
    expiryReminderSentAt: timestamp("expiry_reminder_sent_at", { withTimezone: true }),
    firstDownloadAt: timestamp("first_download_at", { withTimezone: true }),
    reviewInviteSentAt: timestamp("review_invite_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("galleries_customer_idx").on(table.customerUserId),
    index("galleries_customer_email_idx").on(table.customerEmail),
    check(
      "galleries_selection_limit_valid",
      sql`${table.selectionLimit} is null or ${table.selectionLimit} between 1 and 10000`,
    ),
    check("galleries_language_valid", sql`${table.language} in ('sv', 'fi', 'en')`),
    check("galleries_slug_valid", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "galleries_prices_valid",
      sql`coalesce(${table.perPhoto}, 1) > 0 and coalesce(${table.fullGallery}, 1) > 0`,
    ),
  ],
);
export type Gallery = typeof galleries.$inferSelect;

export const photoStatuses = ["processing", "ready", "failed"] as const;
export type PhotoStatus = (typeof photoStatuses)[number];

/** One made picture of a photo, as stored: `media/{gallery}/{photo}/{name}.{format}`. */
export type PhotoVariant = {
  /** "thumb-400", "preview-1280" … */
  name: string;
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  bytes: number;
};

export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    galleryId: uuid("gallery_id")
      .notNull()
      .references(() => galleries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    status: text("status", { enum: photoStatuses }).notNull().default("processing"),
    /** The file's name on the owner's computer: shown to the owner, never served. */
    fileName: text("file_name").notNull(),
    /** The storage key of the original as uploaded (never served as it is). */
    originalKey: text("original_key").notNull(),
    bytes: integer("bytes").notNull(),
    /** As displayed (EXIF orientation applied); known once processed. */
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").notNull().default([]).$type<PhotoVariant[]>(),
    /** Jersey or bib numbers the owner tagged (or accepted). */
    numbers: jsonb("numbers").notNull().default([]).$type<string[]>(),
    /** Numbers read from the picture, for the owner to accept or correct. */
    suggestedNumbers: jsonb("suggested_numbers")
      .notNull()
      .default([])
      .$type<{ number: string; score: number }[]>(),
    caption: jsonb("caption").$type<ServiceText>(),
    /** What the picture shows, for those who cannot see it (portfolio; decision 095). */
    alt: jsonb("alt").$type<ServiceText>(),
    /** The portfolio's filter (portfolio galleries only). */
    category: text("category"),
    hidden: boolean("hidden").notNull().default(false),
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [index("gallery_photos_gallery_idx").on(table.galleryId, table.position)],
);
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;

/** A photo a client gallery's customer hearted, with their note (docs/decisions/101). */
export const galleryFavourites = pgTable(
  "gallery_favourites",
  {
    galleryId: uuid("gallery_id")
      .notNull()
      .references(() => galleries.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: "cascade" }),
    /** What the customer asks of this photo ("crop closer", "lighter"). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.photoId] }),
    check("gallery_favourites_note_length", sql`char_length(${table.note}) <= 500`),
  ],
);
export type GalleryFavourite = typeof galleryFavourites.$inferSelect;

/** The photos an order buys from a gallery (all of them for a whole-gallery order). */
export const orderPhotos = pgTable(
  "order_photos",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.photoId] }),
    index("order_photos_photo_idx").on(table.photoId),
  ],
);

// --- The owner's page per customer (docs/decisions/105). A customer is an e-mail address,
// lower-case: an account's, or one a message, an application or an order came from.

/** What the owner keeps about a customer for themself; never shown or mailed to the customer. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerEmail: text("customer_email").notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_notes_customer_idx").on(table.customerEmail, table.createdAt),
    check("customer_notes_body_length", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/** What a reply answers: one row of these, by its id. */
export const replySubjectKinds = ["message", "application", "booking", "order"] as const;
export type ReplySubjectKind = (typeof replySubjectKinds)[number];

/** The owner's replies, as mailed through the outbox, threaded under what they answer. */
export const customerReplies = pgTable(
  "customer_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerEmail: text("customer_email").notNull(),
    subjectKind: text("subject_kind", { enum: replySubjectKinds }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    body: text("body").notNull(),
    /** The language the mail was written in (the customer's). */
    language: text("language").notNull(),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_replies_customer_idx").on(table.customerEmail, table.createdAt),
    check(
      "customer_replies_subject_valid",
      sql`${table.subjectKind} in ('message', 'application', 'booking', 'order')`,
    ),
    check("customer_replies_body_length", sql`char_length(${table.body}) between 1 and 5000`),
  ],
);
