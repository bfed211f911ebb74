// Writes the placeholder media SOURCES that stand in until the business's own photos and films
// arrive (npm run media:placeholders):
//   media/source/images/<name>.svg   one per entry of `images` in app/content/media.ts
//   media/source/videos/<file>.mp4   one per entry of `videos` (needs ffmpeg)
//   public/og-image.jpg              the social-sharing image
// Everything is deterministic: each picture is drawn from a PRNG seeded with its name, so a re-run
// gives the same files. A real photo or film dropped in under the same name is never overwritten:
// only files this script made (they carry a placeholder marker) are replaced. Unchanged files are
// not rewritten (so the incremental media build stays fast), and a video is re-encoded only when
// its drawing changed (a hash of its frames is kept in the file's comment tag).
// Flags: --no-videos (images only), --force (re-encode the videos anyway),
//        --only=<name,...> (just those images/videos, e.g. --only=hero,hero-loop.mp4; for tuning).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { images, videos, type ImageAsset, type MediaTheme } from "../app/content/media.ts";

const root = path.resolve(import.meta.dirname, "..");
const imageDir = path.join(root, "media/source/images");
const videoDir = path.join(root, "media/source/videos");
const ogImage = path.join(root, "public/og-image.jpg");
const MARK = "nordic-media-placeholder";
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wanted = (name: string) => !only || only.includes(name);

// ---------------------------------------------------------------------------------------------
// Small helpers: seeded randomness, colours, number formatting.

const TAU = Math.PI * 2;

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer, or one decimal for small values: keeps the SVG text short. */
const n = (x: number) => String(Math.abs(x) < 20 ? Math.round(x * 10) / 10 : Math.round(x));

