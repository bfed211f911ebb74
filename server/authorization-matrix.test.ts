import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/features/booking/slots";
import routes from "~/routes";
import { flattenRoutes, ruleOf, type FlatRoute } from "../tests/support/access-rules";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Every route of the table, as a visitor, two customers and the owner (issue 11): each route
// has a rule (tests/support/access-rules.ts) and answers as its rule says; no one ever sees
// another customer's data. The back office's routes are walked in detail in admin-access.test.ts.
let server: RunningServer;
let stop: () => Promise<void>;
const { call, signUp, nextAddress } = testClient(() => server);

type Role = "visitor" | "customerA" | "customerB" | "admin";
const roles: Role[] = ["visitor", "customerA", "customerB", "admin"];
const clients: Partial<Record<Role, Client>> = {};
const bookingOf: Record<"customerA" | "customerB", string> = { customerA: "", customerB: "" };
const messageOf = {
  customerA: "Anna vill ha bilder vid havet",
  customerB: "Bertil vill ha bilder i skogen",
};

const table = flattenRoutes(routes).filter((route) => route.file);

beforeAll(async () => {
  const started = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
  server = started.server;
  stop = started.stop;
  clients.admin = await signInAs(server, started.owner, nextAddress());
  clients.customerA = await signUp({ name: "Anna Andersson" });
  clients.customerB = await signUp({ name: "Bertil Berg" });
  for (const [index, who] of (["customerA", "customerB"] as const).entries()) {
    const response = await call("/api/bookings", {
      method: "POST",
      client: clients[who],
      body: JSON.stringify({
        serviceType: "portrait",
        bookingDate: addDays(businessToday(), 5 + index),
        bookingTime: "10:00",
        message: messageOf[who],
      }),
    });
    expect(response.status).toBe(201);
    bookingOf[who] = (await response.json()).booking.id;
  }
});
afterAll(async () => {
  await stop?.();
});

/** A concrete URL for a route path: real ids and slugs where it takes them. */
function concrete(path: string, id = bookingOf.customerA): string {
  const filled = path
    .replace(/:id\b/, id)
    .replace(/:number\b/, id)
    .replace(/:slug\b/, "sasongskontrakt-idrottsforeningar-pricematch")
    .replace(/:file\b/, "guessed-secret.ics")
    .replace(/\*$/, "no-such-thing");
  return `/${filled}`;
}

/** The account's routes that show its bookings, so each customer must find their own there. */
const showsBookings = /^\/(bookings|api\/bookings|api\/me\/export)$/;

/** What one customer's answers must never hold: the other customer's e-mail, name or message. */
function othersOf(role: Role): string[] {
  const other = role === "customerA" ? "customerB" : role === "customerB" ? "customerA" : null;
  if (!other) return [clients.customerA!.email, clients.customerB!.email];
  return [
    clients[other]!.email,
    messageOf[other],
    other === "customerA" ? "Anna Andersson" : "Bertil Berg",
  ];
}

async function read(url: string, role: Role) {
  const response = await call(url, { client: clients[role] });
  const body = await response.text();
  for (const secret of othersOf(role)) expect(body, `${role} ${url}`).not.toContain(secret);
  return { status: response.status, location: response.headers.get("location"), body };
}

