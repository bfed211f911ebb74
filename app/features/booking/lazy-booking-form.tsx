import { useEffect, useRef, useState } from "react";
import { BasicBookingForm } from "./basic-booking-form";
import { hasDraft } from "./booking-draft";
import type { BookingFormValues } from "./booking-fields";
import type { BookingForm } from "./booking-form";

type Loaded = {
  Form: typeof BookingForm;
  values: Partial<BookingFormValues>;
};

/**
 * The server renders the plain booking form; the calendar form (its validation library,
 * calendar and texts are the heaviest part of the home page) is downloaded when the visitor
 * comes near, and takes over with what was typed in the plain one.
 */
export function LazyBookingForm() {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const basic = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const element = basic.current;
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

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void import("./booking-form").then((module) => {
      if (!active) return;
      const typed = basic.current ? new FormData(basic.current) : null;
      const value = (name: keyof BookingFormValues) => {
        const entry = typed?.get(name);
        return typeof entry === "string" ? entry : "";
      };
      setLoaded({
        Form: module.BookingForm,
        values: {
          serviceType: value("serviceType"),
          bookingDate: value("bookingDate"),
          bookingTime: value("bookingTime"),
          message: value("message"),
        },
      });
    });
    return () => {
      active = false;
    };
  }, [wanted]);

  if (!loaded) return <BasicBookingForm ref={basic} />;
  return <loaded.Form initialValues={loaded.values} />;
}
