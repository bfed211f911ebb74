import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on).
 * False on the server and during hydration.
 * For what a browser would otherwise fetch at once however far below the fold, such as a video's
 * poster (docs/decisions/074).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