/** HSL (degrees, 0–100, 0–100) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
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
function rel(values: number[]): string {
  let out = "";
  for (const value of values) {
    const text = n(value);
    out += out && !text.startsWith("-") ? ` ${text}` : text;
  }
  return out;
}

type Stop = [offset: number, color: string, opacity?: number];
type Motion = { t: number; duration: number; loop: boolean };

// ---------------------------------------------------------------------------------------------
// A scene: the drawing surface plus the building blocks every theme shares. `p` is the phase
// through a clip (0 for a still), so frame 0 of a video is exactly its poster image.

class Scene {
  readonly w: number;
  readonly h: number;
  readonly p: number;
  readonly loop: boolean;
  readonly moving: boolean;
  private readonly random: () => number;
  private readonly defs: string[] = [];
  private readonly filters = new Map<string, string>();
  private count = 0;

  constructor(name: string, w: number, h: number, motion?: Motion) {
    this.w = w;
    this.h = h;
    this.random = mulberry32(seedOf(name));
    this.p = motion ? motion.t / motion.duration : 0;
    this.loop = motion?.loop ?? false;
    this.moving = Boolean(motion);
  }

  r(min = 0, max = 1): number {
    return min + (max - min) * this.random();
  }
  chance(probability: number): boolean {
    return this.random() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  id(): string {
    return `i${(this.count++).toString(36)}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A periodic wobble: whole cycles per clip, so loops are seamless; sin(phase) for stills. */
  osc(cycles: number, phase: number): number {
    return Math.sin(TAU * cycles * this.p + phase);
  }
  /** Camera travel for a layer at `depth` (0 = sky, 1 = nearest): a slow dolly, or a sway in loops. */
  cam(depth: number): string {
    if (!this.moving || depth === 0) return "";
    const travel = this.loop ? Math.sin(TAU * this.p) * 0.012 : -this.p * 0.035;
    return ` transform="translate(${n(travel * depth * this.w)} 0)"`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${n(a)}"`}/>`,
      )
      .join("");
  }
  /** A vertical gradient by default. */
  linear(stops: Stop[], x2 = 0, y2 = 1): string {
    const id = this.id();
    const dir = x2 === 0 && y2 === 1 ? ' x2="0" y2="1"' : ` x2="${n(x2)}" y2="${n(y2)}"`;
    this.def(`<linearGradient id="${id}"${dir}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], extra = ""): string {
    const id = this.id();
    this.def(`<radialGradient id="${id}"${extra}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A soft glow falling off like light does (bright core, long tail). */
  glow(color: string, strength: number): string {
    return this.radial([
      [0, color, strength],
      [0.2, color, strength * 0.55],
      [0.5, color, strength * 0.18],
      [1, color, 0],
    ]);
  }
  blur(sx: number, sy = sx): string {
    const key = `${n(sx)} ${n(sy)}`;
    let id = this.filters.get(key);
    if (!id) {
      id = this.id();
      this.filters.set(key, id);
      const std = sx === sy ? n(sx) : key;
      this.def(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }

  rect(fill: string, x = 0, y = 0, w = this.w, h = this.h, extra = ""): string {
    const pos = `${x ? ` x="${n(x)}"` : ""}${y ? ` y="${n(y)}"` : ""}`;
    return `<rect${pos} width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
  }
  /** A full-frame sky from top to horizon colours. */
  sky(stops: Stop[]): string {
    return this.rect(this.linear(stops));
  }
  /** A sun or moon: a disc with a wide halo. */
  orb(
    cx: number,
    cy: number,
    radius: number,
    core: string,
    halo: string,
    haloRadius: number,
    strength: number,
  ): string {
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(haloRadius)}" fill="${this.glow(halo, strength)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${core}"/>`
    );
  }
  /** Dots as zero-length round-capped strokes: about ten bytes a star. */
  stars(count: number, maxY: number, twinkle = true): string {
    const groups: string[][] = [[], [], []];
    for (let i = 0; i < count; i++) {
      const y = maxY * Math.pow(this.r(), 1.6);
      groups[Math.floor(this.r() * 3)]!.push(`M${n(this.r(0, this.w))} ${n(y)}h.1`);
    }
    const unit = this.w / 1920;
    return groups
      .map((d, i) => {
        const opacity = (0.45 + i * 0.22) * (twinkle ? 0.85 + 0.15 * this.osc(2 + i, i * 2) : 1);
        return `<path d="${d.join("")}" stroke="#fff" stroke-width="${n((1.4 + i * 0.9) * unit)}" stroke-linecap="round" opacity="${n(opacity)}"/>`;
      })
      .join("");
  }

  /**
   * A skyline profile: layered sines with peaks sharpened and a little roughness. With `jag`,
   * a mountain range: ridged waves plus fractal detail, and `shade`, the faces turned from the light.
   */
  ridge(
    baseY: number,
    amp: number,
    options: { points?: number; rough?: number; sharp?: number; jag?: number } = {},
  ) {
    const jag = options.jag ?? 0;
    const count = jag ? 64 : (options.points ?? 36);
    const rough = options.rough ?? 0.08;
    const sharpness = options.sharp ?? 1.4;
    const waves = [0, 1, 2].map((i) => ({
      f: this.r(0.8, 1.8) * (i * 2.3 + 1),
      ph: this.r(0, TAU),
      a: [1, 0.45, 0.18][i]!,
    }));
    const x0 = -0.06 * this.w;
    const x1 = 1.06 * this.w;
    // Mountains get fractal detail by midpoint displacement (count is a power of two then).
    const detail = new Array<number>(count + 1).fill(0);
    if (jag) {
      let scale = jag;
      for (let step = count; step > 1; step /= 2, scale *= 0.55) {
        for (let i = step / 2; i < count; i += step)
          detail[i] = (detail[i - step / 2]! + detail[i + step / 2]!) / 2 + this.r(-scale, scale);
      }
    }
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i <= count; i++) {
      const u = i / count;
      let v = 0;
      for (const wave of waves) {
        v +=
          wave.a *
          (jag
            ? 1 - Math.abs(Math.sin(u * wave.f * Math.PI + wave.ph))
            : 0.5 + 0.5 * Math.sin(u * wave.f * TAU + wave.ph));
      }
      v = Math.max(0, Math.pow(v / 1.63, sharpness) + detail[i]! + this.r(-rough, rough));
      xs.push(x0 + (x1 - x0) * u);
      ys.push(baseY - amp * v);
    }
    const d = `M${n(x0)} ${n(this.h * 1.2)}L${xs.map((x, i) => `${n(x)} ${n(ys[i]!)}`).join(" ")} ${n(x1)} ${n(this.h * 1.2)}Z`;
    const at = (x: number) => {
      const u = Math.max(0, Math.min(count, ((x - x0) / (x1 - x0)) * count));
      const i = Math.min(count - 1, Math.floor(u));
      return ys[i]! + (ys[i + 1]! - ys[i]!) * (u - i);
    };
    let shade = "";
    if (jag) {
      for (let i = 1; i < count; i++) {
        if (ys[i]! > ys[i - 1]! || ys[i]! >= ys[i + 1]! || ys[i]! > baseY - amp * 0.08) continue;
        let v = i + 1;
        while (v < count && ys[v + 1]! > ys[v]! && ys[v]! < baseY) v++;
        if (v - i < 2) continue;
        const points = [];
        for (let j = i; j <= v; j++) points.push(`${n(xs[j]!)} ${n(ys[j]!)}`);
        shade += `M${points.join(" ")} ${n(xs[v]!)} ${n(baseY)} ${n(xs[i]! + (xs[v]! - xs[i]!) * 0.25)} ${n(baseY)}Z`;
      }
    }
    return { d, at, shade };
  }

  /** Spruce silhouettes standing on a ground line; `tiers` gives the nearer ones their layered boughs. */
  spruces(
    ground: (x: number) => number,
    minH: number,
    maxH: number,
    spacing: number,
    tiers = false,
    from = -0.05,
    to = 1.05,
  ): string {
    let d = "";
    let x = from * this.w;
    while (x < to * this.w) {
      const h = this.r(minH, maxH);
      const w = h * this.r(0.28, 0.38);
      const y = ground(x) + h * 0.04;
      if (Number.isNaN(y)) {
        x += spacing * 0.5;
        continue;
      }
      if (tiers) {
        // The left edge climbs in tiers of boughs to the tip; the right edge mirrors it down.
        const steps = Math.max(4, Math.min(10, Math.round(h / (this.h * 0.022))));
        const rise = h / (steps + 0.6);
        const points: [number, number][] = [[x - w / 2, y]];
        for (let t = 0; t < steps; t++) {
          const level = y - rise * (t + 1);
          const half = (w / 2) * (1 - (t + 1) / (steps + 1)) * this.r(0.85, 1.1);
          points.push([x - half - w * 0.09, level + rise * 0.5], [x - half, level]);
        }
        points.push([x, y - h]);
        const up: number[] = [];
        for (let i = 1; i < points.length; i++)
          up.push(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
        const down: number[] = [];
        for (let i = up.length - 2; i >= 0; i -= 2) down.push(up[i]!, -up[i + 1]!);
        d += `M${n(x - w / 2)} ${n(y)}l${rel(up)} ${rel(down)}z`;
      } else {
        d += `M${n(x - w / 2)} ${n(y)}l${rel([w / 2, -h, w / 2, h])}z`;
      }
      x += spacing * this.r(0.45, 1.3);
    }
    return d;
  }

  /** Soft clouds: each a cluster of blurred ellipses with a lit body and a darker base. */
  clouds(
    count: number,
    yMin: number,
    yMax: number,
    lit: string,
    shade: string,
    opacity: number,
    drift = 0.04,
  ): string {
    let top = "";
    let base = "";
    for (let i = 0; i < count; i++) {
      const size = this.r(0.06, 0.2) * this.w;
      const cx =
        this.r(-0.1, 1.1) * this.w +
        (this.loop ? this.osc(1, i) * 0.01 : this.p * drift * this.r(0.6, 1.4)) * this.w;
      const cy = this.r(yMin, yMax);
      const puffs = 2 + Math.floor(this.r(0, 3));
      for (let j = 0; j < puffs; j++) {
        const rx = size * this.r(0.35, 0.7);
        const ry = rx * this.r(0.1, 0.22);
        const px = cx + this.r(-0.6, 0.6) * size;
        const py = cy + this.r(-0.4, 0.3) * ry * 2;
        top += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}"/>`;
        if (j === 0)
          base += `<ellipse cx="${n(px)}" cy="${n(py + ry * 0.7)}" rx="${n(rx * 1.1)}" ry="${n(ry * 0.45)}"/>`;
      }
    }
    const soft = this.blur(this.w * 0.012, this.w * 0.005);
    return `<g filter="${soft}" opacity="${n(opacity)}"><g fill="${lit}" opacity=".8">${top}</g><g fill="${shade}" opacity=".5">${base}</g></g>`;
  }

  /** Aurora curtains: ribbons with a bright lower hem, streaked into rays by stretched noise. */
  aurora(bands: number, hue: number, yMin: number, yMax: number, strength: number): string {
    const rays = this.id();
    const freq = Math.round((0.018 * 1920 * 1000) / this.w) / 1000;
    this.def(
      `<filter id="${rays}" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${n(yMax * 1.25)}">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq} ${Math.round(((0.7 * 1920) / this.w) * 10) / 10000}" numOctaves="2" seed="${Math.floor(this.r(1, 99))}"/>` +
        `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 3.6 0 0 0 -1.2" result="m"/>` +
        `<feComposite in="SourceGraphic" in2="m" operator="in"/><feGaussianBlur stdDeviation="${n(this.w * 0.002)} ${n(this.w * 0.012)}" result="r"/>` +
        `<feGaussianBlur in="SourceGraphic" stdDeviation="${n(this.w * 0.012)}"/>` +
        `<feComponentTransfer><feFuncA type="linear" slope=".5"/></feComponentTransfer>` +
        `<feMerge><feMergeNode/><feMergeNode in="r"/></feMerge></filter>`,
    );
    let out = "";
    for (let b = 0; b < bands; b++) {
      const h = hue + this.r(-12, 12);
      const fill = this.linear([
        [0, hsl(h + 150, 60, 55), 0],
        [0.45, hsl(h + 40, 70, 50), 0.25 * strength],
        [0.85, hsl(h, 85, 55), 0.8 * strength],
        [1, hsl(h - 10, 90, 78), 0.95 * strength],
      ]);
      const base = this.r(yMin, yMax);
      const amp = this.r(0.04, 0.12) * this.h;
      const tall = this.r(0.16, 0.34) * this.h;
      const f1 = this.r(0.6, 1.6);
      const f2 = this.r(1.8, 3.4);
      const ph1 = this.r(0, TAU);
      const ph2 = this.r(0, TAU);
      const x0 = this.r(-0.2, -0.08) * this.w;
      const x1 = this.r(1.08, 1.2) * this.w;
      const sway = 0.35 * this.osc(1, ph1);
      const hem: string[] = [];
      const top: string[] = [];
      const steps = 24;
      for (let i = 0; i <= steps; i++) {
        const u = i / steps;
        const x = x0 + (x1 - x0) * u;
        const y =
          base +
          amp * Math.sin(u * f1 * TAU + ph1 + sway) +
          amp * 0.35 * Math.sin(u * f2 * TAU + ph2 - sway * 1.7);
        const taper = Math.sin(Math.PI * u);
        const height =
          tall * (0.15 + 0.85 * taper) * (0.85 + 0.15 * Math.sin(u * 5 + ph2 + this.osc(1, b)));
        hem.push(`${n(x)} ${n(y)}`);
        top.unshift(`${n(x + amp * 0.3)} ${n(y - height)}`);
      }
      out += `<path d="M${hem.join(" ")}L${top.join(" ")}Z" fill="${fill}"/>`;
    }
    const breathe = 0.88 + 0.12 * this.osc(1, 1.3);
    return `<g filter="url(#${rays})" opacity="${n(breathe)}">${out}</g>`;
  }

  /**
   * Still water below `horizon`, mirroring the group `above` (sky, orbs, far land), tinted,
   * with a glitter path of short strokes under `glitterX`.
   */
  water(
    horizon: number,
    above: string,
    tintTop: string,
    tintBottom: string,
    glitterX: number,
    glitter: string,
    glitterStrength: number,
  ): string {
    const clip = this.id();
    this.def(
      `<clipPath id="${clip}"><rect y="${n(horizon)}" width="${n(this.w)}" height="${n(this.h - horizon)}"/></clipPath>`,
    );
    const depth = this.h - horizon;
    let lines = "";
    const count = Math.round(40 + 40 * glitterStrength);
    for (let i = 0; i < count; i++) {
      const v = Math.pow(this.r(), 1.5);
      const y = horizon + 3 + v * depth;
      const spread = this.w * (0.03 + 0.2 * v) * (this.chance(0.25) ? 3 : 1);
      const x =
        glitterX +
        (this.r() + this.r() + this.r() - 1.5) * spread +
        this.osc(1, i) * this.w * 0.004 * (1 + v);
      const len = this.w * (0.004 + 0.035 * v) * this.r(0.3, 1.3);
      lines += `M${n(x - len / 2)} ${n(y)}h${n(len)}`;
    }
    const unit = this.w / 1920;
    const shimmer = 0.85 + 0.15 * this.osc(3, 0.4);
    return (
      this.rect(tintBottom, 0, horizon, this.w, depth) +
      `<g clip-path="url(#${clip})"><use href="#${above}" transform="matrix(1 0 0 -1 0 ${n(horizon * 2)})" opacity=".62" filter="${this.blur(this.w * 0.0015, this.w * 0.005)}"/></g>` +
      this.rect(
        this.linear([
          [0, tintTop, 0.25],
          [0.5, tintBottom, 0.55],
          [1, tintBottom, 0.85],
        ]),
        0,
        horizon,
        this.w,
        depth,
      ) +
      this.rect("#fff", 0, horizon - unit, this.w, unit * 2.5, ' opacity=".12"') +
      `<path d="${lines}" stroke="${glitter}" stroke-width="${n(1.8 * unit)}" stroke-linecap="round" opacity="${n(glitterStrength * shimmer)}" filter="${this.blur(unit)}"/>`
    );
  }

  /** A horizontal band of mist fading in and out. */
  mist(y: number, height: number, color: string, opacity: number): string {
    return this.rect(
      this.linear([
        [0, color, 0],
        [0.5, color, opacity],
        [1, color, 0],
      ]),
      -0.1 * this.w,
      y - height / 2,
      this.w * 1.2,
      height,
    );
  }

  vignette(strength = 0.45): string {
    return this.rect(
      this.radial(
        [
          [0.5, "#000", 0],
          [1, "#000", strength],
        ],
        ' r=".75"',
      ),
    );
  }

  svg(body: string, outW = this.w, outH = this.h): string {
    const zoom = !this.moving
      ? 1
      : this.loop
        ? 1 + 0.012 * (1 - Math.cos(TAU * this.p))
        : 1 + 0.05 * this.p;
    const inner =
      zoom === 1
        ? body
        : `<g transform="translate(${n((this.w * (1 - zoom)) / 2)} ${n((this.h * (1 - zoom)) / 2)}) scale(${Math.round(zoom * 10000) / 10000})">${body}</g>`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice" data-${MARK}="">` +
      `<defs>${this.defs.join("")}</defs>${inner}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Themes. Each draws a whole scene from the seeded generator; only positions depend on `p`.

function auroraScene(s: Scene): string {
  const { w, h } = s;
  const horizon = h * s.r(0.6, 0.72);
  const hue = s.pick([135, 145, 150, 160, 120]);
  const above = s.id();
  const night = s.r(215, 232);
  let sky =
    s.sky([
      [0, hsl(night + 8, 70, 5)],
      [0.55, hsl(night, 60, 11)],
      [1, hsl(night - 25, 45, 22)],
    ]) + s.stars(Math.round(110 * (w / 1920)), horizon * 0.9);
  sky += s.aurora(s.chance(0.5) ? 3 : 2, hue, horizon * 0.35, horizon * 0.75, s.r(0.75, 1));
  const far = s.ridge(horizon, h * s.r(0.11, 0.24), { sharp: 1.8, jag: 0.35, rough: 0.02 });
  const near = s.ridge(horizon, h * s.r(0.03, 0.08), { rough: 0.04 });
  const snow = s.linear([
    [0, hsl(night - 10, 30, 62)],
    [0.35, hsl(night, 35, 24)],
    [1, hsl(night, 45, 8)],
  ]);
  const land =
    `<g${s.cam(0.3)}><path d="${far.d}" fill="${snow}"/><path d="${far.shade}" fill="${hsl(night, 50, 6)}" opacity=".5" filter="${s.blur(w * 0.0015)}"/></g>` +
    `<g${s.cam(0.5)}><path d="${near.d}" fill="${hsl(night, 45, 6)}"/></g>`;
  let body = `<g id="${above}">${sky}${land}</g>`;
  if (s.chance(0.65)) {
    body += s.water(
      horizon,
      above,
      hsl(night - 20, 50, 20),
      hsl(night, 60, 5),
      w * s.r(0.3, 0.7),
      hsl(hue, 70, 70),
      0.35,
    );
    const shore = s.ridge(h * 1.03, h * s.r(0.05, 0.1), { rough: 0.03 });
    const left = s.chance(0.5);
    const wood = left
      ? s.spruces(shore.at, h * 0.12, h * 0.34, w * 0.05, true, -0.05, s.r(0.12, 0.3))
      : s.spruces(shore.at, h * 0.12, h * 0.34, w * 0.05, true, s.r(0.7, 0.88), 1.05);
    body += `<g${s.cam(1)}><path d="${shore.d}${wood}" fill="${hsl(night, 40, 4)}"/></g>`;
  } else {
    const field = s.ridge(horizon + h * 0.04, h * 0.03, { rough: 0.02 });
    body +=
      `<g${s.cam(0.7)}><path d="${field.d}" fill="${s.linear([
        [0, hsl(night - 15, 30, 24)],
        [1, hsl(night, 40, 9)],
      ])}"/>` +
      `<path d="${s.spruces(field.at, h * 0.04, h * 0.12, w * 0.03, false)}" fill="${hsl(night, 45, 5)}"/></g>` +
      `<g${s.cam(1)}><path d="${s.spruces((x) => h + h * 0.02 * Math.sin(x / w), h * 0.2, h * 0.45, w * 0.16, true, -0.05, 0.12)}${s.spruces(() => h, h * 0.2, h * 0.4, w * 0.16, true, 0.88, 1.05)}" fill="${hsl(night, 45, 3)}"/></g>`;
  }
  return body + s.vignette(0.5);
}

