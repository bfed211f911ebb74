import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/features/booking/slots";
import routes from "~/routes";
import { seasonContractsSlug } from "~/content/news";
import { allResources } from "~/i18n/resources.server";
import { splitLocalizedPath } from "~/i18n/languages";
import { customerKey } from "~/features/customers/customer-key.server";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Every back-office page and call, read from the route table (a new one is walked without
// being listed here), as a visitor and as a customer: 404 as for a path that does not exist,
// and nothing changes (docs/decisions/031).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let customer: Client;

const { call, signUp, nextAddress } = testClient(() => server);

beforeAll(async () => {
  const started = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  customer = await signUp();
  // Real rows for the walk to aim at: a pending booking, a block, a calendar feed.
  const booked = await call("/api/bookings", {
    method: "POST",
    client: customer,
    body: JSON.stringify({
      serviceType: "portrait",
      bookingDate: addDays(businessToday(), 3),
      bookingTime: "10:00",
    }),
  });
  expect(booked.status).toBe(201);
  sample.id = (await booked.json()).booking.id;
  const blocked = await call("/api/admin/blocks", {
    method: "POST",
    client: owner,
    body: JSON.stringify({ date: addDays(businessToday(), 4) }),
  });
  expect(blocked.status).toBe(201);
  sample.blockId = (await blocked.json()).block.id;
  expect((await call("/api/admin/calendar-feed", { method: "POST", client: owner })).status).toBe(
    200,
  );
  // A pending review, a new application and a new message (docs/decisions/053).
  const reviewed = await call("/api/feedback", {
    method: "POST",
    body: JSON.stringify({ name: "Anna", service: "Porträtt", rating: 5, feedback: "Mycket bra!" }),
  });
  expect(reviewed.status).toBe(201);
  sample.reviewId = (await reviewed.json()).review.id;
  const applied = await call("/api/freelancer", {
    method: "POST",
    body: JSON.stringify({
      ...{ name: "Frida", email: "frida@example.test", phone: "0401234567" },
      ...{ specialization: "Foto", experience: 3, message: "Jag vill fotografera." },
    }),
  });
  expect(applied.status).toBe(201);
  sample.applicationId = (await applied.json()).application.id;
  const wrote = await call("/api/contact", {
    method: "POST",
    body: JSON.stringify({ name: "Kim", email: "kim@example.test", message: "Hej, en fråga." }),
  });
  expect(wrote.status).toBe(201);
  sample.messageId = (await wrote.json()).message.id;
  // Kim's page (docs/decisions/105): walked with her real key, and replied to with her message.
  sample.customerId = customerKey("kim@example.test");
  // A gallery (docs/decisions/090): its page and calls are walked with its real id.
  const gallery = await call("/api/admin/galleries", {
    method: "POST",
    client: owner,
    body: JSON.stringify({ title: { sv: "Galleri" }, kind: "event" }),
  });
  expect(gallery.status).toBe(201);
  sample.galleryId = (await gallery.json()).gallery.id;
});
afterAll(async () => {
  await stop?.();
});

/** Every route of the table with its full path, e.g. "fi/admin/bookings", "api/admin/audit". */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const adminRoutes = flatten(routes).filter(({ path }) =>
  /^((fi|en)\/)?admin(\/|$)|^api\/admin(\/|$)/.test(path),
);
const pageRoutes = adminRoutes.filter(({ path }) => !path.startsWith("api/"));
const apiRoutes = adminRoutes.filter(({ path }) => path.startsWith("api/"));

/** Real ids where a path takes one, so a missing check would act on real rows. */
const sample: Record<string, string> = { serviceId: "private-photography" };
const actionParams: Record<string, string[]> = {
  ":transition": ["confirm", "decline", "complete"],
  ":decision": ["approve", "reject"],
  ":mark": ["read", "handle"],
  ":action": ["licence-key", "resend-link", "fulfil", "refund"],
};
function concrete(path: string): string[] {
  const id = path.includes("customers")
    ? sample.customerId
    : path.includes("galleries")
      ? sample.galleryId
      : path.includes("blocks")
        ? sample.blockId
        : path.includes("reviews")
          ? sample.reviewId
          : path.includes("applications")
            ? sample.applicationId
            : path.includes("messages")
              ? sample.messageId
              : path.includes("services")
                ? sample.serviceId
                : sample.id;
  const filled = path
    .replace(/:id\b/, () => id ?? crypto.randomUUID())
    // A real article: every database starts with the seeded ones (docs/decisions/047).
    .replace(/:slug\b/, seasonContractsSlug)
    .replace(/:photoId\b/, () => crypto.randomUUID());
  const param = Object.keys(actionParams).find((name) => filled.includes(name));
  if (!param) return [`/${filled}`];
  const names = path.includes("galleries") ? ["publish", "unpublish"] : actionParams[param]!;
  return names.map((name) => `/${filled.replace(param, name)}`);
}

/** What the back office shows, read by the admin: it must be the same after the walk. */
async function backOfficeState() {
  const read = async (path: string) => {
    const response = await call(path, { client: owner });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  return {
    audit: await read("/api/admin/audit"),
    bookings: await read("/api/admin/bookings"),
    blocks: await read("/api/admin/blocks"),
    feed: await read("/api/admin/calendar-feed"),
    news: await read("/api/admin/news"),
    reviews: await read("/api/admin/reviews"),
    applications: await read("/api/admin/applications"),
    messages: await read("/api/admin/messages"),
    services: await read("/api/admin/services"),
    galleries: await read("/api/admin/galleries"),
    gallery: await read(`/api/admin/galleries/${sample.galleryId}`),
  };
}

/** Every field any back-office form or call takes, so a missing check would find its input. */
const formFields = (intent: string) =>
  new URLSearchParams({
    intent,
    bookingId: sample.id ?? "",
    blockId: sample.blockId ?? "",
    reviewId: sample.reviewId ?? "",
    itemId: sample.applicationId ?? "",
    date: "2030-01-15",
    time: "",
    message: "Hej",
    slug: seasonContractsSlug,
    title_sv: "Ändrad rubrik",
    excerpt_sv: "En ändrad ingress för testet.",
    markdown_sv: "Ändrad text.",
    id: sample.serviceId ?? "",
    name_sv: "Ändrat namn",
    description_sv: "Ändrad beskrivning.",
    category: "photo",
    priceKind: "fixed",
    amount: "1",
    kind: "event",
    photoId: crypto.randomUUID(),
    photoIds: crypto.randomUUID(),
    number: "17",
    caption_sv: "Ändrad bildtext",
    alt_sv: "Ändrad beskrivning av bilden",
    subjectKind: "message",
    subjectId: sample.messageId ?? "",
    body: "Ett svar som aldrig får skickas",
    noteId: crypto.randomUUID(),
  }).toString();
const intents = [
  "confirm",
  "decline",
  "complete",
  "block",
  "unblock",
  "rotate",
  "save",
  "publish",
  "unpublish",
  "approve",
  "reject",
  "read",
  "handle",
  "moveUp",
  "moveDown",
  "hide",
  "show",
  "create",
  "delete",
  "cover",
  "moveEarlier",
  "moveLater",
  "deletePhoto",
  "acceptNumber",
  "removeNumber",
  "tagAdd",
  "tagRemove",
  "acceptSuggestions",
  "acceptAllSuggestions",
  "photoTexts",
  "addNote",
  "deleteNote",
  "reply",
];

describe("the back office for anyone but an admin", () => {
  it("finds the back office in the route table", () => {
    expect(pageRoutes.map(({ path }) => path)).toContain("admin");
    expect(pageRoutes.map(({ path }) => path)).toContain("fi/admin/audit");
    expect(apiRoutes.map(({ path }) => path)).toContain("api/admin/audit");
  });

  it("opens every page and call for the admin", async () => {
    for (const { path } of pageRoutes) {
      for (const url of concrete(path)) {
        const response = await call(url, { client: owner });
        expect(response.status, url).toBe(200);
        expect(response.headers.get("x-robots-tag"), url).toBe("noindex, nofollow");
        expect(await response.text(), url).toContain('<meta name="robots" content="noindex"/>');
      }
    }
    const audit = await call("/api/admin/audit", { client: owner });
    expect(audit.status).toBe(200);
  });

  for (const who of ["visitor", "customer"] as const) {
    it(`answers every page and call as for an unknown path: ${who}`, async () => {
      const client = who === "customer" ? customer : undefined;
      const before = await backOfficeState();
      expect(before.bookings.bookings.map((b: { status: string }) => b.status)).toEqual([
        "pending",
      ]);
      expect(before.blocks.blocks).toHaveLength(1);
      expect(before.feed.url).toMatch(/\/calendar\/.+\.ics$/);
      expect(before.reviews.reviews.map((r: { status: string }) => r.status)).toEqual(["pending"]);
      expect(before.applications.items.map((i: { status: string }) => i.status)).toEqual(["new"]);
      expect(before.messages.items.map((i: { status: string }) => i.status)).toEqual(["new"]);
      const unknownApi = await (await call("/api/no-such-call", { client })).json();
      const unknownPost = await call("/no-such-page", {
        method: "POST",
        client,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=x",
      });

      for (const { path } of pageRoutes) {
        for (const url of concrete(path)) {
          const page = await call(url, { client });
          expect(page.status, url).toBe(404);
          const html = await page.text();
          const texts = allResources[splitLocalizedPath(url).lang];
          expect(html, url).toContain(texts.common.notFound.heading);
          expect(html, url).not.toContain(texts.admin.shell.nav);
          expect(page.headers.get("x-robots-tag"), url).toBeNull();

          const data = await call(`${url === "/" ? "/_" : url}.data`, { client });
          expect(data.status, `${url}.data`).toBe(404);

          for (const intent of intents) {
            const posted = await call(url, {
              method: "POST",
              client,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: formFields(intent),
            });
            // Every back-office form answers as an unknown page does: 405, the same Allow.
            expect(posted.status, `${intent} ${url}`).toBe(405);
            expect(posted.headers.get("allow"), url).toBe(unknownPost.headers.get("allow"));
          }
          const options = await call(url, { method: "OPTIONS", client });
          expect(options.headers.get("allow"), `OPTIONS ${url}`).toBe(
            unknownPost.headers.get("allow"),
          );
        }
      }

      for (const { path } of apiRoutes) {
        for (const url of concrete(path)) {
          for (const method of ["GET", "POST", "DELETE"]) {
            const response = await call(url, {
              method,
              client,
              ...(method !== "GET" && {
                body: JSON.stringify({ date: "2030-01-15", message: "Hej" }),
              }),
            });
            expect(response.status, `${method} ${url}`).toBe(404);
            expect(await response.json(), `${method} ${url}`).toEqual(unknownApi);
          }
        }
      }
      expect(await backOfficeState()).toEqual(before);
      // Every admin page in three languages with each form's intents, every call with three
      // methods: 21 s beside a build, past 30 s on a loaded 2-core machine (CI of stop 30).
    }, 120_000);
  }

  it("leaves the back office out of route discovery for anyone but an admin", async () => {
    const home = await (await call("/")).text();
    const version = /assets\/manifest-(\w+)\.js/.exec(home)?.[1];
    expect(version).toBeTruthy();
    const manifest = (client?: Client) =>
      call(
        `/__manifest?version=${version}&paths=${encodeURIComponent("/portfolio,/en/admin/bookings")}`,
        {
          client,
        },
      );

    for (const client of [undefined, customer]) {
      const answer = await manifest(client);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      const routeIds = Object.keys(await answer.json());
      expect(routeIds).toContain("sv:/portfolio");
      expect(routeIds.filter((id) => id.includes("admin"))).toEqual([]);
    }
    const asOwner = await manifest(owner);
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(await asOwner.json())).toContain("en:admin/bookings");

    const publicOnly = await call(`/__manifest?version=${version}&paths=%2Fportfolio`);
    expect(publicOnly.headers.get("cache-control")).toMatch(/^public/);
  });

  it("keeps the back office out of the sitemap and robots.txt", async () => {
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toMatch(/admin/);
    expect(await (await call("/robots.txt")).text()).not.toMatch(/admin/);
  });
});
