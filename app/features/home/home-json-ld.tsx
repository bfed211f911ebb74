import type { ServiceView } from "~/features/catalogue/service-view";
import { useHomeStructuredData } from "./use-home-structured-data";

/**
 * The business as JSON-LD (as Seo writes it: "<" escaped against "</script>"). Data for search
 * engines, which read the server's HTML: the home page keeps that script as the server wrote
 * it, and this code (the structured data's builders) is not in its first load (decision 112).
 */
export function HomeJsonLd({ services }: { services: readonly ServiceView[] }) {
  const business = useHomeStructuredData(services);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(business).replace(/</g, "\\u003c") }}
    />
  );
}
