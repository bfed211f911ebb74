import { pluralOf } from "~/features/galleries/public/gallery-offer";

// The counts of a selection in words (docs/decisions/102): the browser's translator picks no
// plural forms, so each text is a "one"/"other" pair and the form is chosen here, by the number
// the noun goes with — the limit in "3 of 10 photos picked", the count elsewhere.

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Under the grid: "3 of 10 photos picked", or "3 photos picked" without a limit. */
export function selectionCounter(t: Translate, count: number, limit: number | null): string {
  return limit !== null
    ? t(`counter.limited.${pluralOf(limit)}`, { count, limit })
    : t(`counter.${pluralOf(count)}`, { count });
}

/** The owner's page of the gallery: "Limit: 10 photos". */
export function selectionLimitText(t: Translate, limit: number): string {
  return t(`admin.limit.${pluralOf(limit)}`, { limit });
}

/** The owner's mail of a sent selection: its subject and first paragraph. */
export function selectionMailTexts(
  t: Translate,
  values: { title: string; customer: string; count: number },
): { subject: string; body: string } {
  const form = pluralOf(values.count);
  return {
    subject: t(`proofing:mail.selection.subject.${form}`, values),
    body: t(`proofing:mail.selection.body.${form}`, values),
  };
}
