import type { Language } from "~/i18n/languages";
import {
  composeMail,
  customerMail,
  mailT,
  oneLine,
  type DetailRow,
  type MailContent,
} from "./compose.server";
import { ownerLanguage } from "./owner-mails.server";

// The mails about what visitors send without an account (docs/decisions/050): the owner's
// notices in Swedish, like every owner mail, and the applicant's and the contact message
// sender's receipts in their language (docs/decisions/098).

const languageRow = (language: Language): DetailRow => {
  const t = mailT(ownerLanguage);
  return { label: t("submissions.language"), value: t(`owner.languages.${language}`) };
};

function contactRows(input: { name: string; email: string; phone?: string | null }) {
  const t = mailT(ownerLanguage);
  const rows: DetailRow[] = [
    { label: t("submissions.name"), value: input.name },
    { label: t("owner.email"), value: input.email, href: `mailto:${input.email}` },
  ];
  if (input.phone)
    rows.push({
      label: t("owner.phone"),
      value: input.phone,
      href: `tel:${input.phone.replace(/[^\d+]/g, "")}`,
    });
  return rows;
}

export type ReviewMailInput = {
  name: string;
  service: string;
  rating: number;
  feedback: string;
  language: Language;
  /** The back office's reviews page. */
  adminUrl: string;
};

export function reviewReceivedOwner(input: ReviewMailInput): MailContent {
  const t = mailT(ownerLanguage);
  return composeMail({
    language: ownerLanguage,
    subject: t("submissions.review.subject", {
      name: oneLine(input.name),
      rating: input.rating,
    }),
    heading: t("submissions.review.heading"),
    blocks: [
      { kind: "paragraph", text: t("submissions.review.body") },
      {
        kind: "details",
        rows: [
          { label: t("submissions.name"), value: input.name },
          { label: t("submissions.review.service"), value: input.service },
          { label: t("submissions.review.rating"), value: `${input.rating}/5` },
          languageRow(input.language),
        ],
      },
      { kind: "quote", label: t("submissions.review.feedback"), text: input.feedback },
      { kind: "button", label: t("submissions.review.button"), url: input.adminUrl },
    ],
  });
}

export type ApplicationMailInput = {
  name: string;
  email: string;
  phone: string;
  specialization: string;
  experienceYears: number;
  portfolioUrl: string | null;
  message: string;
  language: Language;
  adminUrl: string;
};

export function applicationReceivedOwner(input: ApplicationMailInput): MailContent {
  const t = mailT(ownerLanguage);
  const rows = contactRows(input);
  rows.push(
    { label: t("submissions.application.specialization"), value: input.specialization },
    {
      label: t("submissions.application.experience"),
      value:
        input.experienceYears === 1
          ? t("submissions.application.yearsOne")
          : t("submissions.application.yearsMany", { count: input.experienceYears }),
    },
  );
  if (input.portfolioUrl)
    rows.push({
      label: t("submissions.application.portfolio"),
      value: input.portfolioUrl,
      href: input.portfolioUrl,
    });
  rows.push(languageRow(input.language));
  return composeMail({
    language: ownerLanguage,
    subject: t("submissions.application.subject", {
      name: oneLine(input.name),
      specialization: oneLine(input.specialization),
    }),
    heading: t("submissions.application.heading"),
    blocks: [
      { kind: "paragraph", text: t("submissions.application.body") },
      { kind: "details", rows },
      { kind: "quote", label: t("owner.message"), text: input.message },
      { kind: "button", label: t("submissions.application.button"), url: input.adminUrl },
    ],
  });
}

/** The applicant's receipt: what we got, and that we answer within `hours` hours. */
export function applicationReceivedApplicant(
  input: Pick<ApplicationMailInput, "name" | "specialization" | "language"> & { days: number },
): MailContent {
  return customerMail({
    language: input.language,
    texts: "submissions.applicationReceived",
    name: input.name,
    blocks: (t) => [
      {
        kind: "paragraph",
        text: t("submissions.applicationReceived.body", { days: input.days }),
      },
      {
        kind: "details",
        rows: [
          {
            label: t("submissions.applicationReceived.specialization"),
            value: input.specialization,
          },
        ],
      },
      { kind: "paragraph", text: t("submissions.applicationReceived.questions") },
    ],
  });
}

export type ContactMailInput = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
  adminUrl: string;
};

export function contactReceivedOwner(input: ContactMailInput): MailContent {
  const t = mailT(ownerLanguage);
  return composeMail({
    language: ownerLanguage,
    subject: t("submissions.contact.subject", { name: oneLine(input.name) }),
    heading: t("submissions.contact.heading"),
    blocks: [
      { kind: "paragraph", text: t("submissions.contact.body") },
      { kind: "details", rows: [...contactRows(input), languageRow(input.language)] },
      { kind: "quote", label: t("owner.message"), text: input.message },
      { kind: "button", label: t("submissions.contact.button"), url: input.adminUrl },
    ],
  });
}

/**
 * A name to greet by only when it reads as a person's name: letters, spaces, hyphens and
 * apostrophes, no dots. Anything else (an address, a link, an advert) is not repeated to the address a
 * stranger may have typed in; the greeting is then "Hej,".
 */
export function greetableName(name: string): string | undefined {
  const trimmed = oneLine(name);
  return /^\p{L}[\p{L}\p{M}' -]{0,59}$/u.test(trimmed) ? trimmed : undefined;
}

/**
 * The contact message sender's receipt in their language: that it arrived and that the answer
 * comes to this address. Nothing of the message is repeated.
 */
export function contactReceivedSender(input: { name: string; language: Language }): MailContent {
  return customerMail({
    language: input.language,
    texts: "submissions.contactReceived",
    name: greetableName(input.name),
    blocks: (t) => [
      { kind: "paragraph", text: t("submissions.contactReceived.body") },
      { kind: "paragraph", text: t("submissions.contactReceived.notYou") },
    ],
  });
}
