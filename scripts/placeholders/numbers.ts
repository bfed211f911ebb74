// Small helpers of every drawing: seeded randomness, colours, short number formatting.

export const TAU = Math.PI * 2;

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer, or one decimal for small values: keeps the SVG text short. */
export const n = (x: number) => String(Math.abs(x) < 20 ? Math.round(x * 10) / 10 : Math.round(x));

/** HSL (degrees, 0–100, 0–100) to #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v =
      u < 1 / 6
        ? p + (q - p) * 6 * u
        : u < 1 / 2
          ? q
          : u < 2 / 3
            ? p + (q - p) * (2 / 3 - u) * 6
            : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

/** Relative path numbers, letting a minus sign stand in for the separator. */
export function rel(values: number[]): string {
  let out = "";
  for (const value of values) {
    const text = n(value);
    out += out && !text.startsWith("-") ? ` ${text}` : text;
  }
  return out;
}

export type Stop = [offset: number, color: string, opacity?: number];
export type Motion = { t: number; duration: number; loop: boolean };
