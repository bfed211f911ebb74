import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { hasDraft } from "./booking-draft";

// The form (with its validation library, calendar and texts) is the heaviest part of the home
// page and sits at its end: it is downloaded when the visitor comes near it, not on first load.
const BookingForm = lazy(() =>
  import("./booking-form").then((module) => ({ default: module.BookingForm })),
);

export function LazyBookingForm() {
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    // Back from signing in with a draft, sent straight to #kontakt, or no observer: load now.
    if (
      hasDraft() ||
      window.location.hash === "#kontakt" ||
      !element ||
      !("IntersectionObserver" in window)
    ) {
      const frame = requestAnimationFrame(() => setWanted(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const skeleton = <FormSkeleton ref={placeholder} />;
  if (!wanted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <BookingForm />
    </Suspense>
  );
}

function FormSkeleton({ ref }: { ref?: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      aria-busy="true"
      className="flex min-h-[46rem] animate-pulse flex-col gap-4 rounded-2xl border border-line bg-ink-soft p-6 sm:p-8"
    >
      <span className="sr-only">{t("loading")}</span>
      <div className="h-7 w-1/2 rounded bg-ink-raised" />
      <div className="h-11 rounded bg-ink-raised" />
      <div className="h-72 rounded bg-ink-raised" />
      <div className="h-24 rounded bg-ink-raised" />
      <div className="h-12 w-40 rounded-full bg-ink-raised" />
    </div>
  );
}
