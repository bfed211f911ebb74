import { n } from "./numbers.ts";

// Jersey digits drawn as stroked paths, so a picture needs no font: a fresh Debian machine has
// none that librsvg is sure to find, and a fallback font would change every picture. Each digit
// is a centre line in a 60 × 100 box, stroked 16 wide with square ends (which reach the box's
// edges): a bold, slightly condensed sans.

const DIGITS: Record<string, string> = {
  "0": "M30 8C14 8 8 28 8 50C8 72 14 92 30 92C46 92 52 72 52 50C52 28 46 8 30 8Z",
  "1": "M13 25L33 8V92",
  "2": "M9 27C9 15 18 8 30 8C42 8 51 15 51 28C51 44 36 56 10 92H53",
  "3": "M9 19C13 12 21 8 30 8C42 8 49 15 49 27C49 39 40 46 26 46C42 46 51 54 51 68C51 83 41 92 29 92C19 92 12 88 8 81",
  "4": "M41 92V8L8 66H55",
  "5": "M49 8H15L12 45C17 41 23 39 30 39C43 39 51 49 51 64C51 81 41 92 28 92C19 92 12 88 8 81",
  "6": "M47 13C42 9 37 8 31 8C16 8 9 26 9 55C9 79 17 92 30 92C43 92 51 82 51 67C51 52 43 43 31 43C20 43 12 50 9 60",
  "7": "M7 8H53L23 92",
  "8": "M30 46C18 46 11 39 11 27C11 15 19 8 30 8C41 8 49 15 49 27C49 39 42 46 30 46C16 46 9 55 9 69C9 83 18 92 30 92C42 92 51 83 51 69C51 55 44 46 30 46Z",
  "9": "M13 87C18 91 23 92 29 92C44 92 51 74 51 45C51 21 43 8 30 8C17 8 9 18 9 33C9 48 17 57 29 57C40 57 48 50 51 40",
};

const WIDTH = 60;
const GAP = 6;
const STROKE = 16;

export type DigitStyle = {
  /** Height of the digits (their box) in the caller's units. */
  height: number;
  color: string;
  /** A contrasting rim, as jersey numbers have; its width is in glyph units (the box is 100). */
  outline?: { color: string; width: number };
};

/** Width of `text` in the caller's units when drawn `height` tall. */
export function digitsWidth(text: string, height: number): number {
  return ((text.length * WIDTH + (text.length - 1) * GAP) * height) / 100;
}

/** `text` (digits only) as SVG, centred on 0,0. Any other character is left out. */
export function digitsSvg(text: string, style: DigitStyle): string {
  const glyphs = [...text].filter((c) => c in DIGITS);
  const total = glyphs.length * WIDTH + (glyphs.length - 1) * GAP;
  const d = glyphs
    .map((c, i) => `<path transform="translate(${i * (WIDTH + GAP)} 0)" d="${DIGITS[c]}"/>`)
    .join("");
  const layer = (color: string, width: number) =>
    `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="square">${d}</g>`;
  const rim = style.outline ? layer(style.outline.color, STROKE + style.outline.width * 2) : "";
  return (
    `<g transform="scale(${Math.round(style.height * 100) / 10000}) translate(${n(-total / 2)} -50)">` +
    `${rim}${layer(style.color, STROKE)}</g>`
  );
}
