import { businessPlace, type BusinessFacts } from "~/content/business";
import { localizedOrSv } from "~/features/settings/site-settings";
import { localizePath, type Language } from "~/i18n/languages";
import { serverT, type ServerT } from "~/i18n/translate.server";
import { cookieRows } from "./cookies";
import type { LegalBlock, LegalDocument, LegalSection } from "./legal-document";
import { legalFigures as figures } from "./legal-figures";
import { paragraphsOf, type LegalAdditions, type LegalPage } from "./owner-paragraphs.schema";
import type { SiteBehaviour } from "./site-behaviour.server";

// The terms of sale and the privacy policy, written from the texts (namespace legal), the
// owner's business facts and what this site is configured to do (docs/decisions/096).

export type LegalInput = {
  lang: Language;
  business: BusinessFacts;
  additions: LegalAdditions;
  behaviour: SiteBehaviour;
};

/** Public bodies' pages in the reader's language (their own sites have sv, fi and en). */
const authorities = {
  advisory: {
    sv: "https://www.kkv.fi/sv/",
    fi: "https://www.kkv.fi/",
    en: "https://www.kkv.fi/en/",
  },
  board: {
    sv: "https://www.kuluttajariita.fi/sv/",
    fi: "https://www.kuluttajariita.fi/",
    en: "https://www.kuluttajariita.fi/en/",
  },
  ombudsman: {
    sv: "https://tietosuoja.fi/sv/",
    fi: "https://tietosuoja.fi/",
    en: "https://tietosuoja.fi/en/",
  },
} as const;

const text = (value: string): LegalBlock => ({ kind: "text", text: value });

/** A fact the owner has not filled in (an empty setting) still reads as a sentence. */
function fact(t: ServerT, value: string): string {
  return value.trim() || t("legal:common.notSet");
}

function address(business: BusinessFacts, lang: Language): string {
  const street = business.streetAddress[lang].trim();
  const town = [business.postalCode.trim(), business.city[lang].trim()].filter(Boolean).join(" ");
  return [street, town].filter(Boolean).join(", ");
}

/** The one anchor of the model withdrawal form, in every language (the page's ids are Swedish). */
export const withdrawalFormId = "angerblankett";

/**
 * The addressee of the model withdrawal form: the business's name, postal address with its
 * country (the buyer may live in Sweden, Norway or Denmark) and e-mail, as the owner set them.
 * An emptied fact is left out rather than written as "not given yet" inside an address.
 */
function formAddressee(t: ServerT, business: BusinessFacts, lang: Language): string {
  const street = address(business, lang);
  const country = new Intl.DisplayNames([lang], { type: "region" }).of(businessPlace.country);
  return [fact(t, business.name), street && `${street}, ${country}`, business.email.trim()]
    .filter(Boolean)
    .join(", ");
}

/**
 * Directive 2011/83/EU Annex I(B), in the wording of its Swedish, Finnish and English versions
 * (Kuluttajansuojalaki 6 luku, distansavtalslagen): fixed statutory text like the rest of the
 * withdrawal section, so not among the owner's editable paragraphs.
 */
function withdrawalForm(t: ServerT, { lang, business }: LegalInput): LegalSection {
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`legal:terms.form.${key}`, options);
  return {
    id: withdrawalFormId,
    heading: k("heading"),
    blocks: [
      text(k("intro")),
      {
        kind: "form",
        instruction: k("instruction"),
        addressee: k("to", { addressee: formAddressee(t, business, lang) }),
        lines: [k("notice"), k("ordered"), k("name"), k("address"), k("signature"), k("date")],
        note: k("note"),
      },
    ],
  };
}

function termsSections(t: ServerT, input: LegalInput): LegalSection[] {
  const { lang, business, behaviour } = input;
  const email = fact(t, business.email);
  const k = (key: string, options?: Record<string, unknown>) => t(`legal:terms.${key}`, options);
  return [
    {
      id: "saljare",
      heading: k("seller.heading"),
      blocks: [
        text(k("seller.text")),
        {
          kind: "facts",
          rows: [
            { label: k("seller.name"), value: fact(t, business.name) },
            { label: k("seller.businessId"), value: fact(t, business.businessId) },
            { label: k("seller.address"), value: fact(t, address(business, lang)) },
            {
              label: k("seller.email"),
              value: email,
              href: business.email ? `mailto:${business.email}` : undefined,
            },
            { label: k("seller.phone"), value: fact(t, business.phone) },
          ],
        },
      ],
    },
    { id: "produkter", heading: k("products.heading"), blocks: [text(k("products.text"))] },
    {
      id: "priser",
      heading: k("prices.heading"),
      blocks: [text(k("prices.text")), text(k("prices.campaign"))],
    },
    {
      id: "betalning",
      heading: k("payment.heading"),
      blocks: [text(k(`payment.${behaviour.payments}`)), text(k("payment.services"))],
    },
    {
      id: "leverans",
      heading: k("delivery.heading"),
      blocks: [
        {
          kind: "list",
          items: [
            k("delivery.software", { hours: figures.softwareHours }),
            k("delivery.photos", { days: figures.downloadDays, uses: figures.downloadUses }),
            k("delivery.website"),
            k("delivery.services"),
          ],
        },
      ],
    },
    {
      id: "angerratt",
      heading: k("withdrawal.heading"),
      blocks: [
        text(k("withdrawal.services")),
        text(k("withdrawal.digital")),
        text(k("withdrawal.website")),
        {
          kind: "link",
          text: k("withdrawal.how", { email }),
          link: { href: `#${withdrawalFormId}`, label: k("withdrawal.howLink") },
          after: k("withdrawal.howAfter"),
        },
      ],
    },
    withdrawalForm(t, input),
    { id: "fel", heading: k("complaints.heading"), blocks: [text(k("complaints.text"))] },
    {
      id: "tvister",
      heading: k("disputes.heading"),
      blocks: [
        text(k("disputes.text")),
        {
          kind: "link",
          link: { href: authorities.advisory[lang], label: k("disputes.advisory"), external: true },
        },
        {
          kind: "link",
          link: { href: authorities.board[lang], label: k("disputes.board"), external: true },
        },
      ],
    },
    { id: "lag", heading: k("law.heading"), blocks: [text(k("law.text"))] },
  ];
}

