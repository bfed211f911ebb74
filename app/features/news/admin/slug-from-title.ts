import { slugPattern } from "./article-input.schema";

const maxSlugLength = 80;

/**
 * An article's address made from its title (docs/decisions/100): "Nya tjänster i år!" becomes
 * "nya-tjanster-i-ar". Letters lose their accents (å, ä, ö → a, a, o), anything else becomes a
 * hyphen, and a long title is cut at a word. "" when the title has no letter or digit left;
 * the schema then names the missing address.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[æ]/gi, "ae")
    .replace(/[øœ]/gi, "o")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxSlugLength) break;
    slug = next;
  }
  if (!slug && words[0]) slug = words[0].slice(0, maxSlugLength);
  return slugPattern.test(slug) ? slug : "";
}
