import { clsx } from "clsx";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { ButtonLink } from "./button";

/** The closing invitation of an inner page: heading, a line of text, a button to #kontakt. */
export function ContactCta({
  id,
  title,
  text,
  button,
  className = "py-24",
}: {
  id: string;
  title: string;
  text: string;
  button: string;
  /** Vertical spacing; pages whose last section already pads its bottom pass "pb-24". */
  className?: string;
}) {
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby={id} className={clsx("container-page text-center", className)}>
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
      <ButtonLink to={lp("/#kontakt")} className="mt-8">
        {button}
      </ButtonLink>
    </section>
  );
}
