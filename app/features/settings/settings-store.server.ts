import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings, type SettingsSection } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import {
  bookingRulesSchema,
  bookingRulesToForm,
  businessSchema,
  businessToForm,
  campaignSchema,
  campaignToForm,
} from "./settings.schema";
import { defaultSettings, type SiteSettings } from "./site-settings";
import {
  legalAdditionsSchema,
  legalAdditionsToForm,
} from "~/features/legal/owner-paragraphs.schema";

// How the site reads the owner's settings (docs/decisions/035): every page, e-mail and booking
// needs them, so each process keeps them for a few seconds and asks the database again only
// then (one query, shared by all requests waiting for it). A save updates the saving process at
// once; other processes on the same PostgreSQL follow within `maxAgeMs`.

/** How long a process trusts what it read. */
export const maxAgeMs = 5_000;

type Entry = { value: SiteSettings; readAt: number; pending?: Promise<SiteSettings> };

// On globalThis, like the database handle: the server entry and the app bundle are separate
// module copies and must share one cache (and one "current" value for the mail code).
const key = Symbol.for("nordic-media.site-settings");
type Cache = { byDatabase: WeakMap<Database, Entry>; latest?: SiteSettings };
const cache: Cache = ((globalThis as Record<symbol, Cache | undefined>)[key] ??= {
  byDatabase: new WeakMap(),
});

const sections = {
  business: { schema: businessSchema, toForm: businessToForm },
  campaign: { schema: campaignSchema, toForm: campaignToForm },
  bookingRules: { schema: bookingRulesSchema, toForm: bookingRulesToForm },
  legal: { schema: legalAdditionsSchema, toForm: legalAdditionsToForm },
} as const;

/**
 * A stored value, checked with the form's own rules. One that no longer passes (edited by hand,
 * or rules that became stricter) is logged and replaced by the default: the site keeps working.
 */
function checkedValue<S extends SettingsSection>(section: S, stored: unknown): SiteSettings[S] {
  try {
    const { schema, toForm } = sections[section];
    const result = schema.safeParse((toForm as (value: unknown) => unknown)(stored));
    if (result.success) return result.data as SiteSettings[S];
    logger.error("stored settings are invalid, using the defaults", {
      section,
      issues: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    });
  } catch (error) {
    logger.error("stored settings are unreadable, using the defaults", { section, error });
  }
  return defaultSettings[section];
}

/** A section's value as stored (or undefined when none is), checked; the default otherwise. */
export function storedSection<S extends SettingsSection>(
  section: S,
  stored: unknown,
): SiteSettings[S] {
  return stored === undefined || stored === null
    ? defaultSettings[section]
    : checkedValue(section, stored);
}

/** Reads every section from the database, defaults where none is stored. */
export async function readSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings);
  const settings = { ...defaultSettings };
  for (const row of rows) {
    if (row.section in sections)
      Object.assign(settings, { [row.section]: checkedValue(row.section, row.value) });
  }
  return settings;
}

function remember(db: Database, value: SiteSettings, readAt: number): SiteSettings {
  cache.byDatabase.set(db, { value, readAt });
  cache.latest = value;
  return value;
}

/** The settings, at most `maxAgeMs` old. `fresh`: read them now (the server's booking rules). */
export async function loadSettings(
  db: Database,
  options: { fresh?: boolean } = {},
): Promise<SiteSettings> {
  const entry = cache.byDatabase.get(db);
  // Monotonic time: the test clock (docs/decisions/018) moves "now" and must not age the cache.
  const at = performance.now();
  if (!options.fresh && entry && at - entry.readAt < maxAgeMs) return entry.value;
  if (!options.fresh && entry?.pending) return entry.pending;
  const pending = readSettings(db).then(
    (value) => remember(db, value, at),
    (error: unknown) => {
      // The database is away: keep serving what was read last rather than failing every page.
      if (!entry) {
        cache.byDatabase.delete(db);
        throw error;
      }
      logger.warn("settings could not be read, using the last ones", { error });
      cache.byDatabase.set(db, { ...entry, pending: undefined });
      return entry.value;
    },
  );
  if (entry) entry.pending = pending;
  else cache.byDatabase.set(db, { value: defaultSettings, readAt: -Infinity, pending });
  return pending;
}

/**
 * The settings read last in this process, for code that runs deep inside a request and cannot
 * wait (the e-mail templates): every request reads them first (root loader, booking, sign-up),
 * so this is at most `maxAgeMs` old. Before any read, the defaults.
 */
export function currentSettings(): SiteSettings {
  return cache.latest ?? defaultSettings;
}

/** Hook for the caller's audit entry, written in the same transaction as the change. */
export type AuditChange<S extends SettingsSection> = (
  tx: Database,
  change: { section: S; before: SiteSettings[S]; after: SiteSettings[S] },
) => Promise<void>;

/**
 * Stores one section (already validated by its schema) and returns the new settings. The row is
 * locked while the value before is read, so two owners saving at once are recorded in order.
 */
export async function saveSection<S extends SettingsSection>(
  db: Database,
  section: S,
  value: SiteSettings[S],
  audit?: AuditChange<S>,
): Promise<SiteSettings> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.section, section))
      .for("update");
    const before = row ? checkedValue(section, row.value) : defaultSettings[section];
    await tx
      .insert(siteSettings)
      .values({ section, value })
      .onConflictDoUpdate({
        target: siteSettings.section,
        set: { value, updatedAt: sql`now()` },
      });
    await audit?.(tx as unknown as Database, { section, before, after: value });
  });
  // Read back after the commit: this process shows the change from the next request on.
  return loadSettings(db, { fresh: true });
}