function forestScene(s: Scene): string {
  const { w, h } = s;
  const hue = s.r(70, 150);
  const warm = s.r(35, 48);
  const sunX = w * s.r(0.25, 0.75);
  const sunY = h * s.r(0.25, 0.42);
  let body =
    s.sky([
      [0, hsl(hue + 40, 18, s.r(48, 60))],
      [0.6, hsl(warm, 35, s.r(74, 82))],
      [1, hsl(warm, 45, 88)],
    ]) + s.orb(sunX, sunY, w * 0.018, hsl(warm, 90, 95), hsl(warm, 90, 85), w * 0.45, 0.75);
  body += s.clouds(4, h * 0.1, h * 0.3, hsl(warm, 60, 92), hsl(hue, 12, 70), 0.5);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const k = i / (layers - 1);
    const base = h * ([0.5, 0.6, 0.73, 0.95][i]! + s.r(-0.03, 0.03));
    const hill = s.ridge(base, h * s.r(0.05, 0.14), { rough: 0.02, sharp: 1, points: 24 });
    const color = hsl(hue + 10 - k * 20, 15 + k * 22, 68 - k * 58);
    const trees =
      i === 0
        ? ""
        : s.spruces(
            hill.at,
            h * (0.03 + k * 0.12),
            h * (0.06 + k * 0.3),
            w * (0.012 + k * 0.06),
            i === layers - 1,
          );
    body += `<g${s.cam(0.2 + k * 0.8)}><path d="${hill.d}${trees}" fill="${color}"/></g>`;
    if (i < layers - 1)
      body += s.mist(base + h * 0.02, h * 0.12, hsl(warm, 40, 88), 0.55 - k * 0.2);
    if (i === 1) {
      // Sun rays slanting through the mist, behind the nearer trees.
      let rays = "";
      for (let j = 0; j < 5; j++) {
        const spread = s.r(-0.25, 0.25) * w;
        const width = s.r(0.008, 0.025) * w;
        rays += `M${n(sunX)} ${n(sunY)}L${n(sunX + spread - width)} ${n(h * 0.85)}H${n(sunX + spread + width)}Z`;
      }
      body += `<path d="${rays}" fill="${hsl(warm, 80, 94)}" opacity="${n(0.13 + 0.03 * s.osc(1, 0))}" filter="${s.blur(w * 0.01)}"/>`;
    }
  }
  return body + s.vignette(0.4);
}

function coastScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(200, 215);
  const warm = s.r(30, 42);
  const moods = {
    clear: {
      sky: [hsl(blue, 55, 52), hsl(blue - 5, 45, 78), hsl(blue - 20, 35, 90)],
      halo: "#fff8e8",
      glow: 0.45,
      cloud: ["#fff", hsl(blue, 20, 72)],
      water: [hsl(blue, 35, 55), hsl(blue + 5, 55, 28)],
      glitter: ["#fff", 0.5],
      land: 50,
    },
    golden: {
      sky: [hsl(blue, 40, 48), hsl(blue - 10, 30, 72), hsl(warm, 70, 82)],
      halo: hsl(warm, 90, 80),
      glow: 0.7,
      cloud: [hsl(warm + 5, 80, 92), hsl(blue + 30, 20, 62)],
      water: [hsl(blue, 35, 55), hsl(blue + 5, 55, 22)],
      glitter: [hsl(warm, 90, 85), 0.7],
      land: 40,
    },
    pastel: {
      sky: [hsl(228, 32, 68), hsl(300, 22, 82), hsl(22, 65, 88)],
      halo: hsl(30, 90, 90),
      glow: 0.55,
      cloud: [hsl(340, 60, 92), hsl(250, 15, 72)],
      water: [hsl(260, 22, 72), hsl(232, 30, 38)],
      glitter: ["#fff", 0.45],
      land: 52,
    },
    overcast: {
      sky: [hsl(blue, 12, 52), hsl(blue, 10, 70), hsl(blue - 10, 10, 84)],
      halo: "#fff",
      glow: 0.25,
      cloud: [hsl(blue, 8, 86), hsl(blue, 12, 52)],
      water: [hsl(blue, 12, 62), hsl(blue, 20, 26)],
      glitter: ["#fff", 0.22],
      land: 38,
    },
  };
  const moodName = s.pick(["clear", "golden", "pastel", "clear", "overcast", "golden"] as const);
  const mood = moods[moodName];
  const golden = moodName === "golden";
  const horizon = h * s.r(0.52, 0.62);
  const sunX = w * s.r(0.2, 0.8);
  const above = s.id();
  let sky = s.sky([
    [0, mood.sky[0]!],
    [0.6, mood.sky[1]!],
    [1, mood.sky[2]!],
  ]);
  sky += s.orb(
    sunX,
    horizon * s.r(0.35, 0.75),
    w * 0.015,
    "#fffaf0",
    mood.halo,
    w * 0.35,
    mood.glow,
  );
  sky += s.clouds(
    moodName === "overcast" ? 12 : 7,
    h * 0.06,
    horizon * 0.8,
    mood.cloud[0]!,
    mood.cloud[1]!,
    moodName === "overcast" ? 0.85 : 0.75,
  );
  const islands = s.ridge(horizon, h * s.r(0.03, 0.07), { rough: 0.03, sharp: 2.4, points: 40 });
  let land = `<g${s.cam(0.25)}><path d="${islands.d}" fill="${hsl(blue, 18, mood.land + 8)}"/></g><g${s.cam(0.35)}>`;
  if (s.chance(0.65)) {
    // A nearer wooded island of the archipelago.
    const isle = s.ridge(horizon, h * s.r(0.04, 0.08), { rough: 0.01, sharp: 3.2, points: 40 });
    const ground = (x: number) => (isle.at(x) < horizon - h * 0.012 ? isle.at(x) : NaN);
    land += `<path d="${isle.d}${s.spruces(ground, h * 0.012, h * 0.035, w * 0.008)}" fill="${hsl(blue + 40, 14, mood.land - 22)}"/>`;
  }
  if (s.chance(0.6)) {
    // A red boathouse on the shore, the most Nordic of details.
    let bx = w * s.r(0.15, 0.85);
    for (let x = w * 0.1; x < w * 0.9; x += w * 0.02) if (islands.at(x) < islands.at(bx)) bx = x;
    const bw = w * s.r(0.012, 0.02);
    const by = Math.min(horizon - h * 0.004, islands.at(bx) + bw * 0.5);
    land += `<path d="M${n(bx)} ${n(by)}v${n(-bw * 0.55)}l${n(bw / 2)} ${n(-bw * 0.35)}l${n(bw / 2)} ${n(bw * 0.35)}v${n(bw * 0.55)}Z" fill="${hsl(4, 60, golden ? 36 : 40)}"/>`;
  }
  land += "</g>";
  let body = `<g id="${above}">${sky}${land}</g>`;
  body += s.water(
    horizon,
    above,
    mood.water[0]!,
    mood.water[1]!,
    sunX,
    mood.glitter[0] as string,
    mood.glitter[1] as number,
  );
  // Smooth granite skerries in the foreground.
  const rocks = s.chance(0.5) ? [0.0, 1] : s.chance(0.5) ? [0] : [1];
  let stones = "";
  for (const side of rocks) {
    const width = w * s.r(0.3, 0.55);
    const x0 = side ? w - width : -w * 0.05;
    const top = h * s.r(0.72, 0.86);
    const bumps = 3 + Math.floor(s.r(0, 3));
    let d = `M${n(x0)} ${n(h * 1.05)}`;
    for (let i = 0; i <= bumps; i++) {
      const x = x0 + (width * 1.05 * i) / bumps;
      const y = top + (h - top) * (side ? 1 - i / bumps : i / bumps) * 0.9 + h * s.r(-0.02, 0.02);
      d +=
        i === 0
          ? `L${n(x)} ${n(y)}`
          : `Q${n(x - width / bumps / 2)} ${n(y - h * s.r(0.02, 0.06))} ${n(x)} ${n(y)}`;
    }
    d += `L${n(x0 + width * 1.05)} ${n(h * 1.05)}Z`;
    stones += d;
  }
  const granite = s.linear([
    [0, hsl(warm - 10, 18, golden ? 52 : 58)],
    [0.4, hsl(warm - 20, 10, 32)],
    [1, hsl(blue, 15, 12)],
  ]);
  body += `<g${s.cam(1)}><path d="${stones}" fill="${granite}"/></g>`;
  return body + s.vignette(0.35);
}

function sunsetScene(s: Scene): string {
  const { w, h } = s;
  const hue = s.r(-10, 12);
  const horizon = h * s.r(0.58, 0.68);
  const sunX = w * s.r(0.3, 0.7);
  const sink = s.moving && !s.loop ? s.p * h * 0.05 : 0;
  const sunR = w * s.r(0.03, 0.045);
  const sunY = horizon - sunR * s.r(0.1, 0.9) + sink;
  const above = s.id();
  let sky = s.sky([
    [0, hsl(250 + hue, 45, 18)],
    [0.35, hsl(300 + hue, 40, 36)],
    [0.7, hsl(10 + hue, 75, 58)],
    [1, hsl(35 + hue, 95, 70)],
  ]);
  sky += s.orb(sunX, sunY, sunR, hsl(45 + hue, 100, 90), hsl(30 + hue, 100, 65), w * 0.6, 0.85);
  sky += s.clouds(9, h * 0.1, horizon * 0.85, hsl(20 + hue, 90, 72), hsl(290 + hue, 30, 30), 0.8);
  const mountains = s.chance(0.5);
  const far = mountains
    ? s.ridge(horizon, h * s.r(0.1, 0.22), { sharp: 1.6, jag: 0.3, rough: 0.02 })
    : s.ridge(horizon, h * s.r(0.015, 0.04), { rough: 0.05, sharp: 2.6, points: 48 });
  sky += `<g${s.cam(0.3)}><path d="${far.d}" fill="${hsl(280 + hue, 30, 16)}"/></g>`;
  let body = `<g id="${above}">${sky}</g>`;
  body += s.water(
    horizon,
    above,
    hsl(330 + hue, 40, 40),
    hsl(260 + hue, 40, 12),
    sunX,
    hsl(40 + hue, 100, 80),
    0.9,
  );
  if (s.chance(0.5)) {
    // A small sail on the water.
    const bx =
      w * s.r(0.15, 0.85) + (s.moving ? (s.loop ? s.osc(1, 0) * 0.01 : s.p * 0.02) * w : 0);
    const by = horizon + h * s.r(0.03, 0.08);
    const bh = h * s.r(0.035, 0.06);
    body += `<path d="M${n(bx)} ${n(by - bh)}v${n(bh * 0.85)}h${n(bh * 0.45)}ZM${n(bx - bh * 0.05)} ${n(by - bh * 0.75)}v${n(bh * 0.6)}h${n(-bh * 0.3)}ZM${n(bx - bh * 0.4)} ${n(by - bh * 0.1)}h${n(bh * 0.9)}l${n(-bh * 0.1)} ${n(bh * 0.12)}h${n(-bh * 0.7)}Z" fill="${hsl(270 + hue, 40, 8)}"/>`;
  }
  const shore = s.ridge(h * 1.03, h * s.r(0.05, 0.12), { rough: 0.03 });
  body += `<g${s.cam(1)}><path d="${shore.d}" fill="${hsl(270 + hue, 40, 6)}"/>`;
  if (s.chance(0.6))
    body += `<path d="${s.spruces(shore.at, h * 0.05, h * 0.16, w * 0.06, true, s.r(-0.05, 0.3), s.r(0.4, 1.05))}" fill="${hsl(270 + hue, 40, 6)}"/>`;
  body += "</g>";
  return body + s.vignette(0.4);
}

function nightScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(212, 228);
  const horizon = h * s.r(0.56, 0.66);
  const moonX = w * s.r(0.15, 0.85);
  const moonY = horizon * s.r(0.2, 0.45);
  let body =
    s.sky([
      [0, hsl(blue + 10, 60, 6)],
      [0.6, hsl(blue, 55, 16)],
      [1, hsl(blue - 10, 45, 30)],
    ]) +
    s.stars(Math.round(140 * (w / 1920)), horizon) +
    s.orb(moonX, moonY, w * 0.016, "#f4f1e8", hsl(blue - 10, 50, 75), w * 0.28, 0.45);
  if (s.chance(0.35)) body += s.aurora(1, 145, horizon * 0.45, horizon * 0.6, 0.45);
  body += s.clouds(3, horizon * 0.4, horizon * 0.8, hsl(blue, 30, 45), hsl(blue, 40, 15), 0.35);
  const peaks = s.ridge(horizon, h * s.r(0.18, 0.32), { sharp: 1.9, jag: 0.35, rough: 0.02 });
  body += `<g${s.cam(0.3)}><path d="${peaks.d}" fill="${s.linear([
    [0, hsl(blue - 5, 30, 72)],
    [0.25, hsl(blue, 35, 40)],
    [0.6, hsl(blue, 45, 14)],
  ])}"/><path d="${peaks.shade}" fill="${hsl(blue, 50, 10)}" opacity=".5" filter="${s.blur(w * 0.0015)}"/></g>`;
  body += s.mist(horizon, h * 0.08, hsl(blue, 40, 60), 0.35);
  // A moonlit snowfield with a wood and, often, a cabin with warm windows.
  const field = s.ridge(horizon + h * 0.06, h * 0.05, { rough: 0.01, sharp: 1 });
  const snow = s.linear([
    [0, hsl(blue - 5, 28, 40)],
    [1, hsl(blue, 40, 14)],
  ]);
  body += `<g${s.cam(0.6)}><path d="${field.d}" fill="${snow}"/>`;
  const woodFrom = s.r(-0.05, 0.4);
  body += `<path d="${s.spruces(field.at, h * 0.05, h * 0.14, w * 0.022, false, woodFrom, woodFrom + s.r(0.3, 0.6))}" fill="${hsl(blue, 50, 7)}"/>`;
  if (s.chance(0.7)) {
    const cx = w * (woodFrom > 0.3 ? s.r(0.08, 0.25) : s.r(0.65, 0.85));
    const cy = field.at(cx) + h * 0.01;
    const cw = w * s.r(0.035, 0.05);
    const lit = s.osc(1, 0) * 0.05 + 0.95;
    body +=
      `<circle cx="${n(cx + cw / 2)}" cy="${n(cy - cw * 0.3)}" r="${n(cw * 2.4)}" fill="${s.glow("#ffb45e", 0.45 * lit)}"/>` +
      `<path d="M${n(cx)} ${n(cy)}v${n(-cw * 0.5)}l${n(cw / 2)} ${n(-cw * 0.38)}l${n(cw / 2)} ${n(cw * 0.38)}v${n(cw * 0.5)}Z" fill="${hsl(5, 45, 14)}"/>` +
      `<path d="M${n(cx - cw * 0.05)} ${n(cy - cw * 0.48)}l${n(cw * 0.55)} ${n(-cw * 0.44)}l${n(cw * 0.55)} ${n(cw * 0.44)}" stroke="${hsl(blue, 30, 80)}" stroke-width="${n(cw * 0.07)}" fill="none"/>` +
      `<rect x="${n(cx + cw * 0.18)}" y="${n(cy - cw * 0.36)}" width="${n(cw * 0.16)}" height="${n(cw * 0.16)}" fill="#ffc875" opacity="${n(lit)}"/>` +
      `<rect x="${n(cx + cw * 0.62)}" y="${n(cy - cw * 0.36)}" width="${n(cw * 0.16)}" height="${n(cw * 0.16)}" fill="#ffc875" opacity="${n(lit)}"/>`;
  }
  body += "</g>";
  const front = s.ridge(h * 1.04, h * s.r(0.05, 0.1), { rough: 0.02, sharp: 1 });
  body += `<g${s.cam(1)}><path d="${front.d}" fill="${s.linear([
    [0, hsl(blue - 5, 28, 32)],
    [1, hsl(blue, 40, 9)],
  ])}"/><path d="${s.spruces(front.at, h * 0.18, h * 0.42, w * 0.14, true, -0.05, 0.08)}${s.spruces(front.at, h * 0.18, h * 0.42, w * 0.14, true, 0.92, 1.05)}" fill="${hsl(blue, 50, 5)}"/></g>`;
  return body + s.vignette(0.5);
}

function cityScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(218, 232);
  const glowHue = s.r(18, 34);
  const horizon = h * s.r(0.6, 0.7);
  const pitch = Math.max(6, Math.round(w / 140));
  const above = s.id();
  let sky = s.sky([
    [0, hsl(blue + 5, 60, 10)],
    [0.5, hsl(blue, 45, 28)],
    [0.85, hsl(glowHue + 320, 30, 46)],
    [1, hsl(glowHue, 75, 66)],
  ]);
  sky += s.stars(Math.round(30 * (w / 1920)), horizon * 0.4);
  sky += s.clouds(5, h * 0.08, horizon * 0.6, hsl(glowHue + 330, 35, 55), hsl(blue, 40, 20), 0.55);
  const skyline = (minH: number, maxH: number, minW: number, maxW: number, towers: number) => {
    let d = `M${n(-w * 0.06)} ${n(horizon)}`;
    let x = Math.floor((-w * 0.06) / pitch) * pitch;
    const blocks: { x: number; top: number; width: number }[] = [];
    while (x < w * 1.06) {
      const width = pitch * Math.round(s.r(minW, maxW));
      const tall = s.chance(towers) ? s.r(1.3, 1.8) : 1;
      const top = horizon - h * s.r(minH, maxH) * tall;
      d += `V${n(top)}H${n(x + width)}`;
      blocks.push({ x, top, width });
      x += width;
    }
    return { d: `${d}V${n(horizon)}Z`, blocks };
  };
  const far = skyline(0.05, 0.16, 3, 7, 0.1);
  const near = skyline(0.06, 0.24, 4, 9, 0.18);
  const windowPattern = s.id();
  s.def(
    `<pattern id="${windowPattern}" width="${pitch}" height="${n(pitch * 1.3)}" patternUnits="userSpaceOnUse"><rect x="${n(pitch * 0.25)}" y="${n(pitch * 0.35)}" width="${n(pitch * 0.5)}" height="${n(pitch * 0.55)}" fill="#ffd59a"/></pattern>`,
  );
  const windowMask = s.id();
  s.def(
    `<filter id="${windowMask}"><feTurbulence type="fractalNoise" baseFrequency="${n((0.02 * 1920) / w)}" numOctaves="1" seed="${Math.floor(s.r(1, 99))}"/>` +
      `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 6 0 0 0 -2.5" result="m"/><feComposite in="SourceGraphic" in2="m" operator="in"/></filter>`,
  );
  let windows = "";
  for (const block of near.blocks) {
    if (block.x + block.width < 0 || block.x > w || s.chance(0.2)) continue;
    windows += `<rect x="${n(block.x + pitch * 0.5)}" y="${n(block.top + pitch)}" width="${n(block.width - pitch)}" height="${n(horizon - block.top - pitch * 1.5)}" opacity="${n(s.r(0.6, 1))}"/>`;
  }
  const tallest = near.blocks.reduce((a, b) => (b.top < a.top && b.x > 0 && b.x < w * 0.9 ? b : a));
  const blink = !s.moving || Math.sin(TAU * 6 * s.p) > 0.2;
  const city =
    `<g${s.cam(0.35)}><path d="${far.d}" fill="${hsl(blue, 30, 24)}"/></g>` +
    `<g${s.cam(0.6)}><path d="${near.d}" fill="${hsl(blue, 40, 10)}"/>` +
    `<g fill="url(#${windowPattern})" filter="url(#${windowMask})">${windows}</g>` +
    `<rect x="${n(tallest.x + tallest.width / 2 - pitch * 0.1)}" y="${n(tallest.top - h * 0.05)}" width="${n(pitch * 0.2)}" height="${n(h * 0.05)}" fill="${hsl(blue, 40, 10)}"/>` +
    (blink
      ? `<circle cx="${n(tallest.x + tallest.width / 2)}" cy="${n(tallest.top - h * 0.05)}" r="${n(pitch * 0.9)}" fill="${s.glow("#ff3b30", 0.9)}"/>`
      : "") +
    "</g>";
  let body = `<g id="${above}">${sky}${city}</g>`;
  body += s.water(
    horizon,
    above,
    hsl(blue, 40, 20),
    hsl(blue, 50, 6),
    w * s.r(0.3, 0.7),
    hsl(glowHue + 10, 90, 75),
    0.55,
  );
  // The quay in front.
  body += `<g${s.cam(1)}>${s.rect(hsl(blue, 35, 5), -w * 0.06, h * 0.93, w * 1.12, h * 0.08)}${s.rect(hsl(glowHue, 60, 60), -w * 0.06, h * 0.93, w * 1.12, Math.max(1, h * 0.003), ' opacity=".5"')}</g>`;
  return body + s.vignette(0.45);
}

