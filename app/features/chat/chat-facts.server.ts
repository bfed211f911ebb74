import type { BookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { listServices } from "~/features/catalogue/catalogue.server";
import type { ServiceView } from "~/features/catalogue/service-view";
import { publishedArticles } from "~/features/news/news-store.server";
import { pageSettings } from "~/features/settings/settings.server";
import { loadSettings } from "~/features/settings/settings-store.server";
import type { BusinessFacts } from "~/content/business";
import { isProductKey, type ProductKey } from "~/content/products";
import { listProducts } from "~/features/shop/products.server";
import type { Language } from "~/i18n/languages";
import { runningCampaign } from "~/lib/promotion";

// Everything the assistant may state, as data, read per question from the sources the pages
// read (docs/decisions/085): the catalogue (with the campaign's prices while it runs by the
// request's clock), the shop's products, the owner's settings and the published news.

export type ChatProduct = {
  key: ProductKey;
  category: string;
  name: string;
  description: string;
  /** Integer cents. */
  amount: number;
};

export type ChatFacts = {
  lang: Language;
  now: Date;
  /** The WhatsApp number as digits for wa.me (the settings' or WHATSAPP_NUMBER), or "". */
  business: BusinessFacts;
  bookingRules: BookingRules;
  /** The running campaign, or null. */
  campaign: { percent: number; lastDay: string } | null;
  services: ServiceView[];
  products: ChatProduct[];
  news: { slug: string; title: string; excerpt: string; publishedAt: string }[];
};

/** How many of the newest articles the assistant knows. */
const newsKnown = 5;

export async function chatFacts(db: Database, lang: Language, now: Date): Promise<ChatFacts> {
  const settings = await loadSettings(db);
  const { business, bookingRules } = pageSettings(settings, now);
  const campaign = runningCampaign(settings.campaign, now);
  const offer = campaign && { percent: campaign.percent };
  const [services, productRows, articles] = await Promise.all([
    listServices(db, lang, offer),
    listProducts(db),
    publishedArticles(db, lang),
  ]);
  return {
    lang,
    now,
    business,
    bookingRules,
    campaign: campaign && { percent: campaign.percent, lastDay: campaign.lastDay },
    services,
    products: productRows.flatMap((row) =>
      row.active && isProductKey(row.key)
        ? [
            {
              key: row.key,
              category: row.category,
              name: row.name[lang] || row.name.sv,
              description: row.description[lang] || row.description.sv,
              amount: row.amount,
            },
          ]
        : [],
    ),
    news: articles
      .slice(0, newsKnown)
      .map(({ slug, title, excerpt, publishedAt }) => ({ slug, title, excerpt, publishedAt })),
  };
}
