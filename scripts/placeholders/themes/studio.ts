import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** A photo studio: a paper backdrop lit from a window, a still life of simple shapes on the floor. */
export function studioScene(s: Scene): string {
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
