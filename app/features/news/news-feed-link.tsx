import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { localizePath } from "~/i18n/languages";
import { usePageAddress } from "~/seo/public-origin";

/** <link rel="alternate"> to the page language's news feed; React puts it in <head>. */
export function NewsFeedLink() {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const { origin } = usePageAddress();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={t("rss.title")}
      href={origin + localizePath("/nyheter/rss.xml", lang)}
    />
  );
}