/** An ice hockey rink seen from behind one goal, in true perspective (metres, IIHF markings). */
function iceScene(s: Scene): string {
  const { w, h } = s;
  const horizon = h * s.r(0.2, 0.3);
  const camX = s.r(-4, 4) + (s.moving ? (s.loop ? s.osc(1, 0) * 1.2 : s.p * 2) : 0);
  const camH = s.r(6, 9);
  const near = s.r(1, 5);
  const focal = w * s.r(0.48, 0.58);
  const project = (x: number, z: number, y = 0): [number, number] => {
    const d = near + z;
    return [w / 2 + (focal * (x - camX)) / d, horizon + (focal * (camH - y)) / d];
  };
  const pt = (x: number, z: number, y = 0) => project(x, z, y).map(n).join(" ");
  const poly = (points: [number, number, number?][]) =>
    `M${points.map(([x, z, y]) => pt(x, z, y)).join("L")}Z`;
  const warm = s.r(200, 215);
  // The outline of the far half of the rink (corner radius 8.5 m), from near left round to near right.
  const outline: [number, number][] = [[-13, -near + 0.6]];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * (Math.PI / 2);
    outline.push([-4.5 + 8.5 * Math.cos(a), 51.5 - 8.5 * Math.sin(a)]);
  }
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * 1.5 + (i / 10) * (Math.PI / 2);
    outline.push([4.5 + 8.5 * Math.cos(a), 51.5 - 8.5 * Math.sin(a)]);
  }
  outline.push([13, -near + 0.6]);
  const halfWidthAt = (z: number) =>
    z <= 51.5 ? 13 : 4.5 + Math.sqrt(Math.max(0, 8.5 * 8.5 - (z - 51.5) ** 2));
  const crowdNoise = s.id();
  s.def(
    `<filter id="${crowdNoise}"><feTurbulence baseFrequency="${n((0.09 * 1920) / w)} ${n((0.15 * 1920) / w)}" numOctaves="1" seed="${Math.floor(s.r(1, 99))}"/>` +
      `<feColorMatrix values=".45 0 0 0 0 0 .4 0 0 0 0 0 .5 0 .05 0 0 0 0 .3"/><feComposite in2="SourceGraphic" operator="in"/><feGaussianBlur stdDeviation="${n(w / 900)}"/></filter>`,
  );
  let body = s.sky([
    [0, "#07090e"],
    [0.5, hsl(warm, 25, 10)],
    [1, hsl(warm, 20, 16)],
  ]);
  // Stands all round, below the roof line, full of a blurred crowd.
  const standsTop = project(0, 90, 20)[1];
  body += s.rect(
    s.linear([
      [0, hsl(warm, 20, 9)],
      [1, hsl(warm, 25, 20)],
    ]),
    0,
    standsTop,
    w,
    h - standsTop,
  );
  body += s.rect("#fff", 0, standsTop, w, h - standsTop, ` filter="url(#${crowdNoise})"`);
  // Roof lights and their glow.
  let lights = "";
  let reflections = "";
  const rows = [20, 28, 36, 44, 52, 60];
  for (const z of rows) {
    for (const x of [-9, -3, 3, 9]) {
      const [lx, ly] = project(x, z, 16);
      const size = (focal * 0.5) / (near + z);
      lights += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size * 6)}" fill="url(#L)"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size)}" fill="#fffdf5"/>`;
      const [rx, ry] = project(x, z, -16);
      if (ry > project(0, z)[1])
        reflections += `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(size * 1.8)}" ry="${n(size * 7)}"/>`;
    }
  }
  s.def(
    `<radialGradient id="L"><stop offset="0" stop-color="#fff6e0" stop-opacity=".55"/><stop offset=".25" stop-color="#fff6e0" stop-opacity=".15"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`,
  );
  // The scoreboard cube over centre ice.
  const cube = poly([
    [-3, 30, 17],
    [3, 30, 17],
    [3, 30, 13],
    [-3, 30, 13],
  ]);
  const screen = poly([
    [-2.6, 29.9, 16.6],
    [2.6, 29.9, 16.6],
    [2.6, 29.9, 13.4],
    [-2.6, 29.9, 13.4],
  ]);
  body += `${lights}<path d="${cube}" fill="#05070b"/><path d="${screen}" fill="${s.linear(
    [
      [0, hsl(s.r(190, 230), 70, 45)],
      [1, hsl(s.r(330, 360), 60, 40)],
    ],
    1,
    1,
  )}" opacity=".7"/>`;
  // Ice, boards (white, yellow kick plate) and the glass above them.
  const iceFill = s.linear([
    [0, hsl(warm, 25, 80)],
    [1, hsl(warm, 30, 94)],
  ]);
  body += `<path d="${poly(outline.map(([x, z]) => [x, z, 0]))}" fill="${iceFill}"/>`;
  body += `<g fill="#fff" opacity=".5" filter="${s.blur(w * 0.004, w * 0.01)}">${reflections}</g>`;
  const line = (z: number, width: number) => {
    const half = halfWidthAt(z);
    return poly([
      [-half, z - width / 2],
      [half, z - width / 2],
      [half, z + width / 2],
      [-half, z + width / 2],
    ]);
  };
  const ring = (cx: number, cz: number, radius: number) => {
    const points: [number, number][] = [];
    const steps = cz < 20 ? 56 : 24;
    for (let i = 0; i < steps; i++)
      points.push([
        cx + radius * Math.cos((i / steps) * TAU),
        cz + radius * Math.sin((i / steps) * TAU),
      ]);
    return poly(points);
  };
  const red = hsl(356, 75, 46);
  const blue = hsl(218, 75, 40);
  const stroke = (d: string, color: string, z: number, widthM: number) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n((focal * widthM) / (near + z))}" opacity=".85"/>`;
  body += `<path d="${line(30, 0.3)}${line(4, 0.05)}${line(56, 0.05)}" fill="${red}" opacity=".85"/>`;
  body += `<path d="${line(22.86, 0.3)}${line(37.14, 0.3)}" fill="${blue}" opacity=".85"/>`;
  body += stroke(ring(0, 30, 4.5), blue, 30, 0.05);
  body += stroke(ring(-7, 50, 4.5) + ring(7, 50, 4.5), red, 50, 0.05);
  body += stroke(ring(-7, 10, 4.5) + ring(7, 10, 4.5), red, 10, 0.05);
  let dots = "";
  for (const [x, z] of [
    [-7, 50],
    [7, 50],
    [-7, 10],
    [7, 10],
    [-7, 36],
    [7, 36],
    [-7, 24],
    [7, 24],
  ] as [number, number][]) {
    const [dx, dy] = project(x, z);
    dots += `<ellipse cx="${n(dx)}" cy="${n(dy)}" rx="${n((focal * 0.3) / (near + z))}" ry="${n((focal * camH * 0.3) / (near + z) ** 2)}"/>`;
  }
  body += `<g fill="${red}" opacity=".85">${dots}</g>`;
  // The far goal crease and net.
  const crease: [number, number][] = [];
  for (let i = 0; i <= 12; i++)
    crease.push([1.83 * Math.cos((i / 12) * Math.PI), 56 - 1.83 * Math.sin((i / 12) * Math.PI)]);
  body += `<path d="${poly(crease)}" fill="${hsl(205, 70, 60)}" opacity=".55"/>`;
  body += `<path d="${poly([
    [-0.915, 56, 0],
    [-0.915, 56, 1.22],
    [0.915, 56, 1.22],
    [0.915, 56, 0],
    [0.6, 57.1, 0],
    [-0.6, 57.1, 0],
  ])}" fill="#fff" fill-opacity=".35" stroke="${red}" stroke-width="${n((focal * 0.08) / (near + 56))}"/>`;
  // Skate marks.
  let marks = "";
  for (let i = 0; i < 14; i++) {
    const z = s.r(6, 52);
    const x = s.r(-10, 10);
    const [ax, ay] = project(x, z);
    const [bx, by] = project(x + s.r(-6, 6), z + s.r(-5, 5));
    const [cx, cy] = project(x + s.r(-4, 4), z + s.r(-8, 8));
    marks += `M${n(ax)} ${n(ay)}Q${n(bx)} ${n(by)} ${n(cx)} ${n(cy)}`;
  }
  body += `<path d="${marks}" fill="none" stroke="#fff" stroke-width="${n(w / 1200)}" opacity=".35"/>`;
  // Boards: a band from ice level to 1.07 m, with ads in muted colours along the far end.
  const boardTop = outline.map(([x, z]) => [x, z, 1.07] as [number, number, number]);
  const boardBottom = outline.map(([x, z]) => [x, z, 0] as [number, number, number]);
  const kick = outline.map(([x, z]) => [x, z, 0.2] as [number, number, number]);
  const band = (top: [number, number, number][], bottom: [number, number, number][]) =>
    `M${top.map(([x, z, y]) => pt(x, z, y)).join("L")}L${[...bottom]
      .reverse()
      .map(([x, z, y]) => pt(x, z, y))
      .join("L")}Z`;
  const glass = outline.map(([x, z]) => [x, z, 2.6] as [number, number, number]);
  body += `<path d="${band(glass, boardTop)}" fill="#cfe3ff" opacity=".07"/>`;
  body += `<path d="${band(boardTop, boardBottom)}" fill="${hsl(warm, 15, 90)}"/><path d="${band(kick, boardBottom)}" fill="${hsl(48, 90, 55)}"/>`;
  let ads = "";
  const adColors = [hsl(s.r(0, 360), 55, 45), hsl(s.r(0, 360), 45, 35), hsl(210, 60, 35)];
  for (let i = 0; i < 6; i++) {
    const x0 = -12 + i * 4.2;
    if (Math.abs(x0 + 1.8) < 4.5 && s.chance(0.5)) continue;
    const z0 =
      60 - (8.5 - Math.sqrt(Math.max(0, 8.5 ** 2 - Math.max(0, Math.abs(x0 + 1.8) - 4.5) ** 2)));
    ads += `<path d="${poly([
      [x0, z0, 0.32],
      [x0 + 3.6, z0, 0.32],
      [x0 + 3.6, z0, 0.95],
      [x0, z0, 0.95],
    ])}" fill="${adColors[i % 3]}" opacity=".8"/>`;
  }
  body += ads;
  body += s.rect(
    s.linear([
      [0, "#000", 0.45],
      [0.35, "#000", 0],
    ]),
  );
  return body + s.vignette(0.5);
}

