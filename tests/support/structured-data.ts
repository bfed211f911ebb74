// A structured-data check of a page's JSON-LD, for the rules search engines' validators apply
// and the ones this site promises (docs/decisions/026): prices in euros, no Offer without one.

/** The schema.org types the site uses; anything else is a typo or an unchecked addition. */
const knownTypes = new Set([
  "AggregateOffer",
  "AggregateRating",
  "Article",
  "BreadcrumbList",
  "Country",
  "GeoCoordinates",
  "ImageGallery",
  "ImageObject",
  "ListItem",
  "LocalBusiness",
  "NewsArticle",
  "Offer",
  "OfferCatalog",
  "OpeningHoursSpecification",
  "Organization",
  "PostalAddress",
  "PriceSpecification",
  "Product",
  "ProfessionalService",
  "Service",
  "UnitPriceSpecification",
  "WebPage",
]);

/** Properties whose values are addresses: they must be absolute. */
const urlProperties = new Set(["url", "item", "@id", "image", "logo", "sameAs"]);

type Node = Record<string, unknown>;

/** The JSON-LD blocks of an HTML document, as written (unparsed). */
export function jsonLdSources(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => source!,
  );
}

/** Every object below `value` (itself included), depth first. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value === null || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(nodes)];
}

const typesOf = (node: Node): string[] =>
  node["@type"] === undefined ? [] : ([node["@type"]].flat() as string[]);

/** The problems of one document's structured data; an empty list when it is sound. */
export function structuredDataProblems(html: string): string[] {
  const problems: string[] = [];
  // A page for a visitor of no Nordic region states euros (decision 098: crowns only for a
  // Swede, Norwegian or Dane, where the owner set them); the texts may name crowns elsewhere.
  if (jsonLdSources(html).some((source) => source.includes("SEK"))) problems.push("mentions SEK");
  for (const source of jsonLdSources(html)) {
    let block: unknown;
    try {
      block = JSON.parse(source);
    } catch (error) {
      problems.push(`a block does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const top of [block].flat() as Node[]) {
      if (top["@context"] !== "https://schema.org")
        problems.push(`@context is ${JSON.stringify(top["@context"])}`);
    }
    for (const node of nodes(block)) {
      for (const type of typesOf(node))
        if (!knownTypes.has(type)) problems.push(`unknown type ${type}`);
      problems.push(...nodeProblems(node));
    }
  }
  return problems;
}

function nodeProblems(node: Node): string[] {
  const problems: string[] = [];
  const types = typesOf(node);
  const name = JSON.stringify(node.name ?? (node.itemOffered as Node | undefined)?.name ?? types);
  if ("priceCurrency" in node && node.priceCurrency !== "EUR")
    problems.push(`${name}: priceCurrency ${String(node.priceCurrency)}`);
  if (types.includes("Offer")) {
    if (typeof node.price !== "number" || !(node.price > 0))
      problems.push(`Offer ${name} has no price`);
    if (node.priceCurrency !== "EUR") problems.push(`Offer ${name} is not in EUR`);
  }
  if (types.includes("AggregateOffer")) {
    if (typeof node.lowPrice !== "number") problems.push(`AggregateOffer ${name} has no lowPrice`);
    if (node.priceCurrency !== "EUR") problems.push(`AggregateOffer ${name} is not in EUR`);
  }
  if (types.includes("AggregateRating")) {
    const value = Number(node.ratingValue);
    if (!(Number(node.ratingCount) > 0)) problems.push("AggregateRating has no ratingCount");
    if (!(value >= 1 && value <= Number(node.bestRating ?? 5)))
      problems.push(`AggregateRating value ${String(node.ratingValue)} is out of range`);
  }
  if (types.includes("BreadcrumbList")) {
    const positions = (node.itemListElement as Node[]).map((item) => item.position);
    const expected = positions.map((_, index) => index + 1);
    if (JSON.stringify(positions) !== JSON.stringify(expected))
      problems.push(`BreadcrumbList positions ${JSON.stringify(positions)}`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (!urlProperties.has(key)) continue;
    for (const url of [value].flat()) {
      if (typeof url === "string" && !/^https?:\/\/[^/]/.test(url))
        problems.push(`${key} ${JSON.stringify(url)} is not absolute`);
    }
  }
  return problems;
}
