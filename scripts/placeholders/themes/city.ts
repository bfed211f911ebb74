import type { Scene } from "../scene.ts";
import { hsl, n, TAU } from "../numbers.ts";

/**
 * A city on the water at dusk: a skyline with lit windows, a mast light, the quay in front. In
 * "neon" light it is night in pink and blue, with glowing signs on the facades.
 */
export function cityScene(s: Scene, light: "dusk" | "neon" = "dusk"): string {
  const { w, h } = s;
  const neon = light === "neon";
  const blue = s.r(218, 232);
  const duskHue = s.r(18, 34);
  const glowHue = neon ? 322 : duskHue;
  const horizon = h * s.r(0.6, 0.7);
  const pitch = Math.max(6, Math.round(w / 140));
  const above = s.id();
  let sky = s.sky(
    neon
      ? [
          [0, hsl(250, 70, 6)],
          [0.5, hsl(262, 55, 18)],
          [0.85, hsl(300, 55, 34)],
          [1, hsl(glowHue, 85, 58)],
        ]
      : [
          [0, hsl(blue + 5, 60, 10)],
          [0.5, hsl(blue, 45, 28)],
          [0.85, hsl(glowHue + 320, 30, 46)],
          [1, hsl(glowHue, 75, 66)],
        ],
  );
  sky += s.stars(Math.round(30 * (w / 1920)), horizon * 0.4);
  sky += s.clouds(5, h * 0.08, horizon * 0.6, hsl(glowHue + 330, 35, 55), hsl(blue, 40, 20), 0.55);
  const skyline = (minH: number, maxH: number, minW: number, maxW: number, towers: number) => {
    let d = `M${n(-w * 0.06)} ${n(horizon)}`;
    let x = Math.floor((-w * 0.06) / pitch) * pitch;
    const blocks: { x: number; top: number; width: number }[] = [];
    while (x < w * 1.06) {
      const width = pitch * Math.round(s.r(minW, maxW));
      const tall = s.chance(towers) ? s.r(1.3, 1.8) : 1;
      const top = horizon - h * s.r(minH, maxH) * tall;
      d += `V${n(top)}H${n(x + width)}`;
      blocks.push({ x, top, width });
      x += width;
    }
    return { d: `${d}V${n(horizon)}Z`, blocks };
  };
  const far = skyline(0.05, 0.16, 3, 7, 0.1);
  const near = skyline(0.06, 0.24, 4, 9, 0.18);
  const windowPattern = s.id();
  s.def(
    `<pattern id="${windowPattern}" width="${pitch}" height="${n(pitch * 1.3)}" patternUnits="userSpaceOnUse"><rect x="${n(pitch * 0.25)}" y="${n(pitch * 0.35)}" width="${n(pitch * 0.5)}" height="${n(pitch * 0.55)}" fill="${neon ? "#9fe8ff" : "#ffd59a"}"/></pattern>`,
  );
  const windowMask = s.id();
  s.def(
    `<filter id="${windowMask}"><feTurbulence type="fractalNoise" baseFrequency="${n((0.02 * 1920) / w)}" numOctaves="1" seed="${Math.floor(s.r(1, 99))}"/>` +
      `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 6 0 0 0 -2.5" result="m"/><feComposite in="SourceGraphic" in2="m" operator="in"/></filter>`,
  );
  let windows = "";
  for (const block of near.blocks) {
    if (block.x + block.width < 0 || block.x > w || s.chance(0.2)) continue;
    windows += `<rect x="${n(block.x + pitch * 0.5)}" y="${n(block.top + pitch)}" width="${n(block.width - pitch)}" height="${n(horizon - block.top - pitch * 1.5)}" opacity="${n(s.r(0.6, 1))}"/>`;
  }
  // Neon: a glowing sign on every other facade, pink or blue, and a haze of their light.
  let signs = "";
  if (neon) {
    for (const block of near.blocks) {
      if (block.x + block.width < 0 || block.x > w || s.chance(0.45)) continue;
      const color = s.chance(0.55) ? "#ff4fd8" : "#35e0ff";
      const y = block.top + (horizon - block.top) * s.r(0.15, 0.45);
      const vertical = s.chance(0.35);
      const sign = vertical
        ? `<rect x="${n(block.x + block.width * 0.7)}" y="${n(y)}" width="${n(pitch * 0.7)}" height="${n(pitch * s.r(4, 8))}" rx="${n(pitch * 0.3)}"/>`
        : `<rect x="${n(block.x + pitch)}" y="${n(y)}" width="${n(Math.max(pitch, block.width - pitch * 2))}" height="${n(pitch * 0.8)}" rx="${n(pitch * 0.3)}"/>`;
      signs += `<g fill="${color}"><g filter="${s.blur(pitch * 1.2)}" opacity=".9">${sign}</g>${sign}</g>`;
    }
  }
  const tallest = near.blocks.reduce((a, b) => (b.top < a.top && b.x > 0 && b.x < w * 0.9 ? b : a));
  const blink = !s.moving || Math.sin(TAU * 6 * s.p) > 0.2;
  const city =
    `<g${s.cam(0.35)}><path d="${far.d}" fill="${hsl(blue, 30, 24)}"/></g>` +
    `<g${s.cam(0.6)}><path d="${near.d}" fill="${hsl(blue, 40, 10)}"/>` +
    `<g fill="url(#${windowPattern})" filter="url(#${windowMask})"${neon ? ' opacity=".55"' : ""}>${windows}</g>` +
    signs +
    `<rect x="${n(tallest.x + tallest.width / 2 - pitch * 0.1)}" y="${n(tallest.top - h * 0.05)}" width="${n(pitch * 0.2)}" height="${n(h * 0.05)}" fill="${hsl(blue, 40, 10)}"/>` +
    (blink
      ? `<circle cx="${n(tallest.x + tallest.width / 2)}" cy="${n(tallest.top - h * 0.05)}" r="${n(pitch * 0.9)}" fill="${s.glow("#ff3b30", 0.9)}"/>`
      : "") +
    "</g>";
  let body = `<g id="${above}">${sky}${city}</g>`;
  body += s.water(
    horizon,
    above,
    hsl(blue, 40, 20),
    hsl(blue, 50, 6),
    w * s.r(0.3, 0.7),
    neon ? "#ff8fe6" : hsl(glowHue + 10, 90, 75),
    neon ? 0.75 : 0.55,
  );
  // The quay in front.
  body += `<g${s.cam(1)}>${s.rect(hsl(blue, 35, 5), -w * 0.06, h * 0.93, w * 1.12, h * 0.08)}${s.rect(hsl(glowHue, 60, 60), -w * 0.06, h * 0.93, w * 1.12, Math.max(1, h * 0.003), ' opacity=".5"')}</g>`;
  return body + s.vignette(0.45);
}