function studioScene(s: Scene): string {
  const { w, h } = s;
  const palettes = [
    {
      wall: [32, 30, 80],
      objects: [
        [18, 45, 55],
        [35, 25, 88],
        [28, 12, 30],
      ],
    },
    {
      wall: [150, 12, 74],
      objects: [
        [140, 18, 40],
        [40, 30, 85],
        [20, 40, 58],
      ],
    },
    {
      wall: [210, 20, 78],
      objects: [
        [215, 30, 40],
        [30, 25, 86],
        [12, 55, 55],
      ],
    },
    {
      wall: [14, 35, 72],
      objects: [
        [10, 45, 45],
        [35, 30, 84],
        [200, 15, 30],
      ],
    },
    {
      wall: [40, 10, 86],
      objects: [
        [0, 0, 15],
        [30, 20, 70],
        [200, 20, 60],
      ],
    },
    {
      wall: [260, 12, 70],
      objects: [
        [280, 20, 40],
        [40, 40, 80],
        [180, 20, 45],
      ],
    },
  ] as const;
  const palette = s.pick(palettes);
  const [wh, ws, wl] = palette.wall;
  const lightLeft = s.chance(0.5);
  const lx = lightLeft ? w * s.r(0.1, 0.35) : w * s.r(0.65, 0.9);
  const floorY = h * s.r(0.6, 0.7);
  let body = s.rect(
    s.linear([
      [0, hsl(wh, ws, wl - 22)],
      [0.7, hsl(wh, ws, wl)],
      [1, hsl(wh, ws, wl + 4)],
    ]),
  );
  body += `<circle cx="${n(lx)}" cy="${n(h * 0.25)}" r="${n(Math.max(w, h) * 0.75)}" fill="${s.glow(hsl(wh, 30, 97), 0.55 + 0.05 * s.osc(1, 0))}"/>`;
  // Window light falling across the backdrop.
  let gobo = "";
  const slant = (lightLeft ? 1 : -1) * w * 0.12;
  for (let i = 0; i < 3; i++) {
    const x = (lightLeft ? w * 0.35 : w * 0.3) + i * w * 0.11 + s.osc(1, 0) * w * 0.005;
    gobo += `M${n(x)} 0h${n(w * 0.06)}l${n(slant)} ${n(floorY)}h${n(-w * 0.06)}Z`;
  }
  body += `<path d="${gobo}" fill="#fff" opacity=".16" filter="${s.blur(w * 0.012)}"/>`;
  // The paper sweep: the wall curving into the floor.
  body += s.rect(
    s.linear([
      [0, hsl(wh, ws, wl + 2), 0],
      [0.35, hsl(wh, ws, wl + 6)],
      [1, hsl(wh, ws, wl - 14)],
    ]),
    0,
    floorY - h * 0.08,
    w,
    h - floorY + h * 0.08,
  );
  // A still life on the floor: a plinth, a sphere, maybe a cone or an arch.
  const count = 2 + Math.floor(s.r(0, 2));
  const cx = w * s.r(0.4, 0.6);
  const unit = Math.min(w, h) * s.r(0.13, 0.18);
  const shadowDir = lightLeft ? 1 : -1;
  const objects: string[] = [];
  const shadows: string[] = [];
  const shade = (c: readonly number[], dl: number) => hsl(c[0]!, c[1]!, c[2]! + dl);
  for (let i = 0; i < count; i++) {
    const color = palette.objects[i % 3]!;
    const ox = cx + (i - (count - 1) / 2) * unit * 1.5 + s.r(-0.2, 0.2) * unit;
    const oy = floorY + h * 0.06 + (i % 2) * h * 0.03;
    const kind = i === 0 ? "plinth" : s.pick(["sphere", "cone", "arch", "sphere"] as const);
    const side = s.linear(
      lightLeft
        ? [
            [0, shade(color, 12)],
            [0.6, shade(color, 0)],
            [1, shade(color, -18)],
          ]
        : [
            [0, shade(color, -18)],
            [0.4, shade(color, 0)],
            [1, shade(color, 12)],
          ],
      1,
      0,
    );
    if (kind === "plinth") {
      const rw = unit * s.r(0.55, 0.8);
      const height = unit * s.r(1.1, 1.8);
      const ry = rw * 0.22;
      objects.push(
        `<path d="M${n(ox - rw)} ${n(oy - height)}V${n(oy)}A${n(rw)} ${n(ry)} 0 0 0 ${n(ox + rw)} ${n(oy)}V${n(oy - height)}Z" fill="${side}"/>` +
          `<ellipse cx="${n(ox)}" cy="${n(oy - height)}" rx="${n(rw)}" ry="${n(ry)}" fill="${shade(color, 10)}"/>`,
      );
      if (s.chance(0.6)) {
        const r = rw * s.r(0.5, 0.8);
        const sphere = s.radial(
          [
            [0, shade(palette.objects[1], 14)],
            [0.55, shade(palette.objects[1], 0)],
            [1, shade(palette.objects[1], -25)],
          ],
          ` fx="${lightLeft ? ".3" : ".7"}" fy=".3"`,
        );
        objects.push(
          `<circle cx="${n(ox)}" cy="${n(oy - height - r * 0.9)}" r="${n(r)}" fill="${sphere}"/>`,
        );
      }
      shadows.push(
        `<ellipse cx="${n(ox + shadowDir * rw * 0.9)}" cy="${n(oy + ry * 0.3)}" rx="${n(rw * 1.8)}" ry="${n(ry * 1.3)}"/>`,
      );
    } else if (kind === "sphere") {
      const r = unit * s.r(0.45, 0.7);
      const sphere = s.radial(
        [
          [0, shade(color, 16)],
          [0.55, shade(color, 0)],
          [1, shade(color, -25)],
        ],
        ` fx="${lightLeft ? ".3" : ".7"}" fy=".3"`,
      );
      objects.push(`<circle cx="${n(ox)}" cy="${n(oy - r)}" r="${n(r)}" fill="${sphere}"/>`);
      shadows.push(
        `<ellipse cx="${n(ox + shadowDir * r * 0.6)}" cy="${n(oy)}" rx="${n(r * 1.4)}" ry="${n(r * 0.25)}"/>`,
      );
    } else if (kind === "cone") {
      const rw = unit * s.r(0.35, 0.5);
      const height = unit * s.r(1.2, 1.8);
      objects.push(
        `<path d="M${n(ox)} ${n(oy - height)}L${n(ox + rw)} ${n(oy)}A${n(rw)} ${n(rw * 0.22)} 0 0 1 ${n(ox - rw)} ${n(oy)}Z" fill="${side}"/>`,
      );
      shadows.push(
        `<ellipse cx="${n(ox + shadowDir * rw)}" cy="${n(oy)}" rx="${n(rw * 1.8)}" ry="${n(rw * 0.3)}"/>`,
      );
    } else {
      const rw = unit * s.r(0.5, 0.7);
      const height = unit * s.r(1.2, 1.6);
      const inner = rw * 0.45;
      objects.push(
        `<path d="M${n(ox - rw)} ${n(oy)}V${n(oy - height + rw)}A${n(rw)} ${n(rw)} 0 0 1 ${n(ox + rw)} ${n(oy - height + rw)}V${n(oy)}H${n(ox + inner)}V${n(oy - height * 0.45)}A${n(inner)} ${n(inner)} 0 0 0 ${n(ox - inner)} ${n(oy - height * 0.45)}V${n(oy)}Z" fill="${side}"/>`,
      );
      shadows.push(
        `<ellipse cx="${n(ox + shadowDir * rw * 0.8)}" cy="${n(oy)}" rx="${n(rw * 1.6)}" ry="${n(rw * 0.2)}"/>`,
      );
    }
  }
  body += `<g fill="${hsl(wh, 30, 15)}" opacity=".35" filter="${s.blur(unit * 0.12)}">${shadows.join("")}</g>`;
  body += objects.reverse().join("");
  return body + s.vignette(0.3);
}

const themes: Record<MediaTheme, (scene: Scene) => string> = {
  aurora: auroraScene,
  forest: forestScene,
  coast: coastScene,
  city: cityScene,
  ice: iceScene,
  studio: studioScene,
  sunset: sunsetScene,
  night: nightScene,
};

