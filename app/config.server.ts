import { z } from "zod";

// Every setting of docs/decisions/005, read and validated once. A bad value stops the start
// with a message that names the variable. Imported by the server entry and by the app bundle.
const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().startsWith("sk_").optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().startsWith("whsec_").optional()),
  /** Where the Stripe SDK sends its calls: Stripe's own API unless a test points it at a stand-in. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{7,15}$/, "digits only, with country code, e.g. 358401234567")
      .optional(),
  ),
  /** Adds `includeSubDomains; preload` to HSTS: only once every subdomain serves https. */
  HSTS_PRELOAD: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"], "must be true or false")
      .default("false")
      .transform((value) => value === "true"),
  ),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Booking limits (docs/decisions/019): open bookings per account, attempts per address a minute. */
  BOOKING_MAX_OPEN: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
  BOOKING_ATTEMPTS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).default(10),
  ),
  /** Questions to the chat assistant per client address a minute (docs/decisions/055). */
  AI_CHAT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
  /**
   * Seconds a booking's confirmation mail is held so the owner can undo the confirm
   * (docs/decisions/103); 0 sends it at once and offers no undo.
   */
  BOOKING_UNDO_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600).default(30),
  ),
  /** Seconds a signed-out page is served from memory (docs/decisions/064); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(3600).default(5)),
  /** Seconds an /api/availability answer is kept (docs/decisions/065); 0 turns it off. */
  AVAILABILITY_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).max(3600).default(1),
  ),
  /**
   * Photos in an S3-compatible bucket instead of DATA_DIR/media (docs/decisions/088): needed
   * for several instances. The bucket is made and kept private by the operator.
   */
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3-63 of a-z 0-9 . -")
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default("us-east-1")),
  /** Any S3-compatible service but AWS itself, e.g. https://<account>.r2.cloudflarestorage.com */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, optionalUrl),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** `true`: the bucket in the path rather than the host name (MinIO and most self-hosted). */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"], "must be true or false")
      .default("false")
      .transform((value) => value === "true"),
  ),
  /** A folder in the bucket for the site's objects, e.g. `nordic/`. */
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\/?$/,
        "lower-case a-z 0-9 _ - in parts separated by single slashes, e.g. nordic/",
      )
      .optional(),
  ),
  /** Test servers only: honour the X-Test-Now request header (docs/decisions/018). */
  TEST_CLOCK: z.preprocess(
    emptyToUndefined,
    z
      .enum(["0", "1"])
      .default("0")
      .transform((value) => value === "1"),
  ),
  /**
   * `on` keeps the built-in test checkout on a public https site without STRIPE_SECRET_KEY,
   * where it is otherwise closed (docs/decisions/080).
   */
  TEST_CHECKOUT: z.preprocess(
    emptyToUndefined,
    z
      .enum(["on", "off"], "must be on or off")
      .default("off")
      .transform((value) => value === "on"),
  ),
  /**
   * `off` leaves out the first event gallery that a new database otherwise gets once: generated
   * photos of a hockey match (docs/decisions/090). The owner replaces or deletes it.
   */
  SEED_DEMO_GALLERY: z.preprocess(
    emptyToUndefined,
    z
      .enum(["on", "off"], "must be on or off")
      .default("on")
      .transform((value) => value === "on"),
  ),
  /**
   * `off`: the photos of event galleries are not read for jersey numbers, so no number is
   * suggested to the owner (docs/decisions/094); each read costs about a second of one core in
   * the photo process.
   */
  READ_JERSEY_NUMBERS: z.preprocess(
    emptyToUndefined,
    z
      .enum(["on", "off"], "must be on or off")
      .default("on")
      .transform((value) => value === "on"),
  ),
  /** Test servers only: also append each CSP violation received to this file (docs/decisions/072). */
  CSP_REPORT_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
});

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type Config = z.infer<typeof schema> & { publicUrl: string };

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema
    .superRefine((value, ctx) => {
      if (
        value.NODE_ENV === "production" &&
        value.PUBLIC_URL?.startsWith("https") &&
        !value.BETTER_AUTH_SECRET
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["BETTER_AUTH_SECRET"],
          message: "is required when the site is served publicly over https",
        });
      }
      // Stated, not defaulted: a production server started without PUBLIC_URL stays refused.
      const loopback =
        value.PUBLIC_URL !== undefined &&
        URL.canParse(value.PUBLIC_URL) &&
        loopbackHosts.has(new URL(value.PUBLIC_URL).hostname);
      if (value.TEST_CHECKOUT && value.STRIPE_SECRET_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["TEST_CHECKOUT"],
          message: "cannot be on with STRIPE_SECRET_KEY: the site takes real payments then",
        });
      }
      if (value.S3_BUCKET) {
        for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
          if (!value[key])
            ctx.addIssue({ code: "custom", path: [key], message: "is required with S3_BUCKET" });
      } else {
        // A half-done S3 set-up would otherwise keep photos on this machine without a word.
        const stray = [
          "S3_ENDPOINT",
          "S3_ACCESS_KEY_ID",
          "S3_SECRET_ACCESS_KEY",
          "S3_PREFIX",
        ].filter((key) => env[key]);
        if (stray.length > 0)
          ctx.addIssue({
            code: "custom",
            path: ["S3_BUCKET"],
            message: `is required when ${stray.join(", ")} is set`,
          });
      }
      if (value.TEST_CLOCK && !loopback) {
        ctx.addIssue({
          code: "custom",
          path: ["TEST_CLOCK"],
          message:
            "lets any visitor set the server's clock: only for a test server whose PUBLIC_URL is a loopback address",
        });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, "");
  return { ...value, publicUrl };
}

/**
 * How the shop takes payment (docs/decisions/042, 080): Stripe with its key; else the free test
 * checkout on a loopback or plain-http site (a laptop, the tests) or when TEST_CHECKOUT=on; a
 * public https site without either takes no orders online, so nobody gets one for free.
 */
export type CheckoutMode = "stripe" | "test" | "closed";

export function checkoutMode(settings: Config = config()): CheckoutMode {
  if (settings.STRIPE_SECRET_KEY) return "stripe";
  const url = new URL(settings.publicUrl);
  const isPublic = url.protocol === "https:" && !loopbackHosts.has(url.hostname);
  return !isPublic || settings.TEST_CHECKOUT ? "test" : "closed";
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= readConfig();
  return cached;
}
