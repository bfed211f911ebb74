import { useId } from "react";
import type { Language } from "~/i18n/languages";

// Inline SVG flags: emoji flags do not render on Windows, and images would cost requests.
export function Flag({ lang, className = "h-3.5 w-5" }: { lang: Language; className?: string }) {
  // The selector shows a flag more than once per page: each clip path needs an id of its own.
  const clipId = `flag-gb-clip${useId()}`;
  const common = {
    className: `${className} shrink-0 rounded-[2px]`,
    "aria-hidden": true as const,
    focusable: false as const,
  };
  if (lang === "sv") {
    return (
      <svg viewBox="0 0 16 10" {...common}>
        <rect width="16" height="10" fill="#006aa7" />
        <rect x="5" width="2" height="10" fill="#fecc00" />
        <rect y="4" width="16" height="2" fill="#fecc00" />
      </svg>
    );
  }
  if (lang === "fi") {
    return (
      <svg viewBox="0 0 18 11" {...common}>
        <rect width="18" height="11" fill="#fff" />
        <rect x="5" width="3" height="11" fill="#002f6c" />
        <rect y="4" width="18" height="3" fill="#002f6c" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" {...common}>
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0,0 L60,30 M60,0 L0,30"
        clipPath={`url(#${clipId})`}
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
