import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import { AdminActionForm } from "../admin-action-form";
import type { Block } from "./blocks.server";

/** The upcoming blocks, each with a button that removes it. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation("admin");
  const lang = useLanguage();
  return (
    <section aria-labelledby="block-list" className="mt-10">
      <h2 id="block-list" className="text-lg font-semibold">
        {t("blocks.listTitle")}
      </h2>
      {blocks.length === 0 ? (
        <p className="mt-3">{t("blocks.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {blocks.map((block) => {
            const day = formatDate(block.date, lang, "full");
            const when = block.time
              ? `${day} ${formatClockTime(block.time, lang)}`
              : `${day} (${t("blocks.wholeDay").toLowerCase()})`;
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
              >
                <span className="first-letter:uppercase">{when}</span>
                <AdminActionForm
                  intent="unblock"
                  fields={{ blockId: block.id }}
                  failureTitle={t("blocks.removeFailedTitle")}
                >
                  {(busy) => (
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={busy}
                      aria-label={t("blocks.removeLabel", { when })}
                      className="px-4 py-2"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t("blocks.remove")}
                    </Button>
                  )}
                </AdminActionForm>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
