import { clsx } from "clsx";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/**
 * The status filter as links (the address holds it, so a filtered list can be bookmarked and
 * works without scripts); the current one is marked aria-current.
 */
export function StatusTabs({
  statuses,
  current,
  label,
}: {
  statuses: readonly { value: string; label: string }[];
  current: string | undefined;
  label: string;
}) {
  const { t } = useTranslation("admin");
  const tabs = [{ value: "", label: t("inbox.all") }, ...statuses];
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = (current ?? "") === tab.value;
          return (
            <li key={tab.value}>
              <Link
                to={tab.value ? `?status=${tab.value}` : "?"}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "inline-block rounded-full border px-4 py-1.5 text-sm font-semibold",
                  active
                    ? "border-aurora bg-aurora/10 text-snow"
                    : "border-line hover:border-aurora",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
