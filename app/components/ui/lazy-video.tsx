import { clsx } from "clsx";
import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { imageUrl, type VideoAsset } from "~/content/media";
import { useNearViewport } from "~/lib/use-near-viewport";

type Props = {
  video: VideoAsset;
  /** The accessible name of the video, e.g. its title. */
  label: string;
  /**
   * "controls": native controls, nothing plays by itself.
   * "ambient": muted loop that plays only while on screen, never under prefers-reduced-motion.
   */
  mode?: "ambient" | "controls";
  /**
   * Ambient mode only: texts for a pause/play button over the video (WCAG 2.2.2 asks for a way to
   * stop moving content). Without them the native controls are shown instead.
   */
  toggleLabels?: { play: string; pause: string };
  className?: string;
};

/**
 * A video in a fixed 16:9 box (no layout shift) that downloads nothing until it is played. Its
 * poster is named once the box nears the viewport: a browser fetches a video's poster at once,
 * however far below the fold (docs/decisions/074).
 */
export function LazyVideo({ video, label, mode = "controls", toggleLabels, className }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(ref);
  const reducedMotion = usePrefersReducedMotion();
  const ambient = mode === "ambient" && !reducedMotion;
  const [playing, setPlaying] = useState(false);
  // A visitor who paused the loop keeps it paused when it scrolls back into view.
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!ambient || !element) return;
    // React does not always set `muted` during hydration, and browsers refuse to autoplay sound.
    element.muted = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !pausedByVisitor.current)
          element.play().catch(() => setPlaying(false));
        else if (!entry?.isIntersecting) element.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.pause();
    };
  }, [ambient]);

  function toggle() {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      pausedByVisitor.current = false;
      element.play().catch(() => setPlaying(false));
    } else {
      pausedByVisitor.current = true;
      element.pause();
    }
  }

  const showToggle = ambient && toggleLabels;
  return (
    <div
      className={clsx(
        "relative aspect-video overflow-hidden rounded-2xl border border-line bg-ink-raised",
        className,
      )}
    >
      <video
        ref={ref}
        width={video.width}
        height={video.height}
        poster={near ? imageUrl(video.poster, 1200, "webp") : undefined}
        preload="none"
        aria-label={label}
        controls={!ambient || !toggleLabels}
        muted={mode === "ambient"}
        loop={ambient}
        playsInline
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="h-full w-full object-cover"
      >
        <source src={video.src} type="video/mp4" />
      </video>
      {showToggle && (
        <button
          type="button"
          onClick={toggle}
          aria-label={`${playing ? toggleLabels.pause : toggleLabels.play}: ${label}`}
          className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full border border-line bg-ink/80 text-snow backdrop-blur transition-colors hover:border-aurora hover:text-aurora"
        >
          {playing ? (
            <Pause className="size-5" aria-hidden="true" />
          ) : (
            <Play className="size-5" aria-hidden="true" />
          )}
        </button>
      )}
    </div>
  );
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** False on the server and during hydration, so both renders agree; the real value right after. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
