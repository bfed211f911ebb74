import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** Moonlit snowy fells over a snowfield, a wood and often a cabin with lit windows. */
export function nightScene(s: Scene): string {
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
