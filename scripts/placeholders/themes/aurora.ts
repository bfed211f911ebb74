import type { Scene } from "../scene.ts";
import { hsl } from "../numbers.ts";

/** Northern lights over snowy fells, above a lake with a wooded shore or over an open field. */
export function auroraScene(s: Scene): string {
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
