import { loadLegalPage } from "~/features/legal/legal-page.server";
import { LegalPageView } from "~/features/legal/legal-page";
import type { Route } from "./+types/privacy-policy";

/** /integritetspolicy: the privacy policy with its cookie table (docs/decisions/096). */
export function loader({ request }: Route.LoaderArgs) {
  return loadLegalPage(request, "privacy");
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView document={loaderData} />;
}
