import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Seo } from "~/seo/seo";
import type { readPhotos } from "../public/compact-photos";
import type { PhotoGrid, ShownPhoto } from "../public/photo-grid";
import { ProofingRefusal, ProofingSections, proofingHeart } from "../proofing/proofing-sections";
import type { ClientGalleryPage } from "./client-gallery-page.server";
import { GalleryExpired } from "./gallery-expired";
import { PinForm } from "./pin-form";

const loadViewer = () => import("../public/photo-viewer");
const PhotoViewer = lazy(loadViewer);
const nothingPicked: ReadonlySet<string> = new Set();
const noop = () => {};

/**
 * The event page's grid and photo reader, handed over by the route: imported here, they would
 * become a chunk of their own that the event page loads too (half a kilobyte over its budget).
 */
export type SharedGrid = { PhotoGrid: typeof PhotoGrid; readPhotos: typeof readPhotos };

/** A client gallery's page in each of its states (docs/decisions/101). */
export function ClientGalleryView({
  page,
  shared,
}: {
  page: ClientGalleryPage;
  shared: SharedGrid;
}) {
  if (page.state === "needsPin") return <PinForm title={page.title} galleryKey={page.key} />;
  if (page.state === "expired")
    return (
      <GalleryExpired
        title={page.title}
        expiresOnText={page.expiresOnText}
        contact={page.contact}
      />
    );
  return <OpenClientGallery page={page} shared={shared} />;
}

/** The customer's photos: watermarked previews in the grid and the viewer. */
function OpenClientGallery({
  page,
  shared: { PhotoGrid, readPhotos },
}: {
  page: Extract<ClientGalleryPage, { state: "open" }>;
  shared: SharedGrid;
}) {
  const { t } = useTranslation("clientGallery");
  const photos = useMemo(() => readPhotos(page.photos), [page.photos, readPhotos]);
  const shown: ShownPhoto[] = useMemo(
    () => photos.map((photo, index) => ({ photo, position: index + 1 })),
    [photos],
  );
  const [viewer, setViewer] = useState<number | null>(null);
  const intent = useCallback(() => void loadViewer(), []);
  const { gallery } = page;
  const heart = useMemo(() => proofingHeart(page.proofing), [page.proofing]);
  return (
    <>
      <Seo
        title={t("meta.title", { title: gallery.title })}
        description={t("meta.description")}
        noindex
      />
      <section className="container-page pt-12 pb-6">
        <p className="text-sm font-semibold tracking-wide text-aurora uppercase">
          {t("page.kicker")}
        </p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl" lang={gallery.titleLang}>
          {gallery.title}
        </h1>
        {page.shotOnText && <p className="mt-2 text-mist">{page.shotOnText}</p>}
        {page.expiresOnText && (
          <p className="mt-4">{t("page.until", { date: page.expiresOnText })}</p>
        )}
        <p className="mt-1 text-sm text-mist">{t("page.private")}</p>
      </section>
      <div className="container-page pb-16">
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-line bg-ink-soft p-6">{t("page.noPhotos")}</p>
        ) : (
          <>
            <ProofingRefusal />
            <PhotoGrid
              shown={shown}
              reserved={0}
              onNearReserved={noop}
              picked={nothingPicked}
              canPick={false}
              onOpen={setViewer}
              onToggle={noop}
              onIntent={intent}
              cellExtra={heart}
            />
            {/* Hearts, notes, the selection, downloads and extras (docs/decisions/102). */}
            <ProofingSections
              slug={gallery.slug}
              shown={shown}
              proofing={page.proofing}
              perPhotoText={page.perPhotoText}
            />
          </>
        )}
      </div>
      {viewer !== null && shown[viewer] && (
        <Suspense fallback={null}>
          <PhotoViewer
            shown={shown}
            index={viewer}
            total={shown.length}
            picked={nothingPicked}
            canPick={false}
            onIndex={setViewer}
            onToggle={noop}
            onClose={() => setViewer(null)}
          />
        </Suspense>
      )}
    </>
  );
}
