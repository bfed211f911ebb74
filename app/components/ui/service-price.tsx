import type { ServiceView } from "~/features/catalogue/service-view";
import { PriceTag } from "./price-tag";

/**
 * The foot of a service card: the catalogue's price and, where it says, what the price covers
 * ("Upp till 6 timmar på plats och 600–720 redigerade bilder"). `textLang` marks a Swedish
 * fallback text.
 */
export function ServicePrice({
  service,
  textLang,
}: {
  service: Pick<ServiceView, "price" | "includes">;
  textLang?: string;
}) {
  return (
    <div className="mt-6 border-t border-line pt-4">
      <PriceTag price={service.price} />
      {service.includes?.text && (
        <p className="mt-1 text-sm" lang={textLang}>
          {service.includes.text}
        </p>
      )}
    </div>
  );
}
