import { useTranslation } from "~/i18n/react";
import { chatPanelFrame } from "./chat-panel-frame";

/** Where the panel will be, while its code and texts arrive (a CSS spinner: no icon code). */
export function ChatPanelLoading() {
  const { t } = useTranslation();
  return (
    <div className={`${chatPanelFrame} items-center justify-center`} role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-aurora/30 border-t-aurora"
        aria-hidden="true"
      />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
