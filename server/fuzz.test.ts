import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allResources } from "~/i18n/resources.server";
import { languageFromAcceptLanguage, type Language } from "~/i18n/languages";
import routes from "~/routes";
import { flattenRoutes } from "../tests/support/access-rules";
import { xssPayloads } from "../tests/support/xss-payloads";
import { customerKey } from "~/features/customers/customer-key.server";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Generated requests against every API call and every page that takes a form (issue 11):
// wrong types, huge and unicode strings, missing and extra fields, malformed JSON and form
// bodies, odd methods and languages, as a visitor, a customer and the owner. Whatever comes, the
// server answers without an error of its own (no 5xx), in the shape of the path (problem+json
// below /api/, a page or a redirect elsewhere), and writes nothing for a refused request.
// FUZZ_RUNS sets the requests per target (`npm test` a quick pass of 40, `npm run fuzz` 10,000).
// FUZZ_SLICE="k/n" fuzzes only every n-th target from the k-th (k "seed": chosen by the seed), so
// that CI can give a few targets the full 10,000 in bounded time and all of them over its runs.
const runsPerTarget = Number(process.env.FUZZ_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const [sliceStart, slices] = (process.env.FUZZ_SLICE ?? "0/1").split("/") as [string, string];
// Bounded: at the slowest rate seen on a busy two-core machine (about 50 requests a second).
const timeLimit = 120_000 + runsPerTarget * 70 * 20;
const slice = {
  count: Number(slices),
  index: sliceStart === "seed" ? seed % Number(slices) : Number(sliceStart),
};
const concurrency = 6;

let server: RunningServer;
let first: Awaited<ReturnType<typeof startServerWithAdmin>>;
const clients: Record<"visitor" | "customer" | "owner", Client | undefined> = {
  visitor: undefined,
  customer: undefined,
  owner: undefined,
};
const { call, signUp, nextAddress } = testClient(() => server);

beforeAll(async () => {
  const port = await freePort();
  first = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
  });
  server = first.server;
  clients.owner = await signInAs(server, first.owner, nextAddress());
  clients.customer = await signUp();
}, 120_000);
afterAll(async () => {
  await first?.stop();
});

/** Field names the site's forms and calls take, so generated bodies reach their checks. */
const fieldNames = [
  "intent",
  "serviceType",
  "bookingDate",
  "bookingTime",
  "message",
  "name",
  "email",
  "password",
  "phone",
  "token",
  "newPassword",
  "returnTo",
  "priceId",
  "productName",
  "productType",
  "messages",
  "role",
  "content",
  "rating",
  "feedback",
  "service",
  "specialization",
  "experience",
  "portfolio",
  "date",
  "time",
  "bookingId",
  "blockId",
  "percent",
  "firstDay",
  "lastDay",
  "services",
  "weekdays",
  "firstHour",
  "lastHour",
  "minNoticeHours",
  "maxDaysAhead",
  "businessId",
  "title",
  "slug",
  "excerpt",
  "body",
  "published",
  "language",
  "status",
  "from",
  "to",
  "page",
  "id",
  "key",
  "ids",
  "category",
  "description",
  "price",
  "kind",
  "amount",
  "unit",
  "vatRate",
  "includes",
  "includesText",
  "durationMinutes",
  "bookable",
  "campaign",
  "hidden",
  "position",
  "sv",
  "fi",
  "en",
  "subjectKind",
  "subjectId",
  "noteId",
  "q",
  // The owner's week (decision 103): a move's and a range block's fields, a caller's language.
  "date",
  "time",
  "until",
  "language",
];
const intents = [
  "book",
  "cancel",
  "sign-in",
  "sign-up",
  "request-reset",
  "reset-password",
  "delete-account",
  "confirm",
  "decline",
  "complete",
  "undo",
  "move",
  "enter",
  "block",
  "unblock",
  "business",
  "campaign",
  "bookingRules",
  "publish",
  "unpublish",
  "approve",
  "reject",
  "handled",
  "send-key",
  "addNote",
  "deleteNote",
  "reply",
];
// Calls that take no input at all (the owner's "new calendar address") are not fuzzed: any
// request to them is a valid one, and writes.
const inputless = /^\/api\/admin\/calendar-feed$|^\/admin\/calendar-feed$/;

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    ...xssPayloads.slice(0, 20),
    "2026-11-25",
    "10:00",
    "portrait",
    "a@b.fi",
    "0",
    "-1",
    "1e309",
    "NaN",
    "",
    " ",
    "null",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "\ud800",
    "𝕏".repeat(500),
  ),
  fc.constantFrom(...intents),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 25 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constant("x".repeat(20_000)) },
);
const fields = fc.dictionary(
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, fc.string({ maxLength: 12 })),
  value,
  { maxKeys: 10 },
);

