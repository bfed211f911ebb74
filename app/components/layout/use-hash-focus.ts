import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const focusable = "a[href], button, input, select, textarea, [tabindex]";

/** Focuses an in-page link's target and brings it into view below the fixed header. */
export function focusHashTarget(hash: string, scroll: boolean): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  if (!target.matches(focusable)) {
    // Focusable only by script, and only until focus leaves: a click inside the section later
    // should land on what was clicked, not on the section.
    target.tabIndex = -1;
    target.dataset.focusTarget = "";
    target.addEventListener(
      "blur",
      () => {
        target.removeAttribute("tabindex");
        delete target.dataset.focusTarget;
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true });
  // Scrolled here, last, although the router scrolls to a hash too: a dialog that closed on the
  // click gives focus back to where it was and stops that scroll, and a second click on the
  // same link gets none. Smooth, or instant when the visitor asks for reduced motion (app.css);
  // the header is kept clear by scroll-padding-top.
  if (scroll) target.scrollIntoView({ block: "start" });
  return document.activeElement === target;
}

/**
 * Moves keyboard focus to the target of every in-page link ("#kontakt", the skip link) and of a
 * page reached with a hash from another page, so the next Tab continues from there instead of
 * from the link that was left behind.
 */
export function useHashFocus() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    // Arriving by Back, Forward, a plain #link or a new document, the browser (or the router's
    // scroll restoration) has put the page where it belongs: only focus follows.
    if (location.hash) focusHashTarget(location.hash, type !== "POP");
    // Every navigation, including a second click on the same in-page link, has its own key.
  }, [location.key, location.hash, type]);
}
