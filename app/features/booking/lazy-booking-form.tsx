import { useEffect, useRef, useState } from "react";
import { BasicBookingForm } from "./basic-booking-form";
import { hasDraft, saveDraft } from "./booking-draft";
import type { BookingFormValues } from "./booking-fields";
import type { BookingFormService } from "./booking-price";
import type { BookingForm } from "./booking-form";

/**
 * The server renders the plain booking form; the calendar form (its validation library,
 * calendar and texts are the heaviest part of the home page) is downloaded when the visitor
 * comes near, and takes over with what was typed in the plain one.
 */
export function LazyBookingForm({
  services,
  typed: typedBeforeHydration,
}: {
  services: readonly BookingFormService[];
  /** What was typed into the server's form before this code arrived (`onDemand`). */
  typed?: () => Partial<Record<keyof BookingFormValues, string>>;
}) {
  const [wanted, setWanted] = useState(false);
  const [Form, setForm] = useState<{ component: typeof BookingForm } | null>(null);
  const basic = useRef<HTMLFormElement>(null);
  // What the visitor types in the plain form, kept as it is typed: the calendar form starts
  // from it whenever it mounts (it may wait for its texts after its code has arrived).
  const typed = useRef<Partial<BookingFormValues>>({});
  useEffect(() => {
    const before = typedBeforeHydration?.();
    if (before && Object.keys(before).length > 0) typed.current = { ...before, ...typed.current };
  }, [typedBeforeHydration]);

  useEffect(() => {
    const element = basic.current;
    // A draft kept in this tab (a reload, back from signing in), sent straight to #kontakt, or
    // no observer: load now.
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

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void import("./booking-form").then((module) => {
      if (active) setForm({ component: module.BookingForm });
    });
    return () => {
      active = false;
    };
  }, [wanted]);

  if (!Form)
    return (
      <BasicBookingForm
        ref={basic}
        services={services}
        typedBeforeHydration={typedBeforeHydration}
        onValues={(values) => {
          typed.current = values;
          saveDraft(values);
        }}
      />
    );
  return <Form.component typed={typed} services={services} />;
}
