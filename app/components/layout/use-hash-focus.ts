import { useEffect } from "react";
import { useLocation } from "react-router";

const focusable = "a[href], button, input, select, textarea, [tabindex]";

/** Focuses an in-page link's target (the router scrolls it into view; CSS keeps it clear of the header). */
export function focusHashTarget(hash: string): boolean {
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
  // The scroll is the router's (smooth, or instant when the visitor asks for reduced motion).
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * Moves keyboard focus to the target of every in-page link ("#kontakt", the skip link) and of a
 * page reached with a hash from another page, so the next Tab continues from there instead of
 * from the link that was left behind.
 */
export function useHashFocus() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash) focusHashTarget(location.hash);
    // Every navigation, including a second click on the same in-page link, has its own key.
  }, [location.key, location.hash]);
}
