import type { Scene } from "../scene.ts";
import { hsl, n, TAU } from "../numbers.ts";
import { nightSea } from "./night-sea.ts";

/** A lighthouse on a skerry under the stars, its beam sweeping over the sea. */
export function lighthouseScene(s: Scene): string {
  const { w, h } = s;
  return nightSea(
    s,
    (horizon, blue) => {
      const x = w * s.r(0.3, 0.7);
      const isle = `M${n(x - w * 0.16)} ${n(horizon)}Q${n(x - w * 0.06)} ${n(horizon - h * 0.03)} ${n(x)} ${n(horizon - h * 0.032)}T${n(x + w * 0.18)} ${n(horizon)}Z`;
      const base = horizon - h * 0.03;
      const tall = h * s.r(0.22, 0.28);
      const foot = tall * 0.075;
      const head = tall * 0.05;
      const at = (k: number) => [x - foot + (foot - head) * k, x + foot - (foot - head) * k];
      const band = (from: number, to: number) => {
        const [l0, r0] = at(from);
        const [l1, r1] = at(to);
        return `M${n(l0!)} ${n(base - tall * from)}L${n(l1!)} ${n(base - tall * to)}H${n(r1!)}L${n(r0!)} ${n(base - tall * from)}Z`;
      };
      const top = base - tall;
      const lamp = top - head * 0.9;
      // The beam turns once a clip (a still shows it pointing out to one side).
      const angle = (s.chance(0.5) ? 0 : Math.PI) + TAU * s.p * (s.loop ? 1 : 0.25);
      const reach = w * 0.55;
      const spread = 0.06;
      const dx = Math.cos(angle);
      const beam = `M${n(x)} ${n(lamp)}L${n(x + reach * Math.cos(angle - spread))} ${n(lamp + reach * 0.12 * Math.sin(angle - spread))}L${n(x + reach * Math.cos(angle + spread))} ${n(lamp + reach * 0.12 * Math.sin(angle + spread))}Z`;
      const house = `M${n(x + foot * 1.6)} ${n(base + h * 0.004)}v${n(-tall * 0.1)}l${n(tall * 0.07)} ${n(-tall * 0.05)}l${n(tall * 0.07)} ${n(tall * 0.05)}v${n(tall * 0.1)}Z`;
      const drawing =
        `<g${s.cam(0.35)}><path d="${isle}" fill="${hsl(blue, 30, 9)}"/>` +
        `<path d="${house}" fill="${hsl(4, 45, 22)}"/>` +
        `<path d="${band(0, 1)}" fill="${hsl(blue, 10, 82)}"/>` +
        `<path d="${band(0.3, 0.45)}${band(0.7, 0.85)}" fill="${hsl(4, 60, 38)}"/>` +
        `<rect x="${n(x - head * 1.3)}" y="${n(top - head * 1.8)}" width="${n(head * 2.6)}" height="${n(head * 1.8)}" fill="${hsl(blue, 20, 14)}"/>` +
        `<path d="${beam}" fill="${s.linear(
          [
            [0, "#fff3c4", 0.55],
            [1, "#fff3c4", 0],
          ],
          dx > 0 ? 1 : -1,
          0,
        )}" filter="${s.blur(w * 0.004)}"/>` +
        `<circle cx="${n(x)}" cy="${n(lamp)}" r="${n(head * 6)}" fill="${s.glow("#ffe9a8", 0.9)}"/>` +
        `<circle cx="${n(x)}" cy="${n(lamp)}" r="${n(head * 0.6)}" fill="#fffbe8"/></g>`;
      return { drawing, glitterX: x };
    },
    false,
  );
}
