import { MARK } from "./marker.ts";
import { hsl, mulberry32, n, rel, seedOf, TAU, type Motion, type Stop } from "./numbers.ts";

// ---------------------------------------------------------------------------------------------
// A scene: the drawing surface plus the building blocks every theme shares. `p` is the phase
// through a clip (0 for a still), so frame 0 of a video is exactly its poster image.

export class Scene {
  readonly w: number;
  readonly h: number;
  readonly p: number;
  readonly loop: boolean;
  readonly moving: boolean;
  private readonly random: () => number;
  private readonly defs: string[] = [];
  private readonly filters = new Map<string, string>();
  private count = 0;

  private readonly prefix: string;

  /** `prefix` keeps the ids of a scene drawn inside another scene apart from the outer ones. */
  constructor(name: string, w: number, h: number, motion?: Motion, prefix = "i") {
    this.prefix = prefix;
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
    return `${this.prefix}${(this.count++).toString(36)}`;
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

  /** This scene as a picture inside another one, at x, y in the other's units. */
  inset(body: string, x: number, y: number, width: number, height: number): string {
    return (
      `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
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
