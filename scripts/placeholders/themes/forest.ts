import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** Misty hills of spruce forest, layer behind layer, with the low sun slanting through. */
export function forestScene(s: Scene): string {
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
