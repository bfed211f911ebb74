import { Heart, Send } from "lucide-react";
import { useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ImmediateDeliveryBox } from "~/features/shop/immediate-delivery-box";
import { useTranslation } from "~/i18n/react";
import { isFormFailure } from "~/lib/forms/form-result";
import { IntentForm } from "~/lib/forms/intent-form";
import { favouriteNoteMax, type ProofingView } from "./proofing-view";
import { selectionCounter, type Translate } from "./selection-counts";

/**
 * A photo's heart (docs/decisions/102): a toggle button (aria-pressed, named by the photo's
 * place) in its own form, over the photo's corner. Once the selection is sent it shows what was
 * chosen and changes nothing.
 */
export function HeartButton({
  photoId,
  position,
  proofing,
}: {
  photoId: string;
  position: number;
  proofing: ProofingView;
}) {
  const { t } = useTranslation("proofing");
  const hearted = Object.hasOwn(proofing.favourites, photoId);
  const locked = proofing.submittedAt !== null;
  return (
    <IntentForm
      intent={hearted ? "unheart" : "heart"}
      fields={{ photoId }}
      failureTitle={t("heart.label", { position })}
      className="absolute top-1 right-1"
    >
      {(busy) => (
        <button
          type="submit"
          id={`foto-${photoId}`}
          aria-pressed={hearted}
          aria-label={t("heart.label", { position })}
          title={hearted ? t("heart.remove") : t("heart.add")}
          disabled={busy || locked}
          className="grid size-11 place-items-center rounded-full bg-ink/70 text-snow shadow-md shadow-black/40 hover:text-rose-300 focus-visible:outline-2 focus-visible:outline-aurora disabled:cursor-default aria-pressed:text-rose-400"
        >
          <Heart className="size-6" fill={hearted ? "currentColor" : "none"} aria-hidden="true" />
        </button>
      )}
    </IntentForm>
  );
}

export type FavouriteItem = { photoId: string; position: number; thumb: string };

/**
 * The hearted photos under the grid, each with its note to the photographer: a form of its
 * own, saved with its button (plain text, at most 500 characters). Read only once sent.
 */