type Body = { type?: string; body?: string | FormData };
const body: fc.Arbitrary<Body> = fc.oneof(
  fields.map((object) => ({ type: "application/json", body: JSON.stringify(object) })),
  fields.map((object) => ({
    type: "application/x-www-form-urlencoded",
    body: new URLSearchParams(
      Object.entries(object).map(([key, item]) => [
        key,
        typeof item === "string" ? item : JSON.stringify(item),
      ]),
    ).toString(),
  })),
  fields.map((object) => {
    const form = new FormData();
    for (const [key, item] of Object.entries(object))
      form.append(key, typeof item === "string" ? item : JSON.stringify(item));
    return { body: form };
  }),
  fc.record({
    type: fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "text/plain",
      "application/xml",
      "multipart/form-data; boundary=x",
      "garbage",
    ),
    body: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom("{", "[]", "null", '{"a":', "a=%zz&b", "--x\r\n\r\n"),
    ),
  }),
  fc.constant({}),
  fc.constant({ type: "application/json", body: `{"message":"${"y".repeat(70_000)}"}` }),
);

const request = fc.record({
  method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "GET"),
  who: fc.constantFrom("visitor", "customer", "owner") as fc.Arbitrary<keyof typeof clients>,
  lang: fc.constantFrom("sv", "fi", "en", "de", "", "xx-*;q=x"),
  // A page's form is posted by a browser without JavaScript as a document request, and by the
  // app as a data request (`.data`, the same action without rendering the page): mostly the
  // latter, so that ten thousand requests a target stay affordable, both always in the mix.
  asData: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
  body,
});

/** Every text of a language, any {{value}} as a wildcard: what a problem's title may be. */
function textsOf(lang: Language): RegExp[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(allResources[lang]);
  // A text that is all placeholders ("{{count}}") would match any title.
  const worded = texts.filter((text) => /\p{L}{3}/u.test(text.replace(/\{\{[^}]+\}\}/g, "")));
  return worded.map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\{[^}]+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
        "s",
      ),
  );
}
const languageTexts = { sv: textsOf("sv"), fi: textsOf("fi"), en: textsOf("en") };

/**
 * Every API call, and every Swedish page that takes a form (the other languages share their
 * modules; a page without an action answers any write with 405 before the app).
 */
async function targets(): Promise<string[]> {
  const paths = flattenRoutes(routes)
    .filter((route) => route.file && !/^(fi|en)(\/|$)/.test(route.path))
    .map((route) =>
      `/${route.path}`
        // A catalogue service that exists, so that valid changes reach the database too.
        .replace(/services\/:id$/, "services/ai-influencer")
        // A customer who exists (decision 105), so that notes and replies reach their checks.
        .replace(/customers\/:id$/, `customers/${customerKey(clients.customer!.email)}`)
        .replace(/:id\b/, crypto.randomUUID())
        .replace(/:transition\b/, "confirm")
        .replace(/:slug\b/, "sasongskontrakt-idrottsforeningar-pricematch")
        .replace(/:[a-z]+\b/gi, "x")
        .replace(/\*$/, "fuzz"),
    );
  const unique = [...new Set(paths)].filter((path) => !inputless.test(path));
  const takesForms = await Promise.all(
    unique.map(async (path) => {
      if (path.startsWith("/api/")) return true;
      const probe = await call(path, { method: "POST", client: clients.owner, body: "" });
      await probe.body?.cancel();
      return probe.status !== 405;
    }),
  );
  return unique.filter((_, index) => takesForms[index]);
}

type Outcome = {
  path: string;
  method: string;
  status: number;
  type: string;
  sent: string;
  /** Why the answer is not in the request's language, if it is not. */
  wrongLanguage?: string;
};

