import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

// The JavaScript a first visit to a page downloads, read from the build (React Router's client
// manifest: the entry, the root and the page's route module with everything they import, which
// is what the document modulepreloads) and measured as gzip. Deterministic: no browser, no clock.
// Budgets and the floor they stand on: docs/decisions/067.

/**
 * Home: React, React DOM and React Router are 105.3 KB of it, the floor; the site's layout
 * (header, menus, chat button, translator) about 10 KB more on every page (docs/decisions/112).
 */
const homeBudgetKb = 126;
/** Any public page. */
const pageBudgetKb = 126;
/** A page with a form carries no more than a page without one: its code loads on demand. */
const formPageExtraKb = 8;

const assets = path.resolve("build/client/assets");

type RouteEntry = { module: string; imports?: string[] };
type ClientManifest = { entry: RouteEntry; routes: Record<string, RouteEntry> };

function clientManifest(): ClientManifest {
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No client manifest in build/client/assets: run `npm run build`");
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

const manifest = clientManifest();
const gzipKb = (url: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(assets, "..", url)), { level: 9 }).length / 1024;

function firstLoadKb(routeId: string): number {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in the client manifest`);
  const root = manifest.routes.root!;
  const files = new Set(
    [manifest.entry, root, route].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]),
  );
  return [...files].reduce((sum, url) => sum + gzipKb(url), 0);
}

// The pages of the sitemap: localized pages that are neither the back office, an account page
// nor the checkout's.
const publicPages = Object.keys(manifest.routes).filter(
  (id) =>
    /^(sv|fi|en):\//.test(id) && !/\/(auth|bookings|checkout)/.test(id) && !id.endsWith(".xml"),
);

describe("the JavaScript of a first visit (gzip)", () => {
  it("home stays within its budget", () => {
    expect(firstLoadKb("sv:/")).toBeLessThanOrEqual(homeBudgetKb);
  });

  it("every public page stays within the page budget", () => {
    expect(publicPages.length).toBeGreaterThan(30);
    const sizes = publicPages.map((id) => ({ id, kb: Math.round(firstLoadKb(id) * 10) / 10 }));
    // The figures a decision quotes (docs/decisions/108): one line per page, largest first.
    console.info(
      sizes
        .toSorted((a, b) => b.kb - a.kb)
        .map(({ id, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${id}`)
        .join("\n"),
    );
    expect(sizes.filter(({ kb }) => kb > pageBudgetKb)).toEqual([]);
  });

  it("the review and application forms' validation code is not in their pages' first load", () => {
    const plain = firstLoadKb("sv:/portfolio");
    for (const id of ["sv:/testimonials", "sv:/freelancer", "en:/testimonials", "fi:/freelancer"])
      expect(firstLoadKb(id) - plain, id).toBeLessThanOrEqual(formPageExtraKb);
  });
});
