import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { config } from "~/config.server";
import { database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { claimEnteredBookings } from "~/features/booking/claim-entered-bookings.server";
import { isLanguage } from "~/i18n/languages";
import { clientAddressHeader } from "~/lib/client-address";
import { logger } from "~/lib/logger.server";
import { queuePasswordResetEmail } from "./password-reset-mail.server";
import { revokeResetLinks } from "./reset-links.server";
import { clearSignInAttempts } from "./sign-in-throttle.server";
import { queueVerificationEmail } from "./verify-email-mail.server";

/** Outside production the secret is generated once and kept under DATA_DIR (docs/decisions/005). */
export function authSecret(): string {
  const { BETTER_AUTH_SECRET, DATA_DIR } = config();
  if (BETTER_AUTH_SECRET) return BETTER_AUTH_SECRET;
  const file = path.resolve(DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const authBasePath = "/api/auth";

async function createAuth() {
  const settings = config();
  const { db } = await database({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  return betterAuth({
    appName: "Nordic Media Studio",
    baseURL: settings.publicUrl,
    basePath: authBasePath,
    secret: authSecret(),
    trustedOrigins: [settings.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await queuePasswordResetEmail(db, user, url);
      },
      // Whoever had the old password (a shared or stolen one) is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      // A reset is the only way the site changes a password (auth-endpoints.server.ts).
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(db, user.id);
        await clearSignInAttempts(db, user.email);
      },
    },
    // Signing up signs in at once; only booking waits for the confirmed address (decision 021).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await queueVerificationEmail(db, user, token, settings.publicUrl);
      },
      // Bookings the owner entered for this address before the account existed (decision 103).
      afterEmailVerification: async (user) => {
        await claimEnteredBookings(db, user);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 3 },
        "/send-verification-email": { window: 300, max: 3 },
      },
    },
    advanced: {
      // The full address; better-auth counts IPv6 by its /64, as our own limits do (decision 079).
      ipAddress: { ipAddressHeaders: [clientAddressHeader], ipv6Subnet: 64 },
      useSecureCookies: settings.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          // The profile (full name, phone, language) is written with the account.
          after: async (created, context) => {
            const body = (context?.body ?? {}) as { phone?: unknown; language?: unknown };
            await db
              .insert(schema.profiles)
              .values({
                id: created.id,
                fullName: created.name,
                phone:
                  typeof body.phone === "string" && body.phone.trim() ? body.phone.trim() : null,
                language: isLanguage(body.language) ? body.language : "sv",
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error("auth", { message });
        else if (level === "warn") logger.warn("auth", { message });
      },
    },
    telemetry: { enabled: false },
    // Roles "customer" and "admin" (docs/decisions/031). The plugin's own endpoints stay closed
    // (auth-endpoints.server.ts): roles change only through `npm run admin`.
    plugins: [
      admin({
        defaultRole: "customer",
        adminRoles: ["admin"],
        roles: { admin: adminAc, customer: userAc },
      }),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One instance per process, shared by the server entry and the app bundle (see client.server.ts).
const key = Symbol.for("nordic-media.auth");
type Global = typeof globalThis & { [key]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  const global = globalThis as Global;
  global[key] ??= createAuth();
  return global[key];
}
