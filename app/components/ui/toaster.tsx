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
      toastOptions={{
        closeButtonAriaLabel: t("closeNotification"),
        // sonner draws it 20 px square; 24 px is the smallest comfortable target (WCAG 2.5.8).
        classNames: { closeButton: "size-6! [&>svg]:size-3.5" },
      }}
    />
  );
}