function privacySections(t: ServerT, { lang, business, behaviour }: LegalInput): LegalSection[] {
  const email = fact(t, business.email);
  const name = fact(t, business.name);
  const k = (key: string, options?: Record<string, unknown>) => t(`legal:privacy.${key}`, options);
  const recipients = [
    behaviour.payments === "stripe" ? k("recipients.stripe") : null,
    k("recipients.mail"),
    behaviour.aiHost ? k("recipients.ai", { host: behaviour.aiHost }) : null,
    behaviour.storageHost ? k("recipients.storage", { host: behaviour.storageHost }) : null,
    k("recipients.hosting"),
  ].filter((item): item is string => item !== null);
  return [
    {
      id: "ansvarig",
      heading: k("controller.heading"),
      blocks: [text(k("controller.text", { business: name, email }))],
    },
    {
      id: "uppgifter",
      heading: k("data.heading"),
      blocks: [
        {
          kind: "list",
          items: [
            k("data.account"),
            k("data.bookings"),
            k("data.orders"),
            k("data.messages"),
            k("data.applications"),
            k("data.reviews"),
            behaviour.aiHost ? k("data.chatModel", { host: behaviour.aiHost }) : k("data.chat"),
            k("data.mails"),
            k("data.photos"),
            k("data.limits"),
          ],
        },
      ],
    },
    { id: "grund", heading: k("basis.heading"), blocks: [text(k("basis.text"))] },
    {
      id: "lagring",
      heading: k("retention.heading"),
      blocks: [
        {
          kind: "list",
          items: [
            k("retention.account"),
            k("retention.sessions", {
              days: figures.sessionDays,
              verifyHours: figures.verifyHours,
              resetHours: figures.resetHours,
            }),
            k("retention.orders", { years: figures.orderYears }),
            k("retention.downloads", { days: figures.downloadDays, uses: figures.downloadUses }),
            k("retention.messages"),
            k("retention.reviews"),
            k("retention.counters"),
            k("retention.backups", { days: figures.backupDays }),
          ],
        },
      ],
    },
    {
      id: "mottagare",
      heading: k("recipients.heading"),
      blocks: [text(k("recipients.intro")), { kind: "list", items: recipients }],
    },
    {
      id: "rattigheter",
      heading: k("rights.heading"),
      blocks: [
        text(k("rights.text")),
        {
          kind: "link",
          text: k("rights.account"),
          link: {
            href: `${localizePath("/bookings", lang)}#account-data-heading`,
            label: k("rights.accountLink"),
          },
        },
        text(k("rights.email", { email })),
      ],
    },
    {
      id: "tillsyn",
      heading: k("authority.heading"),
      blocks: [
        {
          kind: "link",
          text: k("authority.text"),
          link: { href: authorities.ombudsman[lang], label: k("authority.link"), external: true },
        },
      ],
    },
    {
      id: "kakor",
      heading: k("cookies.heading"),
      blocks: [
        text(k("cookies.intro")),
        {
          kind: "table",
          caption: k("cookies.caption"),
          head: [k("cookies.name"), k("cookies.purpose"), k("cookies.lifetime")],
          rows: cookieRows(behaviour).map((row) => [
            row.name,
            k(`cookies.${row.purpose}`),
            k(`cookies.${row.lifetime.key}`, row.lifetime.values),
          ]),
        },
        ...(behaviour.payments === "stripe" ? [text(k("cookies.stripe"))] : []),
      ],
    },
    { id: "andringar", heading: k("changes.heading"), blocks: [text(k("changes.text"))] },
  ];
}

function ownerAdditions(t: ServerT, page: LegalPage, input: LegalInput) {
  const written = input.additions[page];
  const own = written[input.lang].trim();
  const paragraphs = paragraphsOf(localizedOrSv(written, input.lang));
  if (paragraphs.length === 0) return null;
  return {
    heading: t("legal:common.additions"),
    // Not translated: the Swedish is shown, marked as Swedish for screen readers and search.
    lang: own ? input.lang : ("sv" as const),
    paragraphs,
  };
}

/** One legal page in the input's language. */
export function legalDocument(page: LegalPage, input: LegalInput): LegalDocument {
  const t = serverT(input.lang);
  const business = fact(t, input.business.name);
  return {
    page,
    meta: {
      title: t(`legal:${page}.meta.title`),
      description: t(`legal:${page}.meta.description`, { business }),
      keywords: t(`legal:${page}.meta.keywords`),
    },
    lead: t(`legal:${page}.lead`),
    contentsLabel: t("legal:common.contents"),
    sections: page === "terms" ? termsSections(t, input) : privacySections(t, input),
    additions: ownerAdditions(t, page, input),
  };
}
