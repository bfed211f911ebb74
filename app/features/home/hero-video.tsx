import { useEffect, useState } from "react";
import { videos } from "~/content/media";

/**
 * The looping background film over the hero poster. It is attached only after hydration and
 * only without reduced motion, so it never competes with the poster (the LCP image) for the
 * first paint; it fades in once it actually plays, so a slow or missing file shows the poster.
 */
export function HeroVideo() {
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setEnabled(!reducedMotion.matches);
    update();
    reducedMotion.addEventListener("change", update);
    return () => reducedMotion.removeEventListener("change", update);
  }, []);

  if (!enabled) return null;
  return (
    <video
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
      src={videos.heroLoop.src}
      width={videos.heroLoop.width}
      height={videos.heroLoop.height}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      onPlaying={() => setPlaying(true)}
    />
  );
}
