import { clsx } from "clsx";

/** The eyebrow + heading + lead used at the top of most sections. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  as: Heading = "h2",
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
}) {
  return (
    <div className={clsx("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={clsx(
          "font-bold tracking-tight",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg leading-relaxed text-mist">{lead}</p>}
    </div>
  );
}
