import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/**
 * A summer evening on open grass: low sun, a line of birches, a red farmhouse or a white manor
 * on the far side, tall grass in front. A lawn, a garden, a sports field in the countryside.
 */
export function meadowScene(s: Scene): string {
  const { w, h } = s;
  const warm = s.r(32, 44);
  const horizon = h * s.r(0.58, 0.66);
  const sunX = w * s.r(0.2, 0.8);
  const sunY = horizon - h * s.r(0.1, 0.22);
  let body =
    s.sky([
      [0, hsl(205, 45, 62)],
      [0.55, hsl(warm + 10, 50, 80)],
      [1, hsl(warm, 80, 85)],
    ]) +
    s.orb(sunX, sunY, w * 0.02, hsl(warm + 10, 100, 95), hsl(warm, 95, 75), w * 0.5, 0.8) +
    s.clouds(5, h * 0.08, horizon * 0.6, hsl(warm + 5, 80, 93), hsl(210, 20, 70), 0.6);
  const trees = s.ridge(horizon, h * s.r(0.07, 0.12), { rough: 0.14, sharp: 1, points: 72 });
  // The house stands in a gap of the trees, away from the sun.
  const hx = sunX < w / 2 ? w * s.r(0.58, 0.8) : w * s.r(0.2, 0.42);
  const hw = w * s.r(0.06, 0.09);
  const manor = s.chance(0.5);
  const wall = manor ? hsl(40, 30, 90) : hsl(4, 62, 40);
  const hy = horizon + h * 0.004;
  const wallH = hw * (manor ? 0.42 : 0.5);
  let windows = "";
  const count = manor ? 5 : 3;
  for (let i = 0; i < count; i++) {
    const x = hx + hw * (0.1 + (0.8 * (i + 0.5)) / count) - hw * 0.025;
    windows += `<rect x="${n(x)}" y="${n(hy - wallH * 0.7)}" width="${n(hw * 0.05)}" height="${n(wallH * 0.35)}"/>`;
  }
  body +=
    `<g${s.cam(0.3)}><path d="${trees.d}" fill="${hsl(100, 22, 32)}"/>` +
    `<rect x="${n(hx)}" y="${n(hy - wallH)}" width="${n(hw)}" height="${n(wallH)}" fill="${wall}"/>` +
    `<path d="M${n(hx - hw * 0.04)} ${n(hy - wallH)}L${n(hx + hw * 0.12)} ${n(hy - wallH - hw * 0.24)}H${n(hx + hw * 0.88)}L${n(hx + hw * 1.04)} ${n(hy - wallH)}Z" fill="${manor ? hsl(200, 10, 30) : hsl(0, 10, 18)}"/>` +
    `<g fill="${hsl(warm, 90, 80)}" opacity=".85">${windows}</g></g>`;
  body += s.mist(horizon, h * 0.1, hsl(warm, 80, 86), 0.35);
  const field = s.ridge(horizon + h * 0.02, h * 0.02, { rough: 0.01, sharp: 1 });
  body += `<g${s.cam(0.6)}><path d="${field.d}" fill="${s.linear([
    [0, hsl(70, 42, 58)],
    [1, hsl(95, 45, 26)],
  ])}"/></g>`;
  let grass = "";
  for (let i = 0; i < 220; i++) {
    const x = s.r(-0.02, 1.02) * w;
    const y = h * s.r(0.86, 1.02);
    const len = h * s.r(0.03, 0.1);
    const lean = s.r(-0.35, 0.35) * len + s.osc(1, i) * len * 0.05;
    grass += `M${n(x)} ${n(y)}q${n(lean * 0.2)} ${n(-len * 0.5)} ${n(lean)} ${n(-len)}`;
  }
  body += `<g${s.cam(1)}><path d="${grass}" stroke="${hsl(85, 45, 22)}" stroke-width="${n(w / 800)}" fill="none"/></g>`;
  return body + s.vignette(0.35);
}
