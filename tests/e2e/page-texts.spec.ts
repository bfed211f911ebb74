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
type Held = { route: Route; response: APIResponse };
/** A page's scripts start after its load event and a painted frame: slow on a busy machine. */
const patiently = { timeout: 30_000 };
/** A namespace's texts, as the build writes them (a route module may bear the same name). */
const textsModule = /^var \w+=\{[\s\S]*\};export\{\w+ as default\};?\s*$/;

test("texts and styles that arrive late: the chat button named and styled, the forms kept, a toast with its text", async ({
  page,
}) => {
  // Held back: the rest of the stylesheet and the texts' modules, each released on its own.
  const held = { css: [] as Held[], texts: [] as Held[] };
  const released = { css: false, texts: false };
  await page.route(late, async (route) => {
    const response = await route.fetch();
    const kind = route.request().url().endsWith(".css")
      ? "css"
      : textsModule.test(await response.text())
        ? "texts"
        : null;
    if (!kind || released[kind]) return route.fulfill({ response });
    held[kind].push({ route, response });
  });
  const release = async (kind: keyof typeof held) => {
    released[kind] = true;
    for (const { route, response } of held[kind].splice(0)) await route.fulfill({ response });
  };
  const state = () =>
    page.evaluate(
      (urls) => ({
        hydrated: document.documentElement.dataset.hydrated === "true",
        // The starter asked for the texts' modules beside the page's others.
        textsAskedFor: urls.some((url) =>
          document.querySelector(`link[rel="modulepreload"][href="${new URL(url).pathname}"]`),
        ),
        codeRan: "__reactRouterRouteModules" in window,
      }),
      held.texts.map(({ route }) => route.request().url()),
    );

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
  // Released once the page has hydrated without them (what must not happen), or step by step
  // as it waits for them: the stylesheet once the texts' modules are asked for, the texts once
  // the page's code has run (its entry then waits for them).
  await expect
    .poll(async () => {
      const now = await state();
      return now.hydrated || (now.textsAskedFor && held.css.length > 0);
    }, patiently)
    .toBe(true);
  if (!(await state()).hydrated) {
    await release("css");
    await expect
      .poll(async () => {
        const now = await state();
        return now.hydrated || now.codeRan;
      }, patiently)
      .toBe(true);
  }
  expect(held.texts.length).toBeGreaterThan(0);
  await release("css");
  await release("texts");

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

  // The booking form sent empty, signed out: its answer is a toast with its text, whether the
  // form's code took it (the check's toast, its title read by an event handler) or it went as
  // a plain post (the sign-in page's).
  const submit = page.locator("#kontakt").getByRole("button", { name: "Send booking request" });
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(page.locator("[data-sonner-toast]").first()).toContainText(
    /^(Please check your details|Please log in first)./,
  );
});
