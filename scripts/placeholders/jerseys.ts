// Ice hockey photos with numbered jerseys, drawn from a seed, each with the numbers a person can
// read in it. Two uses: the labelled set that measures the jersey number reader
// (npm run bench:numbers, app/features/media/numbers/), and the placeholder photos of the first
// event gallery, "MUIK 2 – Virkiä 2". Everything is deterministic (seeded PRNG, no clock), and
// the digits are paths, so the same seed gives the same pictures on any machine with no fonts.
//
//   node scripts/placeholders/jerseys.ts --out=DIR [--count=60 --seed=1 | --match]
// writes the JPEGs and a labels.json ({ file, numbers, traits }[]) into DIR, to look at them.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { digitsSvg } from "./digits.ts";
import { playerSvg, type Cover, type NumberPose, type Player, type Team } from "./hockey-player.ts";
import { MARK } from "./marker.ts";
import { mulberry32, n, seedOf } from "./numbers.ts";
import { Scene } from "./scene.ts";
import { rinkScene } from "./themes/rink.ts";

export type PhotoTrait =
  "clear" | "angled" | "covered" | "small" | "crowd" | "no-number" | "blurred" | "year-banner";

export type JerseyPhoto = {
  name: string;
  /** A JPEG. */
  file: Buffer;
  width: number;
  height: number;
  /** The jersey numbers a person can read in the photo, sorted, each once. */
  numbers: string[];
  traits: PhotoTrait[];
};

