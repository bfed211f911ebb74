/** The name a visitor gave and the item's state: the top line of a review, application or message. */
export function SubmissionHeading({ name, status }: { name: string; status: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="text-lg font-semibold break-words text-snow">{name}</h2>
      <span className="rounded-full border border-line px-2.5 py-0.5 text-sm">{status}</span>
    </div>
  );
}