type Sample = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(target: string, sample: Sample): Promise<Outcome> {
  const { method, who, lang, asData, body: payload } = sample;
  const apiPath = target.startsWith("/api/");
  const path = !apiPath && asData ? `${target === "/" ? "/_root" : target}.data` : target;
  const headers: Record<string, string> = { "x-forwarded-for": nextAddress() };
  if (payload.type) headers["content-type"] = payload.type;
  if (lang) headers["accept-language"] = lang;
  const withBody = method !== "GET" && payload.body !== undefined;
  const response = await call(path, {
    method,
    client: clients[who] && { ...clients[who]!, address: headers["x-forwarded-for"]! },
    headers,
    ...(withBody && { body: payload.body }),
  });
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  const sent = `${method} ${path} as ${who} [${payload.type ?? "-"}] ${String(payload.body ?? "").slice(0, 200)}`;
  const outcome: Outcome = { path, method, status: response.status, type, sent };
  if (type.includes("json") && text) {
    const answer = JSON.parse(text) as { title?: unknown };
    // A problem speaks the request's language (Accept-Language; Swedish when none fits).
    const expected = languageFromAcceptLanguage(lang || null);
    if (
      type.startsWith("application/problem+json") &&
      !languageTexts[expected].some((pattern) => pattern.test(String(answer.title)))
    )
      outcome.wrongLanguage = `title "${String(answer.title)}" is not ${expected}`;
  }
  // The pages fuzzed are the Swedish ones: any page answer is in Swedish.
  if (type.startsWith("text/html") && !/<html lang="sv"/.test(text))
    outcome.wrongLanguage = `page not in Swedish: ${text.slice(0, 80)}`;
  return outcome;
}

/** Rows per table, through the test server's hook; rate-limit counters count every attempt. */
async function counts(): Promise<Record<string, number>> {
  const all = (await (await call("/__test/table-counts")).json()) as Record<string, number>;
  delete all.request_counts;
  return all;
}

describe("generated requests to every call and form", () => {
  it(
    `answer without a server error and write nothing when refused (${runsPerTarget} a target, seed ${seed})`,
    async () => {
      const all = await targets();
      expect(all.length).toBeGreaterThan(10);
      const list = all.filter((_, index) => index % slice.count === slice.index);
      expect(list.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let total = 0;
      const started = performance.now();
      for (const path of list) {
        const samples = fc.sample(request, {
          numRuns: runsPerTarget,
          seed: seed + all.indexOf(path),
        });
        const accepted: string[] = [];
        const before = await counts();
        let next = 0;
        const worker = async () => {
          while (next < samples.length) {
            const outcome = await send(path, samples[next++]!);
            total++;
            const apiPath = path.startsWith("/api/");
            if (outcome.status >= 500) failures.push(`${outcome.status}: ${outcome.sent}`);
            else if (outcome.wrongLanguage)
              failures.push(`${outcome.wrongLanguage}: ${outcome.sent}`);
            else if (
              apiPath &&
              outcome.status >= 400 &&
              !outcome.type.startsWith("application/problem+json")
            )
              failures.push(`${outcome.status} ${outcome.type}: ${outcome.sent}`);
            // Accepted: a call's 2xx, a form's redirect (the page's success answer), or a data
            // request's 2xx (202 carries a redirect).
            else if (
              outcome.method !== "GET" &&
              (apiPath || outcome.path.endsWith(".data")
                ? outcome.status < 300
                : outcome.status < 400 && outcome.status >= 300)
            )
              accepted.push(outcome.sent);
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        const after = await counts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        // A table may change only when the target accepted a request (a generated sign-up with
        // a valid address and password is a real sign-up).
        if (changed.length > 0 && accepted.length === 0)
          failures.push(`${path} wrote to ${changed.join(", ")} though it refused every request`);
        if (failures.length > 0) break;
      }
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `fuzz: ${list.length} of ${all.length} targets (${list.join(" ")}) × ${runsPerTarget} = ${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s), seed ${seed}`,
      );
      expect(failures.slice(0, 10)).toEqual([]);
      expect(total).toBe(list.length * runsPerTarget);
    },
    timeLimit,
  );
});
