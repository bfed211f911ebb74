import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { publishedArticles } from "~/features/news/news-store.server";
import { rssFeed } from "~/features/news/rss.server";
import { pageLanguage } from "~/i18n/request-language";
import { now } from "~/lib/clock";
import type { Route } from "./+types/news.rss";

/** /nyheter/rss.xml, /fi/nyheter/rss.xml, /en/nyheter/rss.xml: the published news as RSS. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { db } = await database();
  const xml = rssFeed({
    origin: config().publicUrl,
    lang,
    articles: (await publishedArticles(db, lang)).slice(0, 50),
    builtAt: now(),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
