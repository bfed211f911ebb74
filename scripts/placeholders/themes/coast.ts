import type { Scene } from "../scene.ts";
import { hsl, n } from "../numbers.ts";

/** The archipelago by day: islands and skerries, often a red boathouse, granite in front. */
export function coastScene(s: Scene): string {
  const { w, h } = s;
  const blue = s.r(200, 215);
  const warm = s.r(30, 42);
  const moods = {
    clear: {
      sky: [hsl(blue, 55, 52), hsl(blue - 5, 45, 78), hsl(blue - 20, 35, 90)],
      halo: "#fff8e8",
      glow: 0.45,
      cloud: ["#fff", hsl(blue, 20, 72)],
      water: [hsl(blue, 35, 55), hsl(blue + 5, 55, 28)],
      glitter: ["#fff", 0.5],
      land: 50,
    },
    golden: {
      sky: [hsl(blue, 40, 48), hsl(blue - 10, 30, 72), hsl(warm, 70, 82)],
      halo: hsl(warm, 90, 80),
      glow: 0.7,
      cloud: [hsl(warm + 5, 80, 92), hsl(blue + 30, 20, 62)],
      water: [hsl(blue, 35, 55), hsl(blue + 5, 55, 22)],
      glitter: [hsl(warm, 90, 85), 0.7],
      land: 40,
    },
    pastel: {
      sky: [hsl(228, 32, 68), hsl(300, 22, 82), hsl(22, 65, 88)],
      halo: hsl(30, 90, 90),
      glow: 0.55,
      cloud: [hsl(340, 60, 92), hsl(250, 15, 72)],
      water: [hsl(260, 22, 72), hsl(232, 30, 38)],
      glitter: ["#fff", 0.45],
      land: 52,
    },
    overcast: {
      sky: [hsl(blue, 12, 52), hsl(blue, 10, 70), hsl(blue - 10, 10, 84)],
      halo: "#fff",
      glow: 0.25,
      cloud: [hsl(blue, 8, 86), hsl(blue, 12, 52)],
      water: [hsl(blue, 12, 62), hsl(blue, 20, 26)],
      glitter: ["#fff", 0.22],
      land: 38,
    },
  };
  const moodName = s.pick(["clear", "golden", "pastel", "clear", "overcast", "golden"] as const);
  const mood = moods[moodName];
  const golden = moodName === "golden";
  const horizon = h * s.r(0.52, 0.62);
  const sunX = w * s.r(0.2, 0.8);
  const above = s.id();
  let sky = s.sky([
    [0, mood.sky[0]!],
    [0.6, mood.sky[1]!],
    [1, mood.sky[2]!],
  ]);
  sky += s.orb(
    sunX,
    horizon * s.r(0.35, 0.75),
    w * 0.015,
    "#fffaf0",
    mood.halo,
    w * 0.35,
    mood.glow,
  );
  sky += s.clouds(
    moodName === "overcast" ? 12 : 7,
    h * 0.06,
    horizon * 0.8,
    mood.cloud[0]!,
    mood.cloud[1]!,
    moodName === "overcast" ? 0.85 : 0.75,
  );
  const islands = s.ridge(horizon, h * s.r(0.03, 0.07), { rough: 0.03, sharp: 2.4, points: 40 });
  let land = `<g${s.cam(0.25)}><path d="${islands.d}" fill="${hsl(blue, 18, mood.land + 8)}"/></g><g${s.cam(0.35)}>`;
  if (s.chance(0.65)) {
    // A nearer wooded island of the archipelago.
    const isle = s.ridge(horizon, h * s.r(0.04, 0.08), { rough: 0.01, sharp: 3.2, points: 40 });
    const ground = (x: number) => (isle.at(x) < horizon - h * 0.012 ? isle.at(x) : NaN);
    land += `<path d="${isle.d}${s.spruces(ground, h * 0.012, h * 0.035, w * 0.008)}" fill="${hsl(blue + 40, 14, mood.land - 22)}"/>`;
  }
  if (s.chance(0.6)) {
    // A red boathouse on the shore, the most Nordic of details.
    let bx = w * s.r(0.15, 0.85);
    for (let x = w * 0.1; x < w * 0.9; x += w * 0.02) if (islands.at(x) < islands.at(bx)) bx = x;
    const bw = w * s.r(0.012, 0.02);
    const by = Math.min(horizon - h * 0.004, islands.at(bx) + bw * 0.5);
    land += `<path d="M${n(bx)} ${n(by)}v${n(-bw * 0.55)}l${n(bw / 2)} ${n(-bw * 0.35)}l${n(bw / 2)} ${n(bw * 0.35)}v${n(bw * 0.55)}Z" fill="${hsl(4, 60, golden ? 36 : 40)}"/>`;
  }
  land += "</g>";
  let body = `<g id="${above}">${sky}${land}</g>`;
  body += s.water(
    horizon,
    above,
    mood.water[0]!,
    mood.water[1]!,
    sunX,
    mood.glitter[0] as string,
    mood.glitter[1] as number,
  );
  // Smooth granite skerries in the foreground.
  const rocks = s.chance(0.5) ? [0.0, 1] : s.chance(0.5) ? [0] : [1];
  let stones = "";
  for (const side of rocks) {
    const width = w * s.r(0.3, 0.55);
    const x0 = side ? w - width : -w * 0.05;
    const top = h * s.r(0.72, 0.86);
    const bumps = 3 + Math.floor(s.r(0, 3));
    let d = `M${n(x0)} ${n(h * 1.05)}`;
    for (let i = 0; i <= bumps; i++) {
      const x = x0 + (width * 1.05 * i) / bumps;
      const y = top + (h - top) * (side ? 1 - i / bumps : i / bumps) * 0.9 + h * s.r(-0.02, 0.02);
      d +=
        i === 0
          ? `L${n(x)} ${n(y)}`
          : `Q${n(x - width / bumps / 2)} ${n(y - h * s.r(0.02, 0.06))} ${n(x)} ${n(y)}`;
    }
    d += `L${n(x0 + width * 1.05)} ${n(h * 1.05)}Z`;
    stones += d;
  }
  const granite = s.linear([
    [0, hsl(warm - 10, 18, golden ? 52 : 58)],
    [0.4, hsl(warm - 20, 10, 32)],
    [1, hsl(blue, 15, 12)],
  ]);
  body += `<g${s.cam(1)}><path d="${stones}" fill="${granite}"/></g>`;
  return body + s.vignette(0.35);
}
