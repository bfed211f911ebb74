import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

// Drizzle asks PGlite to leave dates, times and intervals (and their arrays) as text: its own
// columns convert them. It passes those parsers with every query, and PGlite then copies its
// whole table of parsers (over 300, one per type and array type) into a new object to add them:
// about 40 % of a small statement's CPU (0.39 → 0.23 ms; docs/decisions/076). Here the same
// parsers are PGlite's defaults, so drizzle's can be left off each query with the same result.

const keptAsText = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keptAsTextKeys = new Set(keptAsText.map(String));
const asText = (value: string) => value;

/** Options without drizzle's parsers, when they ask for nothing the defaults do not already do. */
function withoutRedundantParsers(client: PGlite, options?: QueryOptions): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const key of Object.keys(options.parsers)) if (!keptAsTextKeys.has(key)) return options;
  // PGlite's `refreshArrayTypes()` would put its own array parsers back.
  for (const oid of keptAsText) if (client.parsers[oid] !== asText) return options;
  const { parsers: _redundant, ...rest } = options;
  return rest;
}

type Query = PGlite["query"];

function leanQuery(client: PGlite, query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutRedundantParsers(client, options))) as Query;
}

/**
 * The PGlite client drizzle is given: PGlite itself, with its defaults set to drizzle's parsers
 * and queries (in and out of a transaction) sent without the per-query copy.
 */
export function drizzleReadyClient(client: PGlite): PGlite {
  // Set after start-up: PGlite fills in the array types' parsers when it opens the database.
  for (const oid of keptAsText) client.parsers[oid] = asText;
  const query = leanQuery(client, client.query.bind(client));
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const txQuery = leanQuery(client, tx.query.bind(tx) as Query);
      return callback(
        new Proxy(tx, {
          get: (inner, name) => (name === "query" ? txQuery : Reflect.get(inner, name, inner)),
        }),
      );
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on PGlite itself, not on the proxy.
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}