export function FavouritesList({
  items,
  proofing,
}: {
  items: FavouriteItem[];
  proofing: ProofingView;
}) {
  const { t } = useTranslation("proofing");
  const locked = proofing.submittedAt !== null;
  const hearted = items.filter((item) => Object.hasOwn(proofing.favourites, item.photoId));
  return (
    <section aria-labelledby="favourites-heading" className="my-8">
      <h2 id="favourites-heading" className="mb-3 text-xl font-bold">
        {t("favourites.title")}
      </h2>
      {hearted.length === 0 ? (
        <p>{t("favourites.empty")}</p>
      ) : (
        <ul className="space-y-4">
          {hearted.map(({ photoId, position, thumb }) => (
            <li key={photoId} className="flex gap-4">
              <img
                src={thumb}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-24 shrink-0 rounded object-cover"
              />
              <IntentForm
                intent="note"
                fields={{ photoId }}
                failureTitle={t("note.label")}
                className="grow space-y-2"
              >
                {(busy) => (
                  <>
                    <label htmlFor={`note-${photoId}`} className="block text-sm font-semibold">
                      {t("favourites.photo", { position })} – {t("note.label")}
                    </label>
                    <textarea
                      id={`note-${photoId}`}
                      name="note"
                      defaultValue={proofing.favourites[photoId] ?? ""}
                      maxLength={favouriteNoteMax}
                      readOnly={locked}
                      rows={2}
                      placeholder={t("note.placeholder")}
                      className="w-full rounded border border-line bg-ink p-2 text-sm"
                    />
                    {!locked && (
                      <button
                        type="submit"
                        disabled={busy}
                        className={buttonClass("secondary", "px-3 py-1 text-sm")}
                      >
                        {t("note.save")}
                      </button>
                    )}
                  </>
                )}
              </IntentForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The selection's counter ("3 of 10 picked", a live region) and its sending, which takes a
 * second step: a disclosure that says what sending means, then "Yes, send it".
 */
export function SelectionBar({ proofing }: { proofing: ProofingView }) {
  const { t } = useTranslation("proofing");
  const { count, limit, submittedAt } = proofing;
  const counter = selectionCounter(t as unknown as Translate, count, limit);
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-4 rounded-t-2xl border border-line bg-ink-soft p-4">
      <p role="status" className="font-semibold text-snow" data-testid="selection-counter">
        {counter}
      </p>
      {submittedAt ? (
        <p>{t("submit.submitted", { date: submittedAt })}</p>
      ) : (
        count > 0 && (
          <details>
            <summary className={buttonClass("primary", "cursor-pointer px-5 py-2")}>
              {t("submit.open")}
            </summary>
            <div className="mt-3 space-y-3">
              <p>{t(count === 1 ? "submit.confirm.one" : "submit.confirm.other", { count })}</p>
              <IntentForm intent="submitSelection" fields={{}} failureTitle={t("submit.open")}>
                {(busy) => (
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClass("primary", "px-5 py-2")}
                  >
                    <Send className="size-4" aria-hidden="true" />
                    {t("submit.yes")}
                  </button>
                )}
              </IntentForm>
            </div>
          </details>
        )
      )}
    </div>
  );
}

/** A proofing form posted without scripts and refused: its message, where the page shows it. */
export function ProofingRefusal() {
  const failure = useActionData();
  if (!isFormFailure(failure)) return null;
  if (!["heart", "unheart", "note", "submitSelection"].includes(failure.intent)) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-2xl border border-red-400/40 bg-red-400/10 p-4 text-snow"
    >
      {failure.detail}
    </p>
  );
}

/** What the customer may download, and how (docs/decisions/102). */
export function DeliveryPanel({ slug, proofing }: { slug: string; proofing: ProofingView }) {
  const { t } = useTranslation("proofing");
  const count = proofing.downloadable.length;
  return (
    <section aria-labelledby="delivery-heading" className="my-8 rounded-2xl border border-line p-5">
      <h2 id="delivery-heading" className="mb-2 text-xl font-bold">
        {t("delivery.title")}
      </h2>
      {count > 0 ? (
        <a
          href={`/api/galleries/${slug}/download`}
          download
          className={buttonClass("primary", "px-5 py-2")}
        >
          {t(count === 1 ? "delivery.downloadAll.one" : "delivery.downloadAll.other", { count })}
        </a>
      ) : (
        <p>
          {proofing.allowDownload && proofing.limit !== null && !proofing.submittedAt
            ? t("delivery.waitingForSelection")
            : t("delivery.viewOnly")}
        </p>
      )}
    </section>
  );
}

/** The single download of a photo the customer may download. */
export function PhotoDownloadLink({
  slug,
  photoId,
  position,
}: {
  slug: string;
  photoId: string;
  position: number;
}) {
  const { t } = useTranslation("proofing");
  return (
    <a
      href={`/api/galleries/${slug}/photos/${photoId}/download`}
      download
      className="text-sm underline"
    >
      {t("delivery.downloadOne", { position })}
    </a>
  );
}

/**
 * Photos beyond the included ones, bought at the checkout (docs/decisions/102): a plain form
 * posted to the page, whose action starts the same checkout as the event galleries' buy
 * buttons (a 303 to the payment page) with the digital-content consent.
 */
export function BuyExtras({
  items,
  price,
  consentError,
}: {
  items: FavouriteItem[];
  /** One photo's price as the page writes it ("5 €"). */
  price: string;
  consentError?: string;
}) {
  const { t } = useTranslation("proofing");
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="extras-heading" className="my-8 rounded-2xl border border-line p-5">
      <h2 id="extras-heading" className="mb-2 text-xl font-bold">
        {t("extras.title")}
      </h2>
      <p className="mb-4">{t("extras.lead", { perPhoto: price })}</p>
      <form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="photos" />
        <ul className="flex flex-wrap gap-3">
          {items.map(({ photoId, position, thumb }) => (
            <li key={photoId}>
              <label className="flex cursor-pointer flex-col items-center gap-1 text-sm">
                <img
                  src={thumb}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded object-cover"
                />
                <span className="flex items-center gap-1">
                  <input type="checkbox" name="photo" value={photoId} className="size-5" />
                  {t("extras.pick", { position })}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <ImmediateDeliveryBox error={consentError} className="text-sm" />
        <button type="submit" className={buttonClass("primary", "px-5 py-2")}>
          {t("extras.buy")}
        </button>
      </form>
    </section>
  );
}
