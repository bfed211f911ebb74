import type { Language } from "~/i18n/languages";
import type { LegalPage } from "./legal-additions";

// A legal page as data: built on the server from the texts, the owner's facts and the site's
// configuration (legal-document.server.ts), rendered by legal-page.tsx. Every string is plain
// text; React escapes it.

export type LegalLinkTarget = { href: string; label: string; external?: boolean };

export type LegalBlock =
  | { kind: "text"; text: string }
  /** A paragraph with a link: text before it (if any), the link, text after it (if any). */
  | { kind: "link"; text?: string; link: LegalLinkTarget; after?: string }
  | { kind: "list"; items: string[] }
  /** Label–value pairs: the seller's identity. */
  | { kind: "facts"; rows: { label: string; value: string; href?: string }[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] }
  /**
   * A statutory model form as text to copy or print (the model withdrawal form): its instruction,
   * the addressee, the lines the consumer fills in, the footnote. Nothing here submits anything.
   */
  | { kind: "form"; instruction: string; addressee: string; lines: string[]; note: string };

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
