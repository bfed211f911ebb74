import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";
import { nightSea } from "./night-sea.ts";

/** A cable-stayed bridge across a sound under a full moon: two pylons, fans of stays, deck lights. */
export function bridgeScene(s: Scene): string {
  const { w, h } = s;
  return nightSea(
    s,
    (horizon, blue) => {
      const deck = horizon - h * s.r(0.05, 0.07);
      const arch = h * 0.015;
      const deckAt = (x: number) =>
        deck - arch * Math.sin(Math.PI * Math.min(1, Math.max(0, x / w)));
      const left = w * s.r(0.22, 0.32);
      const right = left + w * s.r(0.36, 0.46);
      const tall = h * s.r(0.24, 0.3);
      let pylons = "";
      let stays = "";
      for (const px of [left, right]) {
        const foot = deckAt(px);
        const top = foot - tall;
        // An A-frame seen side on: a slim tapered tower down to the water.
        pylons += `M${n(px - w * 0.006)} ${n(horizon)}L${n(px - w * 0.0025)} ${n(top)}H${n(px + w * 0.0025)}L${n(px + w * 0.006)} ${n(horizon)}Z`;
        for (let i = 1; i <= 9; i++) {
          const reach = (i / 9) * (right - left) * 0.48;
          const y0 = top + tall * 0.05 + i * tall * 0.025;
          for (const side of [-1, 1]) {
            const x1 = px + side * reach;
            stays += `M${n(px)} ${n(y0)}L${n(x1)} ${n(deckAt(x1))}`;
          }
        }
      }
      let road = `M${n(-w * 0.05)} ${n(deckAt(0))}`;
      for (let i = 0; i <= 20; i++) road += `L${n((w * i) / 20)} ${n(deckAt((w * i) / 20))}`;
      road += `L${n(w * 1.05)} ${n(deckAt(w))}`;
      let lights = "";
      for (let i = 0; i < 24; i++) {
        const x = w * (i + 0.5) * (1 / 24);
        lights += `M${n(x)} ${n(deckAt(x) - h * 0.006)}h.1`;
      }
      const drawing =
        `<g${s.cam(0.4)}><path d="${stays}" stroke="${hsl(blue, 20, 72)}" stroke-width="${n(w / 1600)}" opacity=".7"/>` +
        `<path d="${road}" fill="none" stroke="${hsl(blue, 30, 10)}" stroke-width="${n(h * 0.012)}"/>` +
        `<path d="${pylons}" fill="${hsl(blue, 25, 16)}"/>` +
        `<path d="${lights}" stroke="#ffd48a" stroke-width="${n(w / 300)}" stroke-linecap="round"/></g>`;
      return { drawing, glitterX: (left + right) / 2 };
    },
    true,
  );
}
