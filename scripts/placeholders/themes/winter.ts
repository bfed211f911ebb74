import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** A winter day: low sun, frost on the spruces, a snowfield with a ski track into the distance. */
export function winterScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(200, 215);
  const horizon = h * s.r(0.5, 0.58);
  const sunX = w * s.r(0.2, 0.8);
  const sunY = horizon - h * s.r(0.03, 0.09);
  let body =
    s.sky([
      [0, hsl(blue, 50, 56)],
      [0.7, hsl(blue - 10, 40, 82)],
      [1, hsl(35, 70, 86)],
    ]) + s.orb(sunX, sunY, w * 0.018, "#fffaf0", hsl(38, 90, 80), w * 0.45, 0.7);
  const far = s.ridge(horizon, h * s.r(0.04, 0.08), { rough: 0.05, points: 40 });
  body += `<g${s.cam(0.3)}><path d="${far.d}${s.spruces(far.at, h * 0.02, h * 0.05, w * 0.01)}" fill="${hsl(blue, 25, 56)}"/></g>`;
  const field = s.ridge(horizon + h * 0.03, h * 0.03, { rough: 0.01, sharp: 1 });
  // Two grooves from the near edge to the far trees, narrowing with distance.
  const from = w * s.r(0.3, 0.7);
  const to = w * s.r(0.4, 0.6);
  const top = field.at(to) + h * 0.01;
  const bend = w * s.r(-0.2, 0.2);
  const groove = (offset: number) =>
    `M${n(from + offset * w * 0.04)} ${n(h * 1.02)}Q${n((from + to) / 2 + bend)} ${n((top + h) / 2)} ${n(to + offset * w * 0.004)} ${n(top)}`;
  body +=
    `<g${s.cam(0.6)}><path d="${field.d}" fill="${s.linear([
      [0, hsl(blue - 5, 40, 93)],
      [1, hsl(blue, 35, 78)],
    ])}"/>` +
    `<path d="${groove(-1)}${groove(1)}" stroke="${hsl(blue, 40, 68)}" stroke-width="${n(w / 500)}" fill="none"/></g>`;
  const front = s.ridge(h * 1.03, h * s.r(0.04, 0.08), { rough: 0.02, sharp: 1 });
  const frost = s.linear([
    [0, "#f4f8fb"],
    [0.3, hsl(160, 12, 62)],
    [1, hsl(160, 25, 14)],
  ]);
  body += `<g${s.cam(1)}><path d="${front.d}" fill="${hsl(blue, 35, 88)}"/><path d="${s.spruces(front.at, h * 0.22, h * 0.46, w * 0.12, true, -0.05, s.r(0.15, 0.3))}${s.spruces(front.at, h * 0.22, h * 0.46, w * 0.12, true, s.r(0.72, 0.86), 1.05)}" fill="${frost}"/></g>`;
  return body + s.vignette(0.3);
}
