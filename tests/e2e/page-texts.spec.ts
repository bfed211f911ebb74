import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Route } from "@playwright/test";

// What a stored page shows only once its scripts run (the chat button, the toasts, a form's
// error, a menu) is drawn with texts and rules that are not in the document: the namespaces'
// modules and the rest of the stylesheet (docs/decisions/108). They must be there before the
// page hydrates. Held back here until the page is hydrated or is visibly waiting for them:
// hydrating without them drew the chat button nameless and unstyled, and the texts arriving
// later made React draw the page anew, dropping the booking and contact forms it had not
// hydrated yet (they wait for the visitor to come near, docs/decisions/067), so no toast
// ever came. No clock is sent, so the page is the one the cache stores.

const namespaces = fs
  .readdirSync(path.join(import.meta.dirname, "../../app/i18n/locales/sv"))
  .filter((file) => /^\w+\.ts$/.test(file) && file !== "index.ts")
  .map((file) => file.slice(0, -3));
/** Modules named as a namespace ("/assets/common-hCPtBIZs.js") and the rest of the stylesheet. */
const late = new RegExp(
  `/assets/((${namespaces.join("|")})-[\\w-]{8}\\.js|[\\w-]+\\.later\\.css)$`,
);
/** A namespace's texts, as the build writes them (a route module may bear the same name). */
const textsModule = /^var \w+=\{[\s\S]*\};export\{\w+ as default\};?\s*$/;

test("texts and styles that arrive late: the chat button named and styled, the forms kept, a toast with its text", async ({
  page,
}) => {
  const held: { route: Route; response: APIResponse }[] = [];
  let released = false;
  await page.route(late, async (route) => {
    const response = await route.fetch();
    const css = route.request().url().endsWith(".css");
    if (released || !(css || textsModule.test(await response.text())))
      return route.fulfill({ response });
    held.push({ route, response });
  });
  await page.addInitScript(() => {
    // The campaign popup would cover the page (as tests/e2e/fixtures.ts sets it).
    localStorage.setItem("hasSeenPromo2025", "true");
    // The chat button as it is first drawn, and any server form React threw away.
    const seen = { chat: null as null | { name: string; position: string }, formsDropped: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches("form") || node.querySelector("form")))
            seen.formsDropped++;
        for (const node of record.addedNodes) {
          const chat = "button.fixed.bg-aurora";
          const button =
            node instanceof Element ? (node.matches(chat) ? node : node.querySelector(chat)) : null;
          if (button && !seen.chat)
            seen.chat = {
              name: button.getAttribute("aria-label") ?? "",
              position: getComputedStyle(button).position,
            };
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  const response = await page.goto("/en");
  expect(["hit", "miss"]).toContain((await response!.allHeaders())["x-page-cache"]);
  expect(await page.locator("style#site-css[data-subset]").count()).toBe(1);
  // Released once the page has hydrated without them (what must not happen), or once its route
  // modules have run and the texts' modules are asked for beside them: hydration then waits.
  await expect
    .poll(
      () =>
        page.evaluate(
          (urls) =>
            document.documentElement.dataset.hydrated === "true" ||
            ("__reactRouterRouteModules" in window &&
              urls.some((url) =>
                document.querySelector(
                  `link[rel="modulepreload"][href="${new URL(url).pathname}"]`,
                ),
              )),
          held.map(({ route }) => route.request().url()),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(held.length).toBeGreaterThan(0);
  released = true;
  for (const { route, response } of held.splice(0)) await route.fulfill({ response });

  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  const chat = page.getByRole("button", { name: "Chat with our assistant" });
  await expect(chat).toHaveCSS("position", "fixed");
  const seen = () =>
    page.evaluate(
      () => (window as unknown as { seen: { chat: unknown; formsDropped: number } }).seen,
    );
  // Nothing drawn anew once everything is here: the server's forms are still the page's.
  expect((await seen()).formsDropped).toBe(0);
  expect(await page.locator("#kontakt form").count()).toBe(2);
  expect((await seen()).chat).toEqual({ name: "Chat with our assistant", position: "fixed" });

  // The booking form, signed out: its answer is a toast, in English.
  const submit = page.locator("#kontakt").getByRole("button", { name: "Send booking request" });
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("Please log in first");
});
