import { LoaderCircle } from "lucide-react";
import { useTranslation } from "~/i18n/react";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center">
      <LoaderCircle className="size-8 animate-spin text-aurora" aria-hidden="true" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