describe("the authorization matrix", () => {
  it("has a rule for every route of the table", () => {
    const missing = table.filter((route) => !ruleOf(route.file)).map((route) => route.file);
    expect([...new Set(missing)]).toEqual([]);
  });

  const byRule = (rule: string) => table.filter((route) => ruleOf(route.file) === rule);
  const distinct = (list: FlatRoute[]) => [
    ...new Map(list.map((route) => [concrete(route.path), route])).values(),
  ];

  it("answers public routes the same for everyone, without anyone's private data", async () => {
    for (const route of distinct(byRule("public"))) {
      const url = concrete(route.path);
      const statuses = new Set<number>();
      for (const role of roles) {
        const { status } = await read(url, role);
        expect(status, `${role} ${url}`).toBeLessThan(500);
        statuses.add(status);
      }
      expect([...statuses], url).toHaveLength(1);
    }
    // Every public page rendered for each of four roles, one after another (some 360 answers):
    // on a busy two-core machine that is more than the default 30 s.
  }, 120_000);

  it("shows the sign-in page to visitors and sends a signed-in customer on", async () => {
    for (const route of distinct(byRule("guest"))) {
      const url = concrete(route.path);
      expect((await read(url, "visitor")).status, url).toBe(200);
      for (const role of ["customerA", "customerB", "admin"] as const)
        expect((await read(url, role)).status, `${role} ${url}`).toBe(302);
    }
  });

  it("sends visitors to sign in and shows each customer only their own", async () => {
    for (const route of distinct(byRule("account"))) {
      const url = concrete(route.path);
      const visitor = await read(url, "visitor");
      if (route.path.startsWith("api/")) {
        // Calls that only write (DELETE /api/me) are read-refused with 405 for everyone.
        expect([401, 405], url).toContain(visitor.status);
        const erase = await call(url, { method: "DELETE" });
        expect([401, 405], `DELETE ${url}`).toContain(erase.status);
      } else {
        expect(visitor.status, url).toBe(302);
        expect(visitor.location, url).toMatch(/\/auth\?returnTo=/);
      }
      for (const role of ["customerA", "customerB"] as const) {
        const answer = await read(url, role);
        if (answer.status === 405) continue;
        expect(answer.status, `${role} ${url}`).toBe(200);
        if (showsBookings.test(url))
          expect(answer.body, `${role} ${url}`).toContain(messageOf[role]);
      }
    }
  });

  it("reads a customer's own row for them only", async () => {
    for (const route of distinct(byRule("ownRead"))) {
      const url = concrete(route.path, crypto.randomUUID());
      expect((await read(url, "visitor")).status, url).toBe(401);
      for (const role of ["customerA", "customerB", "admin"] as const)
        expect((await read(url, role)).status, `${role} ${url}`).toBe(404);
    }
  });

  it("shows a page of a customer's own row to them only, and sends a visitor to sign in", async () => {
    const routes = distinct(byRule("ownPage"));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      // A number no one has: the same 404 as another customer's (shop-receipts.test.ts).
      const url = concrete(route.path, "2026-9999");
      const visitor = await read(url, "visitor");
      expect(visitor.status, url).toBe(302);
      expect(visitor.location, url).toMatch(/\/auth\?returnTo=/);
      for (const role of ["customerA", "customerB", "admin"] as const)
        expect((await read(url, role)).status, `${role} ${url}`).toBe(404);
    }
  });

  it("lets only the owner of a booking act on it", async () => {
    for (const route of distinct(byRule("own"))) {
      const url = concrete(route.path, bookingOf.customerA);
      const post = (role: Role) => call(url, { method: "POST", client: clients[role], body: "{}" });
      expect((await post("visitor")).status, url).toBe(401);
      for (const role of ["customerB", "admin"] as const) {
        const answer = await post(role);
        expect(answer.status, `${role} ${url}`).toBe(404);
        const body = await answer.text();
        for (const secret of [clients.customerA!.email, messageOf.customerA])
          expect(body).not.toContain(secret);
      }
      const own = (await (await call("/api/bookings", { client: clients.customerA })).json()) as {
        bookings: { id: string; status: string }[];
      };
      expect(own.bookings.find((b) => b.id === bookingOf.customerA)?.status, url).toBe("pending");
      expect((await post("customerA")).status, url).toBe(200);
    }
  });

  it("hides the back office from everyone but the owner", async () => {
    for (const route of distinct(byRule("admin").filter((r) => !r.path.includes(":")))) {
      const url = concrete(route.path);
      for (const role of ["visitor", "customerA", "customerB"] as const)
        expect((await read(url, role)).status, `${role} ${url}`).toBe(404);
      // The owner finds it (a call that only takes uploads answers a read with 405).
      expect([200, 405], url).toContain((await call(url, { client: clients.admin })).status);
    }
    // Every back-office page and call, four times each: more than 30 s on a busy machine.
  }, 120_000);

  it("answers a guessed secret or an unknown path with 404 for everyone", async () => {
    for (const route of distinct([...byRule("secret"), ...byRule("fallback")])) {
      const url = concrete(route.path);
      for (const role of roles) expect((await read(url, role)).status, `${role} ${url}`).toBe(404);
    }
  });

  it("says in an Allow header, on every 405 of every call, which methods it does answer", async () => {
    // Visitors on the public and customer calls (a refused method is refused before anyone is
    // asked to sign in); the owner on the back office's, with no method that could change data
    // the other tests read (their POSTs), and with bodies every write refuses.
    const calls = distinct(table.filter((route) => route.path.startsWith("api/")));
    const asked: { url: string; method: string; role: Role }[] = [];
    for (const route of calls) {
      const url = concrete(route.path);
      const admin = ruleOf(route.file) === "admin";
      const methods = admin
        ? ["GET", "PUT", "PATCH", "DELETE"]
        : ["GET", "POST", "PUT", "PATCH", "DELETE"];
      for (const method of methods) asked.push({ url, method, role: admin ? "admin" : "visitor" });
    }
    let refused = 0;
    for (const { url, method, role } of asked) {
      const answer = await call(url, {
        method,
        client: clients[role],
        headers: { "x-forwarded-for": clients[role]?.address ?? nextAddress() },
        ...(method !== "GET" && { body: "{}" }),
      });
      await answer.body?.cancel();
      if (answer.status !== 405) continue;
      refused += 1;
      const allow = answer.headers.get("allow");
      expect(allow, `${method} ${url}`).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect(allow!.split(", "), `${method} ${url}`).not.toContain(method);
    }
    // The sweep did meet refusals, of the app's routes and of the server entry.
    expect(refused).toBeGreaterThan(20);
  });
});
