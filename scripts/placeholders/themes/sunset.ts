import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** The sun going down over the sea, clouds lit from below, sometimes a sail, a wooded shore. */
export function sunsetScene(s: Scene): string {
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
