// The pieces of the generated hockey photos (jerseys.ts): the seeded randomness, the teams, the
// rink behind the players, where the players stand, and the JPEG.
import sharp from "sharp";
import { playerSvg, type Cover, type NumberPose, type Player, type Team } from "./hockey-player.ts";
import { MARK } from "./marker.ts";
import { mulberry32, n, seedOf } from "./numbers.ts";
import { Scene } from "./scene.ts";
import { rinkScene } from "./themes/rink.ts";

export type Random = {
  r: (min?: number, max?: number) => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

export function randomFrom(seed: string): Random {
  const next = mulberry32(seedOf(seed));
  const r = (min = 0, max = 1) => min + (max - min) * next();
  return {
    r,
    int: (min, max) => Math.floor(r(min, max + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

const team = (name: string, jersey: string, trim: string, rim: string, pants = "#15171c") =>
  ({ name, jersey, trim, rim, pants, helmet: jersey }) satisfies Team;

export const MUIK = {
  ...team("MUIK", "#1f4fa8", "#ffffff", "#0d2a63", "#0f1d3d"),
  helmet: "#1a3f8a",
};
export const VIRKIA = { ...team("Virkiä", "#c8202b", "#ffd21f", "#5a0b10"), helmet: "#111" };

export const TEAMS: Team[] = [
  MUIK,
  VIRKIA,
  team("Black", "#17181b", "#ff8a1f", "#fff"),
  team("Green", "#146b3a", "#ffffff", "#0a3a1f"),
  team("White", "#f3f4f6", "#12285a", "#c8202b", "#12285a"),
  team("Yellow", "#f2c230", "#111111", "#ffffff"),
  team("Maroon", "#6d1a2c", "#f5f1e6", "#c9a227"),
  team("Teal", "#0f7c86", "#111111", "#e9f6f7"),
];
export const STICKS = ["#1b1b1b", "#2f2f36", "#b08a58", "#e8e8e8"];

/** Where one player stands in the picture (viewBox units) and how big. */
export type Placed = Player & { x: number; feet: number; scale: number; lean: number };

export const VIEW_W = 1800;
export const viewHeight = (width: number, height: number) => Math.round((VIEW_W * height) / width);

// The rink behind the players comes from a few drawings made once per process at a modest size:
// its noise and blur filters take minutes at 24 megapixels, and a background a little soft is
// what a long lens at f/2.8 gives anyway. Each photo takes its own crop of one of them.
const RINKS = 6;
const rinks = new Map<number, Promise<Buffer>>();
function rink(variant: number): Promise<Buffer> {
  let drawn = rinks.get(variant);
  if (!drawn) {
    const scene = new Scene(`jersey-rink-${variant}`, 1500, 1000);
    drawn = sharp(Buffer.from(scene.svg(rinkScene(scene))))
      .png({ compressionLevel: 1 })
      .toBuffer();
    rinks.set(variant, drawn);
  }
  return drawn;
}

/** The players (and anything else in front of the rink) as a transparent layer. */
export function playersSvg(width: number, height: number, placed: Placed[], extra = ""): string {
  let body = extra;
  // Nearer players (feet lower in the frame) are drawn last.
  for (const p of [...placed].sort((a, b) => a.feet - b.feet)) {
    const shadow = `<ellipse cx="0" cy="-2" rx="60" ry="9" fill="#000" opacity=".25"/>`;
    body += `<g transform="translate(${n(p.x)} ${n(p.feet)}) scale(${Math.round(p.scale * 1000) / 1000}) rotate(${n(p.lean)})">${shadow}${playerSvg(p)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${viewHeight(width, height)}">${body}</svg>`;
}

export async function render(
  random: Random,
  width: number,
  height: number,
  layer: string,
  blurSigma = 0,
): Promise<Buffer> {
  // A crop of the 3:2 rink with the photo's shape, zoomed in a little, anywhere in the frame.
  const zoom = random.r(1, 1.4);
  let cropW = 1500 / zoom;
  let cropH = cropW / (width / height);
  if (cropH > 1000 / zoom) [cropH, cropW] = [1000 / zoom, ((1000 / zoom) * width) / height];
  const left = Math.floor(random.r(0, 1500 - cropW));
  const top = Math.floor(random.r(0, 1000 - cropH));
  const background = await sharp(await rink(random.int(0, RINKS - 1)))
    .extract({ left, top, width: Math.floor(cropW), height: Math.floor(cropH) })
    .resize(width, height, { fit: "fill" })
    .png({ compressionLevel: 0 })
    .toBuffer();
  let image = sharp(background).composite([{ input: Buffer.from(layer) }]);
  if (blurSigma > 0)
    image = sharp(await image.png({ compressionLevel: 0 }).toBuffer()).blur(blurSigma);
  return image
    .jpeg({ quality: random.int(76, 90) })
    .withExif({ IFD0: { ImageDescription: MARK } })
    .toBuffer();
}

export function pose(random: Random, angled: boolean, cover?: Cover): NumberPose {
  const tilt = angled ? random.r(10, 25) * random.pick([-1, 1]) : random.r(-6, 6);
  return {
    rotate: tilt,
    skew: angled ? random.r(-18, 18) : random.r(-4, 4),
    squeeze: angled ? random.r(0.62, 0.9) : random.r(0.9, 1),
    cover,
  };
}

/** Players side by side across the frame, none covering another's back. */
export function lineUp(
  random: Random,
  viewW: number,
  viewH: number,
  players: Player[],
  heightShare: [number, number],
): Placed[] {
  const slot = viewW / players.length;
  return players.map((player, i) => {
    const tall = random.r(...heightShare) * viewH;
    const scale = Math.min(tall / 200, (slot * 0.85) / 150);
    // Big players may be cut at the knees, but the helmet stays in the frame.
    const lowest = Math.min(viewH + 60 * scale, viewH * 0.98 + 200 * scale * 0.25);
    const feet = random.r(Math.max(viewH * 0.6 + 70 * scale, 200 * scale + viewH * 0.03), lowest);
    const room = (slot - 150 * scale) / 2;
    return {
      ...player,
      x: slot * (i + 0.5) + random.r(-room, room) * 0.8,
      feet,
      scale,
      lean: random.r(-6, 6),
    };
  });
}
