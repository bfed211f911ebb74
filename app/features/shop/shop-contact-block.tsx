import { MessageCircle } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/** The closing call to action of the shop pages: a question and a button to the contact form. */
export function ShopContactBlock({
  id,
  title,
  text,
  button,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
}) {
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby={id} className="container-page pb-24">
      <div className="rounded-3xl border border-line bg-gradient-to-br from-ink-raised to-ink-soft px-6 py-14 text-center sm:px-12">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
        <ButtonLink to={lp("/#kontakt")} className="mt-8">
          <MessageCircle className="size-4" aria-hidden="true" />
          {button}
        </ButtonLink>
      </div>
    </section>
  );
}
