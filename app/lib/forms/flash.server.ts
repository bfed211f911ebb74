import { createCookie, type Cookie } from "react-router";
import { config } from "~/config.server";
import { randomUUID } from "node:crypto";
import { localizePath, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { flashMessages, isFlashName, type Flash, type FlashName, type ShownFlash } from "./flash";

// Lives for one redirect: a minute at most, read and cleared by the root loader.
let cookie: Cookie | undefined;
function flashCookie(): Cookie {
  cookie ??= createCookie("flash", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: config().publicUrl.startsWith("https://"),
  });
  return cookie;
}

/** The Set-Cookie header that shows `name` on the next page. */
export function setFlash(name: FlashName): Promise<string> {
  // The id tells two equal messages in a row apart (two bookings cancelled one after the other).
  const flash: Flash = { name, id: randomUUID() };
  return flashCookie().serialize(flash);
}

/**
 * The message waiting for this request (if any), in the page's language, and the header that
 * clears it. Translated here, so the page needs none of the namespaces it comes from.
 */
export async function takeFlash(
  request: Request,
  lang: Language,
): Promise<{ flash: ShownFlash | null; clear?: string }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("flash=")) return { flash: null };
  const value = (await flashCookie().parse(cookieHeader)) as Partial<Flash> | null;
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  if (!isFlashName(value?.name) || typeof value.id !== "string" || value.id.length > 64)
    return { flash: null, clear };
  const message = flashMessages[value.name];
  const t = serverT(lang);
  const link =
    "link" in message
      ? { label: t(message.link.label), href: localizePath(message.link.to, lang) }
      : undefined;
  return {
    flash: {
      id: value.id,
      kind: message.kind,
      title: t(message.title),
      text: t(message.text),
      ...(link && { link }),
      ...("duration" in message && { duration: message.duration }),
    },
    clear,
  };
}
