import type { Scene } from "../scene.ts";
import { hsl } from "../numbers.ts";

/**
 * The sea on a clear winter night, shared by the lighthouse and the bridge: a starry sky (with
 * a full moon if asked), a low far shore, the landmark mirrored in calm water, snowy rocks in front.
 */
export function nightSea(
  s: Scene,
  landmark: (horizon: number, blue: number) => { drawing: string; glitterX: number },
  moon: boolean,
): string {
  const { w, h } = s;
  const blue = s.r(214, 228);
  const horizon = h * s.r(0.64, 0.7);
  const above = s.id();
  let sky =
    s.sky([
      [0, hsl(blue + 10, 60, 5)],
      [0.6, hsl(blue, 55, 14)],
      [1, hsl(blue - 10, 45, 27)],
    ]) + s.stars(Math.round((moon ? 120 : 240) * (w / 1920)), horizon);
  const moonX = w * s.r(0.2, 0.8);
  if (moon)
    sky += s.orb(
      moonX,
      horizon * s.r(0.25, 0.4),
      w * 0.045,
      "#f6f2e6",
      hsl(blue - 10, 50, 80),
      w * 0.35,
      0.55,
    );
  const shore = s.ridge(horizon, h * s.r(0.012, 0.025), { rough: 0.04, points: 40 });
  sky += `<g${s.cam(0.25)}><path d="${shore.d}" fill="${hsl(blue, 35, 11)}"/></g>`;
  const { drawing, glitterX } = landmark(horizon, blue);
  sky += drawing;
  let body = `<g id="${above}">${sky}</g>`;
  body += s.water(
    horizon,
    above,
    hsl(blue, 40, 18),
    hsl(blue, 50, 5),
    moon ? moonX : glitterX,
    moon ? "#fff4d6" : "#ffe3a0",
    0.55,
  );
  const rocks = s.ridge(h * 1.03, h * s.r(0.05, 0.1), { rough: 0.03, sharp: 1.2 });
  body += `<g${s.cam(1)}><path d="${rocks.d}" fill="${s.linear([
    [0, hsl(blue - 5, 25, 62)],
    [0.25, hsl(blue, 30, 30)],
    [1, hsl(blue, 40, 8)],
  ])}"/></g>`;
  return body + s.vignette(0.5);
}
