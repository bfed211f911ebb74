/**
 * Class names that show a back-office table as a list of cards below the `md` breakpoint
 * (docs/decisions/100): on a 390 px phone a table of five columns is wider than the screen, and
 * a scrolling box hides the column that matters. Each cell names its column itself
 * (`data-label`), since the head is only read by screen readers there. From `md` up the table
 * is the table it always was.
 */
export const cardTable = {
  /** The box around the table: a scrolling frame on a desktop, nothing on a phone. */
  frame: "md:overflow-x-auto md:rounded-2xl md:border md:border-line",
  table: "w-full text-left text-sm max-md:block",
  head: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "max-md:grid max-md:gap-2 max-md:rounded-2xl max-md:border max-md:border-line max-md:bg-ink-soft max-md:p-4",
  /** A cell: its column's name above its value on a phone; long words wrap, never per letter. */
  cell: "max-md:block max-md:p-0 max-md:whitespace-normal max-md:wrap-anywhere max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-mist max-md:before:content-[attr(data-label)]",
  /** A cell that needs no label (a title or a button). */
  plainCell: "max-md:block max-md:p-0 max-md:whitespace-normal max-md:wrap-anywhere",
} as const;
