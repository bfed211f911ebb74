import type { NordicCountry } from "./freelancer-facts";

// The four Nordic crosses as inline SVG: emoji flags do not render on Windows.
const flags: Record<
  NordicCountry,
  { viewBox: string; field: string; crosses: { color: string; x: number; y: number; w: number }[] }
> = {
  se: { viewBox: "0 0 16 10", field: "#006aa7", crosses: [{ color: "#fecc00", x: 5, y: 4, w: 2 }] },
  fi: { viewBox: "0 0 18 11", field: "#ffffff", crosses: [{ color: "#002f6c", x: 5, y: 4, w: 3 }] },
  no: {
    viewBox: "0 0 22 16",
    field: "#ba0c2f",
    crosses: [
      { color: "#ffffff", x: 6, y: 6, w: 4 },
      { color: "#00205b", x: 7, y: 7, w: 2 },
    ],
  },
  dk: {
    viewBox: "0 0 37 28",
    field: "#c8102e",
    crosses: [{ color: "#ffffff", x: 12, y: 12, w: 4 }],
  },
};

export function NordicFlag({
  country,
  className = "h-8 w-12",
}: {
  country: NordicCountry;
  className?: string;
}) {
  const flag = flags[country];
  return (
    <svg
      viewBox={flag.viewBox}
      className={`${className} shrink-0 rounded-sm`}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <rect width="100%" height="100%" fill={flag.field} />
      {flag.crosses.map((cross) => (
        <g key={cross.color} fill={cross.color}>
          <rect x={cross.x} width={cross.w} height="100%" />
          <rect y={cross.y} width="100%" height={cross.w} />
        </g>
      ))}
    </svg>
  );
}