/** The SVG of one asset; with `motion`, one frame of its video (drawn at outW×outH). */
export function drawPlaceholder(
  asset: ImageAsset,
  motion?: Motion,
  outW?: number,
  outH?: number,
): string {
  const scene = new Scene(asset.name, asset.width, asset.height, motion);
  const body = themes[asset.theme](scene);
  return scene.svg(body, outW, outH);
}

// ---------------------------------------------------------------------------------------------
// Writing the files.

function ours(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const head = fs.readFileSync(file).subarray(0, 600_000);
  return head.includes(MARK);
}

function writeImages(): number {
  fs.mkdirSync(imageDir, { recursive: true });
  let bytes = 0;
  let kept = 0;
  for (const asset of Object.values(images) as ImageAsset[]) {
    if (!wanted(asset.name)) continue;
    const file = path.join(imageDir, `${asset.name}.svg`);
    if (!ours(file)) {
      kept += 1;
      continue;
    }
    const svg = drawPlaceholder(asset);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== svg) fs.writeFileSync(file, svg);
    bytes += svg.length;
  }
  if (kept) console.info(`media: kept ${kept} SVG file(s) that are not placeholders`);
  return bytes;
}

async function writeOgImage(): Promise<void> {
  if (!ours(ogImage)) {
    console.info("media: public/og-image.jpg is not a placeholder; left as it is");
    return;
  }
  const hero = (Object.values(images) as ImageAsset[]).find((a) => a.name === "hero")!;
  const background = await sharp(Buffer.from(drawPlaceholder(hero, undefined, 1200, 630)))
    .png()
    .toBuffer();
  const font =
    "Inter, 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
      `<defs><linearGradient id="g" x2="0" y2="1"><stop offset=".35" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></linearGradient></defs>` +
      `<rect width="1200" height="630" fill="url(#g)"/>` +
      `<rect x="80" y="452" width="56" height="4" fill="#7ef0b8"/>` +
      `<text x="80" y="540" fill="#fff" font-family="${font}" font-size="72" font-weight="700" letter-spacing="-1">Nordic Media Studio</text>` +
      `</svg>`,
  );
  const jpeg = await sharp(background)
    .composite([{ input: overlay }])
    .jpeg({ quality: 80, mozjpeg: true })
    .withExif({ IFD0: { ImageDescription: MARK } })
    .toBuffer();
  if (!fs.existsSync(ogImage) || !fs.readFileSync(ogImage).equals(jpeg))
    fs.writeFileSync(ogImage, jpeg);
}

// Videos: every frame is the poster's scene drawn at a later phase, piped raw into ffmpeg.
// A lossless intermediate is encoded first, then the final file at the lowest CRF that fits.

type Clip = { file: string; poster: ImageAsset; seconds: number; loop: boolean; budget: number };
const FPS = 25;
const KEY_FPS = 4;
/** H.264 for every browser; dark-biased adaptive quantisation keeps night skies from banding. */
const ENCODING = [
  ...["-c:v", "libx264", "-preset", "slow", "-profile:v", "high", "-x264-params", "aq-mode=3"],
  ...["-pix_fmt", "yuv420p", "-movflags", "+faststart"],
];
const VW = 1280;
const VH = 720;

function clips(): Clip[] {
  const lengths: Record<string, number> = {
    "hero-loop.mp4": 6,
    "intro.mp4": 8,
    "promo-1.mp4": 7,
    "promo-2.mp4": 7,
    "demo-1.mp4": 6,
    "demo-2.mp4": 7,
    "demo-3.mp4": 6,
  };
  return Object.values(videos).map((v) => {
    const file = path.basename(v.src);
    const loop = file === "hero-loop.mp4";
    return {
      file,
      poster: v.poster,
      seconds: lengths[file] ?? 6,
      loop,
      budget: (loop ? 250 : 350) * 1024,
    };
  });
}

function run(
  command: string,
  argv: string[],
  input?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on(
      "data",
      (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)),
    );
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${errors}`)),
    );
    if (input && child.stdin) {
      input(child.stdin).then(
        () => child.stdin!.end(),
        (error: unknown) => {
          child.kill();
          reject(error);
        },
      );
    }
  });
}

/**
 * Key frames, KEY_FPS a second (the SVG filters make a frame cost a second or more), from t = 0
 * to t = seconds inclusive; ffmpeg blends them up to 25 fps. Motion is slow, so the blend is
 * invisible, and a loop's last key frame equals its first.
 */
async function renderKeyFrames(clip: Clip, stdin: NodeJS.WritableStream): Promise<void> {
  const frames = Math.round(clip.seconds * KEY_FPS) + 1;
  const render = (i: number) =>
    sharp(
      Buffer.from(
        drawPlaceholder(
          clip.poster,
          { t: i / KEY_FPS, duration: clip.seconds, loop: clip.loop },
          VW,
          VH,
        ),
      ),
    )
      .removeAlpha()
      .raw()
      .toBuffer();
  // Two frames in flight: the machine budget is two cores.
  let next = render(0);
  for (let i = 0; i < frames; i++) {
    const following = i + 1 < frames ? render(i + 1) : undefined;
    const frame = await next;
    if (!stdin.write(frame)) await new Promise((resolve) => stdin.once("drain", resolve));
    if (following) next = following;
  }
}

/** What a clip's file depends on: every key frame's drawing and the encoding set-up. */
function clipHash(clip: Clip): string {
  const hash = createHash("sha256").update(JSON.stringify([clip, VW, VH, FPS, KEY_FPS, ENCODING]));
  const frames = Math.round(clip.seconds * KEY_FPS) + 1;
  for (let i = 0; i < frames; i++) {
    hash.update(
      drawPlaceholder(
        clip.poster,
        { t: i / KEY_FPS, duration: clip.seconds, loop: clip.loop },
        VW,
        VH,
      ),
    );
  }
  return hash.digest("hex").slice(0, 16);
}

function commentOf(ffmpeg: string, file: string): string {
  if (!fs.existsSync(file)) return "";
  const ffprobe = ffmpeg.replace(/ffmpeg$/, "ffprobe");
  const probe = spawnSync(
    ffprobe,
    ["-v", "error", "-show_entries", "format_tags=comment", "-of", "default=nw=1:nk=1", file],
    {
      encoding: "utf8",
    },
  );
  return probe.status === 0 ? probe.stdout.trim() : "";
}

async function writeVideo(ffmpeg: string, clip: Clip, temp: string): Promise<string> {
  const target = path.join(videoDir, clip.file);
  if (!ours(target)) return `${clip.file}: not a placeholder, left as it is`;
  const comment = `${MARK} ${clipHash(clip)}`;
  if (!args.includes("--force") && commentOf(ffmpeg, target) === comment)
    return `${clip.file}: up to date`;
  const started = Date.now();
  const master = path.join(temp, `${clip.file}.mkv`);
  await run(
    ffmpeg,
    [
      ...[
        "-y",
        "-loglevel",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        `${VW}x${VH}`,
        "-r",
        String(KEY_FPS),
        "-i",
        "-",
      ],
      ...[
        "-vf",
        `framerate=fps=${FPS}:interp_start=0:interp_end=255:scene=100`,
        "-frames:v",
        String(Math.round(clip.seconds * FPS)),
      ],
      ...["-c:v", "libx264", "-qp", "0", "-preset", "ultrafast", "-pix_fmt", "yuv444p", master],
    ],
    (stdin) => renderKeyFrames(clip, stdin),
  );
  const fades = clip.loop
    ? []
    : ["-vf", `fade=t=in:st=0:d=0.6,fade=t=out:st=${clip.seconds - 0.9}:d=0.9`];
  let crf = clip.loop ? 27 : 25;
  let size = Infinity;
  while (crf <= 40) {
    await run(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-i",
      master,
      ...fades,
      "-an",
      ...ENCODING,
      "-crf",
      String(crf),
      "-metadata",
      `comment=${comment}`,
      target,
    ]);
    size = fs.statSync(target).size;
    if (size <= clip.budget) break;
    crf += 2;
  }
  return `${clip.file}: ${clip.seconds} s, CRF ${crf}, ${Math.round(size / 1024)} KB (${((Date.now() - started) / 1000).toFixed(0)} s)`;
}

function findFfmpeg(): string | undefined {
  for (const candidate of ["ffmpeg", "/usr/bin/ffmpeg"]) {
    if (spawnSync(candidate, ["-version"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

async function writeVideos(): Promise<void> {
  if (args.includes("--no-videos")) return;
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) {
    console.warn(
      "media: ffmpeg not found, so no placeholder videos were made — install it with apt-get install -y ffmpeg",
    );
    return;
  }
  fs.mkdirSync(videoDir, { recursive: true });
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"));
  try {
    for (const clip of clips()) {
      if (!wanted(clip.file)) continue;
      console.info(`media: ${await writeVideo(ffmpeg, clip, temp)}`);
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const started = Date.now();
  const svgBytes = writeImages();
  if (!only) await writeOgImage();
  console.info(`media: placeholder images written (${Math.round(svgBytes / 1024)} KB of SVG)`);
  await writeVideos();
  console.info(`media: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
