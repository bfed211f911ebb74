import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "./toast";

/** The spec's toast container: bottom-right, Alt+T, labelled in the page's language. */
export default function Toaster() {
  const { t } = useTranslation();
  // Runs after sonner's own effects, so its store is subscribed before the first toast.
  useEffect(() => toasterMounted(), []);
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
