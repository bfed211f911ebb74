import type { Scene } from "../scene.ts";
import { hsl } from "../numbers.ts";

/** A still mountain lake by day: blue ranges, snow on the peaks, their mirror image, a wooded shore. */
export function lakeScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(205, 222);
  const horizon = h * s.r(0.56, 0.62);
  const above = s.id();
  let sky =
    s.sky([
      [0, hsl(blue, 48, 60)],
      [0.6, hsl(blue - 8, 42, 80)],
      [1, hsl(blue - 20, 35, 91)],
    ]) + s.clouds(6, h * 0.06, horizon * 0.5, "#fff", hsl(blue, 20, 76), 0.7);
  const far = s.ridge(horizon, h * s.r(0.24, 0.34), { sharp: 1.7, jag: 0.35, rough: 0.02 });
  const near = s.ridge(horizon, h * s.r(0.1, 0.16), { sharp: 1.3, jag: 0.22, rough: 0.02 });
  const peaks = s.linear([
    [0, hsl(blue, 30, 96)],
    [0.22, hsl(blue, 30, 74)],
    [0.6, hsl(blue + 5, 35, 50)],
  ]);
  sky +=
    `<g${s.cam(0.25)}><path d="${far.d}" fill="${peaks}"/><path d="${far.shade}" fill="${hsl(blue + 5, 40, 38)}" opacity=".45" filter="${s.blur(w * 0.0015)}"/></g>` +
    `<g${s.cam(0.4)}><path d="${near.d}" fill="${hsl(blue + 10, 35, 34)}"/></g>` +
    s.mist(horizon - h * 0.015, h * 0.05, hsl(blue, 30, 88), 0.5);
  let body = `<g id="${above}">${sky}</g>`;
  body += s.water(
    horizon,
    above,
    hsl(blue, 40, 62),
    hsl(blue + 5, 45, 30),
    w * s.r(0.3, 0.7),
    "#fff",
    0.3,
  );
  const shore = s.ridge(h * 1.03, h * s.r(0.05, 0.1), { rough: 0.03 });
  const wood = s.chance(0.5)
    ? s.spruces(shore.at, h * 0.1, h * 0.3, w * 0.05, true, -0.05, s.r(0.12, 0.28))
    : s.spruces(shore.at, h * 0.1, h * 0.3, w * 0.05, true, s.r(0.72, 0.88), 1.05);
  body += `<g${s.cam(1)}><path d="${shore.d}${wood}" fill="${hsl(blue + 40, 25, 17)}"/></g>`;
  return body + s.vignette(0.3);
}
