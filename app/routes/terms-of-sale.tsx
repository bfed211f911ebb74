import { loadLegalPage } from "~/features/legal/legal-page.server";
import { LegalPageView } from "~/features/legal/legal-page";
import type { Route } from "./+types/terms-of-sale";

/** /kopvillkor: the terms of sale (docs/decisions/096). */
export function loader({ request }: Route.LoaderArgs) {
  return loadLegalPage(request, "terms");
}

export default function TermsOfSalePage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView document={loaderData} />;
}
