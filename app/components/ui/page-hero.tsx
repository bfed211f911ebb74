import type { ImageAsset } from "~/content/media";
import { ResponsiveImage } from "./responsive-image";

/** The opening block of an inner page: eyebrow, the page's one <h1>, a lead, actions, an image. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  image?: ImageAsset;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line">
      {image && (
        <div className="absolute inset-0 -z-10">
          <ResponsiveImage
            image={image}
            alt=""
            sizes="100vw"
            priority
            className="h-full w-full object-cover opacity-35"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-ink/40 via-ink/70 to-ink" />
        </div>
      )}
      <div className="container-page py-20 text-center sm:py-28">
        {eyebrow && (
          <p className="mb-4 text-sm font-semibold tracking-widest text-aurora uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">{title}</h1>
        {lead && (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-mist sm:text-xl">
            {lead}
          </p>
        )}
        {children && <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
    </section>
  );
}
