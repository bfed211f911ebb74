import { Link } from "react-router";
import { legalPaths } from "~/components/layout/nav-links";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { LegalPage } from "./legal-additions";

// Links to the terms of sale and the privacy policy (docs/decisions/096), for beside a form or a
// buy button. Their texts are in "common", which every page has already: no namespace to load.
// Kept this small on purpose: it is in the first load of every page with a form (the home page's
// budget, server/bundle-budget.test.ts); the footer writes its two links itself.

/** "How we handle your personal data" / "Terms of sale and right of withdrawal". */
export function LegalLink({
  page,
  className = "underline hover:text-aurora",
  onClick,
}: {
  page: LegalPage;
  className?: string;
  /** E.g. the chat panel closes itself when the link is followed. */
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link to={useLocalizedPath()(legalPaths[page])} className={className} onClick={onClick}>
      {t(page === "terms" ? "legal.termsNote" : "legal.privacyNote")}
    </Link>
  );
}

/** The line under a form that stores personal data. */
export function PrivacyNote({ className = "text-center text-sm" }: { className?: string }) {
  return (
    <p className={className}>
      <LegalLink page="privacy" />
    </p>
  );
}

/** The line under a buy button: the terms of sale and the right of withdrawal. */
export function TermsNote({ className = "mt-2 text-sm" }: { className?: string }) {
  return (
    <p className={className}>
      <LegalLink page="terms" />
    </p>
  );
}
