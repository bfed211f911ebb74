import type { TFunction } from "i18next";
import { config } from "~/config.server";
import type { LocalizedText } from "~/db/schema";
import {
  composeMail,
  mailT,
  type MailBlock,
  type MailContent,
} from "~/features/mail/compose.server";
import { ownerLanguage } from "~/features/mail/owner-mails.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { createI18n } from "~/i18n/i18n";
import { localizePath, type Language } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { businessToday } from "~/lib/clock";
import { formatDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { softwareDeliveryHours } from "./facts";
import { formatCents } from "./product-price";
import { consentLine, receiptRows, refundLine, type Receipt } from "./receipt";

// The shop's mails (docs/decisions/043), in the buyer's language; the owner's in Swedish. Built
// from the same blocks as every other mail of the site (docs/decisions/016).

export type OrderMailInput = {
  orderId: string;
  /** What people read: "2026-0042" (the id stays internal). */
  orderNumber: string;
  language: Language;
  productName: LocalizedText;
  amount: number;
  currency: string;
};

const translators = new Map<Language, TFunction<"checkout">>();

function checkoutT(language: Language): TFunction<"checkout"> {
  let t = translators.get(language);
  if (!t) {
    const i18n = createI18n(language, allResources, (lang, key) =>
      logger.warn("missing translation", { lang, key }),
    );
    t = i18n.getFixedT(language, "checkout");
    translators.set(language, t);
  }
  return t;
}

function orderRows(input: OrderMailInput): MailBlock {
  const t = checkoutT(input.language);
  return {
    kind: "details",
    rows: [
      { label: t("mail.product"), value: input.productName[input.language] },
      {
        label: t("mail.amount"),
        value: formatCents(input.amount, input.language, input.currency),
      },
      { label: t("mail.order"), value: input.orderNumber },
    ],
  };
}

function buyerMail(
  input: OrderMailInput,
  texts: "album" | "licenceKey",
  blocks: (t: TFunction<"checkout">) => MailBlock[],
): MailContent {
  const t = checkoutT(input.language);
  const mail = mailT(input.language);
  const { business } = currentSettings();
  return composeMail({
    language: input.language,
    subject: t(`mail.${texts}.subject`, { number: input.orderNumber, business: business.name }),
    heading: t(`mail.${texts}.heading`),
    greeting: mail("greetingNoName"),
    blocks: [...blocks(t), orderRows(input)],
    signOff: mail("signOff"),
  });
}

export type DownloadLink = { url: string; expiresAt: Date; uses: number };

function albumBlocks(t: TFunction<"checkout">, language: Language, link: DownloadLink) {
  return [
    { kind: "paragraph", text: t("mail.album.body") },
    { kind: "button", label: t("mail.album.button"), url: link.url },
    {
      kind: "paragraph",
      text: t("mail.album.validity", {
        date: formatDate(businessToday(link.expiresAt), language, "long"),
        uses: link.uses,
      }),
    },
  ] satisfies MailBlock[];
}

/** The album's personal download link again (the owner's "resend"). */
export function albumDeliveryMail(input: OrderMailInput, link: DownloadLink): MailContent {
  return buyerMail(input, "album", (t) => albumBlocks(t, input.language, link));
}

/**
 * The mail of a paid order (docs/decisions/097): what happens next (the download link, when the
 * key comes, the website's handover) and the receipt: seller, number, date, item, net, VAT,
 * total, payment method, and the consent to immediate delivery for digital content.
 */
export function receiptMail(
  receipt: Receipt,
  next:
    | { kind: "album"; link: DownloadLink }
    | { kind: "licenceOrdered" }
    | { kind: "websiteOrdered" }
    | { kind: "deposit" }
    | { kind: "depositRefunded"; date: string; time: string },
): MailContent {
  const language = receipt.language;
  const t = checkoutT(language);
  const mail = mailT(language);
  const { business } = currentSettings();
  const consent = consentLine(receipt, t);
  const refund = refundLine(receipt, t);
  const lead: MailBlock[] =
    next.kind === "deposit"
      ? [{ kind: "paragraph", text: t("mail.deposit.body") }]
      : next.kind === "depositRefunded"
        ? [{ kind: "paragraph", text: t("mail.depositRefunded.body", next) }]
        : next.kind === "album"
          ? albumBlocks(t, language, next.link)
          : next.kind === "licenceOrdered"
            ? [
                {
                  kind: "paragraph",
                  text: t("mail.licenceOrdered.body", { hours: softwareDeliveryHours }),
                },
              ]
            : [{ kind: "paragraph", text: t("mail.websiteOrdered.body") }];
  return composeMail({
    language,
    subject:
      next.kind === "depositRefunded"
        ? t("mail.depositRefunded.subject", {
            number: receipt.orderNumber,
            business: business.name,
          })
        : t("receipt.subject", { number: receipt.orderNumber, business: business.name }),
    heading: t(`mail.${next.kind}.heading`),
    greeting: mail("greetingNoName"),
    blocks: [
      ...lead,
      { kind: "paragraph", text: t("receipt.title") },
      { kind: "details", rows: receiptRows(receipt, t) },
      ...(consent ? [{ kind: "paragraph", text: consent } satisfies MailBlock] : []),
      ...(refund ? [{ kind: "paragraph", text: refund } satisfies MailBlock] : []),
    ],
    signOff: mail("signOff"),
  });
}

export function licenceKeyMail(input: OrderMailInput, licenceKey: string): MailContent {
  return buyerMail(input, "licenceKey", (t) => [
    { kind: "paragraph", text: t("mail.licenceKey.body") },
    { kind: "quote", label: t("mail.licenceKey.key"), text: licenceKey },
    { kind: "paragraph", text: t("mail.licenceKey.keep") },
  ]);
}

/** To the owner: a paid order, and what to do about it. */
export function newOrderOwnerMail(
  input: OrderMailInput & { category: "software" | "websites" | "photos"; buyerEmail: string },
): MailContent {
  const t = checkoutT(ownerLanguage);
  const amount = formatCents(input.amount, ownerLanguage, input.currency);
  const product = input.productName[ownerLanguage];
  return composeMail({
    language: ownerLanguage,
    subject: t("mail.owner.subject", { number: input.orderNumber, product, amount }),
    heading: t("mail.owner.heading"),
    blocks: [
      {
        kind: "paragraph",
        text: t(`mail.owner.${input.category}`, { hours: softwareDeliveryHours }),
      },
      {
        kind: "details",
        rows: [
          { label: t("mail.product"), value: product },
          { label: t("mail.amount"), value: amount },
          {
            label: t("mail.owner.buyer"),
            value: input.buyerEmail,
            href: `mailto:${input.buyerEmail}`,
          },
          { label: t("mail.owner.language"), value: input.language },
          { label: t("mail.order"), value: input.orderNumber },
        ],
      },
      {
        kind: "link",
        lead: t("mail.owner.open"),
        url: `${config().publicUrl}${localizePath("/admin/orders", ownerLanguage)}?order=${input.orderId}`,
      },
    ],
  });
}
