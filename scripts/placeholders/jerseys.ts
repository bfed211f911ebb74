// Ice hockey photos with numbered jerseys, drawn from a seed, each with the numbers a person can
// read in it. Two uses: the labelled set that measures the jersey number reader
// (npm run bench:numbers, app/features/media/numbers/), and the placeholder photos of the first
// event gallery, "MUIK 2 – Virkiä 2". Everything is deterministic (seeded PRNG, no clock), and
// the digits are paths: the same seed gives the same pictures (with the same sharp), and no font
// is needed.
//
//   node scripts/placeholders/jerseys.ts --out=DIR [--count=60 --seed=1 | --match]
// writes the JPEGs and a labels.json ({ file, numbers, traits }[]) into DIR, to look at them.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { digitsSvg } from "./digits.ts";
import type { Cover, Player, Team } from "./hockey-player.ts";
import {
  lineUp,
  MUIK,
  playersSvg,
  pose,
  randomFrom,
  render,
  STICKS,
  TEAMS,
  VIEW_W,
  viewHeight,
  VIRKIA,
  type Random,
} from "./jersey-scene.ts";
import { n } from "./numbers.ts";

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