type Random = {
  r: (min?: number, max?: number) => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

function randomFrom(seed: string): Random {
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

const TEAMS: Team[] = [
  MUIK,
  VIRKIA,
  team("Black", "#17181b", "#ff8a1f", "#fff"),
  team("Green", "#146b3a", "#ffffff", "#0a3a1f"),
  team("White", "#f3f4f6", "#12285a", "#c8202b", "#12285a"),
  team("Yellow", "#f2c230", "#111111", "#ffffff"),
  team("Maroon", "#6d1a2c", "#f5f1e6", "#c9a227"),
  team("Teal", "#0f7c86", "#111111", "#e9f6f7"),
];
const STICKS = ["#1b1b1b", "#2f2f36", "#b08a58", "#e8e8e8"];

/** Where one player stands in the picture (viewBox units) and how big. */
type Placed = Player & { x: number; feet: number; scale: number; lean: number };

const VIEW_W = 1800;
const viewHeight = (width: number, height: number) => Math.round((VIEW_W * height) / width);

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
function playersSvg(width: number, height: number, placed: Placed[], extra = ""): string {
  let body = extra;
  // Nearer players (feet lower in the frame) are drawn last.
  for (const p of [...placed].sort((a, b) => a.feet - b.feet)) {
    const shadow = `<ellipse cx="0" cy="-2" rx="60" ry="9" fill="#000" opacity=".25"/>`;
    body += `<g transform="translate(${n(p.x)} ${n(p.feet)}) scale(${Math.round(p.scale * 1000) / 1000}) rotate(${n(p.lean)})">${shadow}${playerSvg(p)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${viewHeight(width, height)}">${body}</svg>`;
}

async function render(
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

const SIZES: [number, number][] = [
  [1600, 1067],
  [2400, 1600],
  [3000, 2000],
  [4000, 2667],
  [4000, 3000],
  [2000, 3000],
  [6000, 4000],
];

const KINDS = ["clear", "angled", "covered", "small", "crowd", "no-number"] as const;

function jerseyNumber(random: Random): string {
  return String(random.chance(0.25) ? random.int(1, 9) : random.int(10, 99));
}

function pose(random: Random, angled: boolean, cover?: Cover): NumberPose {
  const tilt = angled ? random.r(10, 25) * random.pick([-1, 1]) : random.r(-6, 6);
  return {
    rotate: tilt,
    skew: angled ? random.r(-18, 18) : random.r(-4, 4),
    squeeze: angled ? random.r(0.62, 0.9) : random.r(0.9, 1),
    cover,
  };
}

function cover(random: Random, stick: string): Cover {
  // Sized so each digit keeps most of its strokes (see Cover).
  return random.chance(0.5)
    ? {
        kind: "stick",
        angle: random.r(-35, 35) + random.pick([0, 90]),
        offset: random.r(-25, 25),
        width: random.r(9, 15),
        color: stick,
      }
    : {
        kind: "glove",
        side: random.pick([-1, 1] as const),
        share: random.r(0.1, 0.22),
        y: random.r(-40, 40),
        color: random.pick(["#161616", ...TEAMS.map((t) => t.jersey)]),
      };
}

/** Players side by side across the frame, none covering another's back. */
function lineUp(
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

function yearBanner(random: Random, viewW: number, viewH: number): string {
  const h = viewH * random.r(0.035, 0.06);
  const year = String(random.int(1905, 2026));
  const x = random.r(0.15, 0.85) * viewW;
  const y = random.r(0.06, 0.22) * viewH;
  return (
    `<rect x="${n(x - h * 2.2)}" y="${n(y - h * 0.75)}" width="${n(h * 4.4)}" height="${n(h * 1.5)}" fill="#f4f4f4"/>` +
    `<g transform="translate(${n(x)} ${n(y)})">${digitsSvg(year, { height: h, color: "#1d2a44" })}</g>`
  );
}

/** Photo `index` of the labelled set `seed`: its kind comes round in turn, the rest from the seed. */
export async function generateJerseyPhoto(seed: number, index: number): Promise<JerseyPhoto> {
  const name = `jerseys-${seed}-${index}`;
  const random = randomFrom(name);
  const kind = KINDS[index % KINDS.length]!;
  const [width, height] = random.pick(SIZES);
  const viewH = viewHeight(width, height);
  const traits: PhotoTrait[] = [kind];
  const [home, away] = [random.pick(TEAMS), random.pick(TEAMS)];
  const count =
    kind === "crowd" ? random.int(2, 3) : kind === "clear" ? 1 : random.chance(0.6) ? 1 : 2;
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const stick = random.pick(STICKS);
    const back = kind !== "no-number" && (i === 0 || random.chance(0.7));
    players.push({
      team: i % 2 ? away : home,
      number: jerseyNumber(random),
      facing: back ? "back" : "front",
      stick,
      cheering: random.chance(0.15),
      pose: pose(
        random,
        kind === "angled",
        kind === "covered" && i === 0 ? cover(random, stick) : undefined,
      ),
    });
  }
  const share: [number, number] =
    kind === "small" ? [0.14, 0.24] : kind === "clear" ? [0.55, 0.85] : [0.35, 0.7];
  const placed = lineUp(random, VIEW_W, viewH, players, share);
  const banner = random.chance(0.25) ? yearBanner(random, VIEW_W, viewH) : "";
  if (banner) traits.push("year-banner");
  const blurSigma = random.chance(0.15) ? (width / 1600) * random.r(0.8, 1.6) : 0;
  if (blurSigma) traits.push("blurred");
  const file = await render(
    random,
    width,
    height,
    playersSvg(width, height, placed, banner),
    blurSigma,
  );
  const numbers = [
    ...new Set(players.filter((p) => p.facing === "back").map((p) => p.number)),
  ].sort();
  return { name, file, width, height, numbers, traits };
}

/** `count` labelled photos; photo i is the same whatever `count` is. */
export async function generateJerseyPhotos({
  count,
  seed,
}: {
  count: number;
  seed: number;
}): Promise<JerseyPhoto[]> {
  const photos: JerseyPhoto[] = [];
  for (let i = 0; i < count; i++) photos.push(await generateJerseyPhoto(seed, i));
  return photos;
}

// The first event gallery: MUIK (blue and white) against Virkiä (red and yellow), 2–2.
const ROSTERS = new Map<Team, string[]>([
  [MUIK, ["4", "7", "9", "11", "14", "17", "22", "27", "33", "44", "61", "88"]],
  [VIRKIA, ["3", "5", "8", "10", "12", "19", "21", "26", "31", "45", "71", "91"]],
]);
type Shot = "single" | "duel" | "celebrate" | "wide" | "front";
const SHOTS: Shot[] = [
  ["single", "duel", "wide", "celebrate", "single", "front"],
  ["duel", "wide", "single", "celebrate", "duel", "wide"],
  ["single", "duel", "front", "wide", "single", "celebrate"],
  ["duel", "wide", "single", "duel", "wide", "celebrate"],
].flat() as Shot[];

function matchPlayers(random: Random, shot: Shot, index: number): Player[] {
  const ours = index % 2 ? VIRKIA : MUIK;
  const theirs = ours === MUIK ? VIRKIA : MUIK;
  const used = new Set<string>();
  const player = (team: Team, facing: Player["facing"], cheering = false): Player => {
    let number = random.pick(ROSTERS.get(team)!);
    while (used.has(number)) number = random.pick(ROSTERS.get(team)!);
    used.add(number);
    return {
      team,
      number,
      facing,
      cheering,
      stick: random.pick(STICKS),
      pose: pose(random, false),
    };
  };
  if (shot === "single") return [player(ours, "back")];
  if (shot === "duel")
    return random.chance(0.5)
      ? [player(ours, "back"), player(theirs, "front")]
      : [player(theirs, "front"), player(ours, "back")];
  if (shot === "celebrate")
    return Array.from({ length: random.int(2, 3) }, () => player(ours, "back", random.chance(0.7)));
  if (shot === "front") return [player(ours, "front"), player(theirs, "front")];
  return [
    player(ours, "back"),
    player(theirs, random.chance(0.5) ? "back" : "front"),
    player(ours, "back"),
  ];
}

/** The 24 placeholder photos of "MUIK 2 – Virkiä 2", `width` wide (3:2). */
export async function generateHockeyMatchPhotos({ width = 3000 } = {}): Promise<JerseyPhoto[]> {
  const height = Math.round((width * 2) / 3);
  const photos: JerseyPhoto[] = [];
  for (const [index, shot] of SHOTS.entries()) {
    const name = `muik-virkia-${String(index + 1).padStart(2, "0")}`;
    const random = randomFrom(name);
    const players = matchPlayers(random, shot, index);
    const share: [number, number] =
      shot === "single" ? [0.6, 0.85] : shot === "wide" ? [0.24, 0.36] : [0.45, 0.68];
    const placed = lineUp(random, VIEW_W, viewHeight(width, height), players, share);
    const file = await render(random, width, height, playersSvg(width, height, placed));
    const numbers = [
      ...new Set(players.filter((p) => p.facing === "back").map((p) => p.number)),
    ].sort();
    const traits: PhotoTrait[] = numbers.length ? ["clear"] : ["no-number"];
    photos.push({ name, file, width, height, numbers, traits });
  }
  return photos;
}

/** The photos as JPEG files in `dir`, with a labels.json of their numbers and traits. */
export function writeJerseyPhotos(dir: string, photos: JerseyPhoto[]): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const photo of photos) fs.writeFileSync(path.join(dir, `${photo.name}.jpg`), photo.file);
  const labels = photos.map(({ name, width, height, numbers, traits }) => ({
    file: `${name}.jpg`,
    width,
    height,
    numbers,
    traits,
  }));
  fs.writeFileSync(path.join(dir, "labels.json"), JSON.stringify(labels, null, 2) + "\n");
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      count: { type: "string", default: "60" },
      seed: { type: "string", default: "1" },
      match: { type: "boolean", default: false },
    },
  });
  if (!values.out) throw new Error("--out=DIR is required");
  const started = performance.now();
  const photos = values.match
    ? await generateHockeyMatchPhotos()
    : await generateJerseyPhotos({ count: Number(values.count), seed: Number(values.seed) });
  writeJerseyPhotos(values.out, photos);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${photos.length} photos in ${values.out} (${seconds} s)`);
}
