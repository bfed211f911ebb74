import { clsx } from "clsx";
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { formatCents } from "~/features/shop/product-price";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import type { AdminServiceView, ServicePrice } from "../service-view";
import { textIn } from "../service-view";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "175 €", "från 350 €/mån.", "60 €/h", "enligt offert" — with the VAT rate beside it. */
function priceText(price: ServicePrice, lang: ReturnType<typeof useLanguage>, t: Translate) {
  if (price.kind === "quote" || price.amount === undefined) return t("price.quote");
  const amount = formatCents(price.amount, lang, price.currency);
  const kind = t(`price.${price.kind}`, { amount });
  return price.unit ? t(`price.${price.unit}`, { price: kind }) : kind;
}

/** Every service as a card, in the owner's order, with its actions as small forms. */
export function ServiceList({ services }: { services: AdminServiceView[] }) {
  const { t } = useTranslation("servicesAdmin");
  if (services.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <ol className="grid gap-4">
      {services.map((service, index) => (
        <ServiceCard
          key={service.id}
          service={service}
          first={index === 0}
          last={index === services.length - 1}
        />
      ))}
    </ol>
  );
}

function ServiceCard({
  service,
  first,
  last,
}: {
  service: AdminServiceView;
  first: boolean;
  last: boolean;
}) {
  const { t: typed } = useTranslation("servicesAdmin");
  const t = typed as unknown as Translate;
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const name = textIn(service.name, lang).text;
  const headingId = `service-${service.id}`;
  const actions = [
    { intent: "moveUp", text: t("list.moveUp"), Icon: ArrowUp, disabled: first },
    { intent: "moveDown", text: t("list.moveDown"), Icon: ArrowDown, disabled: last },
    service.hidden
      ? { intent: "show", text: t("list.show"), Icon: Eye, disabled: false }
      : { intent: "hide", text: t("list.hide"), Icon: EyeOff, disabled: false },
  ];
  const flags = (["bookable", "campaign", "hidden"] as const).filter((flag) => service[flag]);
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        "rounded-2xl border bg-ink-soft p-5",
        service.hidden ? "border-dashed border-line/70" : "border-line",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold break-words text-snow">
          {name}
        </h2>
        <p className="text-sm text-mist">{t("list.position", { position: service.position })}</p>
      </div>
      <p className="mt-1 text-sm">
        {t(`categories.${service.category}`)} · {priceText(service.price, lang, t)} ·{" "}
        {t("price.vat", { rate: service.price.vatRate.toLocaleString(lang) })}
      </p>
      {flags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("editor.flags")}>
          {flags.map((flag) => (
            <li
              key={flag}
              className={clsx(
                "rounded-full px-3 py-1 text-xs font-semibold",
                flag === "hidden" ? "bg-red-400/15 text-red-200" : "bg-aurora/15 text-aurora",
              )}
            >
              {t(`flags.${flag}`)}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to={lp(`/admin/services/${service.id}`)}
          aria-label={t("list.actionLabel", { action: t("list.edit"), name })}
          className={buttonClass("primary", "px-4 py-2")}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("list.edit")}
        </Link>
        {actions.map(({ intent, text, Icon, disabled }) => (
          <CardAction
            key={intent}
            id={service.id}
            intent={intent}
            disabled={disabled}
            label={t("list.actionLabel", { action: text, name })}
          >
            <Icon className="size-4" aria-hidden="true" />
            {text}
          </CardAction>
        ))}
      </div>
    </li>
  );
}

/** One action of a card as its own form (it works without scripts). */
function CardAction({
  id,
  intent,
  label,
  disabled = false,
  children,
}: {
  id: string;
  intent: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("servicesAdmin");
  return (
    <AdminActionForm intent={intent} fields={{ id }} failureTitle={t("list.failedTitle")}>
      {(busy) => (
        <ActionButton busy={busy} disabled={disabled} label={label}>
          {children}
        </ActionButton>
      )}
    </AdminActionForm>
  );
}

/**
 * While its form is sent the button is disabled, which drops the focus, and after a move its
 * card changes place: a keyboard user's focus is put back on the button they pressed.
 */
function ActionButton({
  busy,
  disabled,
  label,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  children: React.ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    if (!disabled) button.current?.focus();
  }, [busy, disabled]);
  return (
    <button
      ref={button}
      type="submit"
      disabled={busy || disabled}
      aria-label={label}
      onClick={() => (pressed.current = true)}
      className={buttonClass("secondary", "px-4 py-2")}
    >
      {children}
    </button>
  );
}
