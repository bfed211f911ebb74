import { useTranslation } from "react-i18next";
import { Toaster as Sonner } from "sonner";

/** The spec's toast container: bottom-right, Alt+T, labelled in the page's language. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      position="bottom-right"
      theme="dark"
      richColors
      closeButton
      containerAriaLabel={t("notifications")}
    />
  );
}
