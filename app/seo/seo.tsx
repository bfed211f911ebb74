import type { Resources } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/react";
import { languageLocales, languages, localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { usePageAddress } from "./public-origin";
import { breadcrumbList, type Crumb } from "./breadcrumbs";

/** A link preview's picture: its path on this site, its size in pixels and what it shows. */
export type ShareImage = { path: string; width: number; height: number; alt: string };

/** ISO dates of an article: Open Graph's article:*_time and the Article JSON-LD read the same. */
export type ArticleDates = { published: string; modified?: string };

type Props = {
  title: string;
  description: string;
  keywords?: string;
  /** Swedish paths of the trail above this page, home excluded; this page is added last. */
  breadcrumbs?: Crumb[];
  jsonLd?: object[];
  /** Defaults to the site's share image (public/og-image.jpg). */
  image?: ShareImage;
  /** Makes the page an Open Graph article. */
  article?: ArticleDates;
  noindex?: boolean;
};

/**
 * Per-page metadata through React 19's document metadata: <title>, <meta> and <link> rendered
 * here are hoisted into <head>, on the server and on client navigation alike.
 */
export function Seo({
  title,
  description,
  keywords,
  breadcrumbs,
  jsonLd = [],
  image,
  article,
  noindex,
}: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // Absolute on every page, the error pages included (link previews and crawlers need it).
  const { origin, path } = usePageAddress();
  const url = origin + localizePath(path, lang);
  const siteName = t("siteName");
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const shareImage = image ?? { ...defaultShareImage, alt: t("shareImageAlt") };
  const imageUrl = origin + shareImage.path;
  const structured = [...jsonLd];
  if (breadcrumbs) {
    structured.push(
      breadcrumbList(origin, lang, [
        { name: t("breadcrumb.home"), path: "/" },
        ...breadcrumbs,
        { name: title, path },
      ]),
    );
  }

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={url} />}
      {!noindex &&
        languages.map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={origin + localizePath(path, l)} />
        ))}
      {!noindex && (
        <link rel="alternate" hrefLang="x-default" href={origin + localizePath(path, "sv")} />
      )}
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta property="og:locale" content={languageLocales[lang].og} />
      {languages
        .filter((l) => l !== lang)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={languageLocales[l].og} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shareImage.alt} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article?.modified && <meta property="article:modified_time" content={article.modified} />}
      {structured.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not script: CSP does not run it, and "<" is escaped against "</script>".
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}

/** public/og-image.jpg, shown when a page has no picture of its own. */
const defaultShareImage = { path: "/og-image.jpg", width: 1200, height: 630 };

/** The namespaces that hold a page's title, description and keywords under "meta". */
type PageNamespace = {
  [N in keyof Resources]: Resources[N] extends {
    meta: { title: string; description: string; keywords: string };
  }
    ? N
    : never;
}[keyof Resources];

/** The common case: a page whose texts sit under "<namespace>:meta". */
export function PageSeo({
  ns,
  ...rest
}: {
  ns: PageNamespace;
} & Omit<Props, "title" | "description" | "keywords">) {
  const { t } = useTranslation(ns);
  return (
    <Seo
      title={t("meta.title")}
      description={t("meta.description")}
      keywords={t("meta.keywords")}
      {...rest}
    />
  );
}
