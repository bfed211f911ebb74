import { randomBytes } from "node:crypto";
import { PassThrough, type Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "./i18n/react";
import { ServerRouter, type EntryContext } from "react-router";
import { createI18n } from "./i18n/i18n";
import { splitLocalizedPath } from "./i18n/languages";
import { pageNamespacesJson, recordNamespaces, UsedNamespaces } from "./i18n/namespaces";
import { pageTextsStream } from "./i18n/page-texts.server";
import { textModules } from "./i18n/text-modules.server";
import { allResources } from "./i18n/resources.server";
import { logger } from "./lib/logger.server";
import { cspReportPath } from "./features/security/csp-report.server";
import { contentSecurityPolicy, cspHash, cspReportGroup } from "./lib/security-headers.server";
import { runtimeStyleHashes } from "./lib/runtime-styles.server";
import { config } from "./config.server";
import { PublicOriginProvider } from "./seo/public-origin";
import { InlineCssProvider } from "./lib/inline-stylesheet";
import { stylesheetText } from "./lib/inline-stylesheet.server";
import stylesheet from "./app.css?url";
import { onDemandReady } from "./lib/on-demand";
import { hydrationDeferralStream } from "./lib/deferred-hydration.server";
import { cookieStateScript } from "./lib/cookie-state-script";

export const streamTimeout = 5_000;

// The server entry (server/app.ts) reaches the bundle's services through these exports.
export { checkDatabase, startServices, stopServices, tableRowCounts } from "./lib/services.server";
export { runTestClockJobs } from "./features/jobs/job-runner.server";
export { refusal } from "./features/api/problem.server";
export { isAdminRequest } from "./features/admin/require-admin.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The forms that load on demand in the browser are rendered whole here (docs/decisions/067).
  await onDemandReady();
  const url = new URL(request.url);
  const { lang } = splitLocalizedPath(url.pathname);
  const i18n = createI18n(lang, allResources, (lng, key) =>
    logger.warn("missing translation", { lang: lng, key, path: url.pathname }),
  );
  const usedNamespaces = recordNamespaces(i18n);
  // A fresh nonce per document: the only inline scripts allowed are React Router's own. The
  // signed-out page cache replaces it by their hashes (docs/decisions/106).
  const nonce = randomBytes(16).toString("base64");
  const css = stylesheetText(stylesheet);
  if (!import.meta.env.DEV) {
    // Without scripts, a buy button is a form whose answer redirects to Stripe Checkout, and the
    // browser holds a form's redirects to form-action too (docs/decisions/042).
    const formOrigins = config().STRIPE_SECRET_KEY ? ["https://checkout.stripe.com"] : [];
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(
        {
          // The nonce, and the head's script that reads the cookies (docs/decisions/107).
          scripts: [`'nonce-${nonce}'`, cspHash(cookieStateScript)],
          // The inlined stylesheet (the same text on every page) and the toasts' own.
          styles: [...(css === null ? [] : [cspHash(css)]), ...runtimeStyleHashes()],
        },
        cspReportPath,
        formOrigins,
      ),
    );
    responseHeaders.set(
      "Reporting-Endpoints",
      `${cspReportGroup}="${new URL(cspReportPath, config().publicUrl)}"`,
    );
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <UsedNamespaces value={{ lang, namespaces: usedNamespaces, i18n }}>
          <PublicOriginProvider value={config().publicUrl}>
            <InlineCssProvider value={css}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </InlineCssProvider>
          </PublicOriginProvider>
        </UsedNamespaces>
      </I18nProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place however large: React would otherwise
        // send a big one (a form that loads on demand, docs/decisions/067) after the page, for a
        // script to move it in, and a browser without JavaScript would never show it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const finished = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          // The page's scripts wait for its first paint (docs/decisions/074); Vite's dev
          // server keeps its own module scripts as they are.
          const body: Transform = import.meta.env.DEV
            ? new PassThrough({
                final(callback) {
                  finished();
                  callback();
                },
              })
            : hydrationDeferralStream({ onFinal: finished });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The namespaces the page used and their modules, known once everything has rendered
          // (docs/decisions/108).
          const modules = textModules();
          const { entry } = routerContext.manifest;
          const firstLoad = new Set([entry.module, ...entry.imports]);
          const moduleOf = (namespace: string) => modules.byNamespace.get(`${lang}/${namespace}`);
          // The browser imports the named modules as they stand; the table that finds them is
          // named only for a namespace without an address (docs/decisions/112).
          const texts = pageTextsStream(() =>
            pageNamespacesJson(
              usedNamespaces,
              moduleOf,
              [...usedNamespaces].every(moduleOf)
                ? []
                : modules.tables.filter((table) => !firstLoad.has(table)),
            ),
          );
          texts.pipe(body);
          pipe(texts);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render failed", { path: url.pathname, error });
        },
      },
    );
  });
}
