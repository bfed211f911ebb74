import { Images } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * "Create client gallery" on a confirmed or completed booking (docs/decisions/101): a plain
 * form to its own action, which opens the new gallery's page.
 */
export function CreateClientGalleryButton({
  bookingId,
  label,
}: {
  bookingId: string;
  /** Names the booking for a screen reader among many such buttons. */
  label: string;
}) {
  const { t } = useTranslation("clientGallery");
  const lp = useLocalizedPath();
  return (
    <Form method="post" action={lp(`/admin/bookings/${bookingId}/client-gallery`)}>
      <button type="submit" aria-label={label} className={buttonClass("secondary", "px-4 py-2")}>
        <Images className="size-4" aria-hidden="true" />
        {t("booking.createGallery")}
      </button>
    </Form>
  );
}
