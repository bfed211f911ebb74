import type { Resources } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/react";
import { languageLocales, languages, localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { breadcrumbList, type Crumb } from "./structured-data";

type Props = {
  title: string;
  description: string;
  keywords?: string;
  /** Swedish paths of the trail above this page, home excluded; this page is added last. */
  breadcrumbs?: Crumb[];
  jsonLd?: object[];
  image?: string;
  type?: "website" | "article";
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
  type = "website",
  noindex,
}: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const site = useSite();
  const origin = site?.publicUrl ?? "";
  const path = site?.path ?? "/";
  const url = origin + localizePath(path, lang);
  const siteName = t("siteName");
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const imageUrl = origin + (image ?? "/og-image.jpg");
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
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
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
