import { useEffect } from "react";
import { isbot } from "isbot";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { config } from "./config.server";
import {
  languageFromAcceptLanguage,
  languageFromCookie,
  localizePath,
  splitLocalizedPath,
} from "./i18n/languages";
import { SiteShell } from "./components/layout/site-shell";
import { useSite } from "./lib/use-site";
import { pageSettings, siteSettings } from "./features/settings/settings.server";
import { runWithRequestClock } from "./lib/clock.server";
import { businessToday } from "./lib/clock";
import { getSessionUser } from "./features/auth/session.server";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { ChatLauncher } from "./features/chat/chat-launcher";
import { UsedNamespacesScript } from "./i18n/namespaces";
import { FlashMessage } from "./components/ui/flash-message";
import { takeFlash } from "./lib/forms/flash.server";
import { pagePath } from "./lib/page-path";
import { cookieStateScript } from "./lib/cookie-state-script";
import { themeColor } from "./seo/theme";
import { Stylesheet } from "./lib/inline-stylesheet";
import { siteFooterId } from "./components/layout/site-footer-id";
import { loadWhenRendered } from "./lib/load-when-rendered";

// Shown by few pages: its code is fetched when one does (docs/decisions/112).
const ErrorPage = loadWhenRendered(() =>
  import("./components/layout/error-page").then((module) => ({ default: module.ErrorPage })),
);

// The stylesheet is written into the page (<Stylesheet>, docs/decisions/066). The font is not
// preloaded, nor asked for at all on a first visit: its 49 KB no longer share the first round
// trips with the page and the LCP image (docs/decisions/074, 113; app/lib/web-font.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The manifest is linked by the page once it runs (app/seo/manifest-link.ts).
];

// Every loader, action and render of a request reads one clock: the wall clock, or on a test
// server the request's X-Test-Now (docs/decisions/018).
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => runWithRequestClock(request, config().TEST_CLOCK, next),
  // The owner's settings are read (or found fresh in the cache) before anything of the request
  // runs, so the e-mail templates, which read them synchronously, are never older than the
  // cache allows (docs/decisions/035) — also for /api/auth's mails.
  async (_, next) => {
    await siteSettings();
    return next();
  },
];

// Once signed in, every page carries the visitor's name and e-mail: nobody may store it. Signed
// out, only the browser may keep a page, and it asks again before each use; the page cache
// makes the signed-out pages it stores shareable (server/page-cache.ts, docs/decisions/107).
// No User-Agent: a crawler's page where a browser would be redirected is private, and a private
// cache belongs to one user agent.
const pageVary = "Accept-Language, Cookie";
const cacheControl = (signedIn: boolean) => (signedIn ? "private, no-store" : "private, no-cache");

/**
 * Loader headers reach the response only through this export; pages below the root have none
 * and inherit these. Client navigation fetches the next page's data without running the root
 * loader, so its answer (e.g. "/bookings.data") may be personal and is never stored.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  if (loaderHeaders.has("Cache-Control")) return loaderHeaders;
  return { Vary: pageVary, "Cache-Control": cacheControl(true) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A client navigation asks for "/en.data": its language is the page's, "/en".
  const { lang, path } = splitLocalizedPath(pagePath(url.pathname));

  // First visit to a Swedish (unprefixed) page: a stored choice wins, else the browser's
  // language (docs/decisions/003). Only document requests, so client navigation never bounces,
  // and never for crawlers and link previews: they get the page the URL names (decision 025).
  const isDocument =
    request.headers.get("sec-fetch-dest") !== "empty" && !url.pathname.endsWith(".data");
  const crawler = isbot(request.headers.get("user-agent"));
  const vary = pageVary;
  if (lang === "sv" && isDocument && request.method === "GET" && !crawler) {
    const cookieHeader = request.headers.get("cookie");
    const preferred =
      languageFromCookie(cookieHeader) ??
      languageFromAcceptLanguage(request.headers.get("accept-language"));
    if (preferred !== "sv") {
      // Decided by the cookie or the browser's language: never kept by a shared cache.
      throw redirect(localizePath(path, preferred) + url.search, {
        headers: { Vary: vary, "Cache-Control": "private, no-cache" },
      });
    }
  }

  const [user, settings] = await Promise.all([getSessionUser(request), siteSettings()]);
  const { flash, clear } = await takeFlash(request, lang);
  const headers = new Headers({ Vary: vary, "Cache-Control": cacheControl(user !== null) });
  if (clear) headers.append("Set-Cookie", clear);
  return data(
    {
      lang,
      // Only what the navigation needs; pages that show more load it themselves.
      user: user && {
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        isAdmin: user.isAdmin === true,
      },
      path,
      publicUrl: config().publicUrl,
      // The owner's business facts, booking rules and running campaign (docs/decisions/035).
      ...pageSettings(settings),
      today: businessToday(),
      flash,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSite();
  const location = useLocation();
  const lang = site?.lang ?? splitLocalizedPath(location.pathname).lang;
  return (
    // The head's script marks <html> with what the visitor's cookies say (the closed banner)
    // before the first paint: attributes React did not render, hence no hydration warning.
    <html lang={lang} className="bg-ink" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Run once, as the server wrote it: the browser's build leaves its text out
            (hydration keeps an element's server content as it is; docs/decisions/112). */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? cookieStateScript : "" }}
          suppressHydrationWarning
        />
        {/* No first paint of half a page: a busy phone's parser may yield with the header or
            the hero only partly read, and what followed then moved them (docs/decisions/110). */}
        <link rel="expect" href={`#${siteFooterId}`} blocking="render" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        <Stylesheet href={stylesheet} />
      </head>
      <body>
        {children}
        <LazyToaster />
        <UsedNamespacesScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive; the end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // The page has loaded (hydration starts after `load`): the font for the next pages, and
    // the manifest, which nothing reads before a visitor adds the site to a home screen.
    void import("./lib/after-first-page").then((later) => later.afterFirstPage());
  }, []);
  return (
    <SiteShell>
      <Outlet />
      <FlashMessage flash={useSite()?.flash ?? null} />
      <ChatLauncher />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <ErrorPage kind={notFound ? "notFound" : "error"} />
    </SiteShell>
  );
}
