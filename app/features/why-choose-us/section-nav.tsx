import { useTranslation } from "~/i18n/react";
import { reasonSections } from "./reasons";

/** Jump links to the three sections, so a visitor can go straight to what matters to them. */
export function SectionNav() {
  const { t } = useTranslation("whyChooseUs");
  return (
    <nav aria-label={t("sectionsLabel")} className="border-b border-line bg-ink-soft/60">
      <ul className="container-page flex flex-wrap justify-center gap-3 py-5">
        {reasonSections.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.key}>
              <a
                href={`#${section.anchor}`}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-ink-raised/60 px-4 py-2 text-sm font-medium text-snow transition-colors hover:border-aurora hover:text-aurora"
              >
                <Icon className="size-4 text-aurora" aria-hidden="true" />
                {t(`sections.${section.key}.title`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
