import type { Language } from "~/i18n/languages";
import type { LegalPage } from "./legal-additions";

// A legal page as data: built on the server from the texts, the owner's facts and the site's
// configuration (legal-document.server.ts), rendered by legal-page.tsx. Every string is plain
// text; React escapes it.

export type LegalLinkTarget = { href: string; label: string; external?: boolean };

export type LegalBlock =
  | { kind: "text"; text: string }
  /** A paragraph ending in a link (or only a link). */
  | { kind: "link"; text?: string; link: LegalLinkTarget }
  | { kind: "list"; items: string[] }
  /** Label–value pairs: the seller's identity. */
  | { kind: "facts"; rows: { label: string; value: string; href?: string }[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  page: LegalPage;
  meta: { title: string; description: string; keywords: string };
  lead: string;
  contentsLabel: string;
  sections: LegalSection[];
  /** The owner's paragraphs, in the language they are written in; null when there are none. */
  additions: { heading: string; lang: Language; paragraphs: string[] } | null;
};
