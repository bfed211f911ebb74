import type { Scene } from "../scene.ts";
import { hsl, n, TAU } from "../numbers.ts";

/** An ice hockey rink seen from behind one goal, in true perspective (metres, IIHF markings). */
export function rinkScene(s: Scene): string {
  const { w, h } = s;
  const horizon = h * s.r(0.2, 0.3);
  const camX = s.r(-4, 4) + (s.moving ? (s.loop ? s.osc(1, 0) * 1.2 : s.p * 2) : 0);
  const camH = s.r(6, 9);
  const near = s.r(1, 5);
  const focal = w * s.r(0.48, 0.58);
  const project = (x: number, z: number, y = 0): [number, number] => {
    const d = near + z;
    return [w / 2 + (focal * (x - camX)) / d, horizon + (focal * (camH - y)) / d];
  };
  const pt = (x: number, z: number, y = 0) => project(x, z, y).map(n).join(" ");
  const poly = (points: [number, number, number?][]) =>
    `M${points.map(([x, z, y]) => pt(x, z, y)).join("L")}Z`;
  const warm = s.r(200, 215);
  // The outline of the far half of the rink (corner radius 8.5 m), from near left round to near right.
  const outline: [number, number][] = [[-13, -near + 0.6]];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * (Math.PI / 2);
    outline.push([-4.5 + 8.5 * Math.cos(a), 51.5 - 8.5 * Math.sin(a)]);
  }
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * 1.5 + (i / 10) * (Math.PI / 2);
    outline.push([4.5 + 8.5 * Math.cos(a), 51.5 - 8.5 * Math.sin(a)]);
  }
  outline.push([13, -near + 0.6]);
  const halfWidthAt = (z: number) =>
    z <= 51.5 ? 13 : 4.5 + Math.sqrt(Math.max(0, 8.5 * 8.5 - (z - 51.5) ** 2));
  const crowdNoise = s.id();
  s.def(
    `<filter id="${crowdNoise}"><feTurbulence baseFrequency="${n((0.09 * 1920) / w)} ${n((0.15 * 1920) / w)}" numOctaves="1" seed="${Math.floor(s.r(1, 99))}"/>` +
      `<feColorMatrix values=".45 0 0 0 0 0 .4 0 0 0 0 0 .5 0 .05 0 0 0 0 .3"/><feComposite in2="SourceGraphic" operator="in"/><feGaussianBlur stdDeviation="${n(w / 900)}"/></filter>`,
  );
  let body = s.sky([
    [0, "#07090e"],
    [0.5, hsl(warm, 25, 10)],
    [1, hsl(warm, 20, 16)],
  ]);
  // Stands all round, below the roof line, full of a blurred crowd.
  const standsTop = project(0, 90, 20)[1];
  body += s.rect(
    s.linear([
      [0, hsl(warm, 20, 9)],
      [1, hsl(warm, 25, 20)],
    ]),
    0,
    standsTop,
    w,
    h - standsTop,
  );
  body += s.rect("#fff", 0, standsTop, w, h - standsTop, ` filter="url(#${crowdNoise})"`);
  // Roof lights and their glow.
  let lights = "";
  let reflections = "";
  const rows = [20, 28, 36, 44, 52, 60];
  for (const z of rows) {
    for (const x of [-9, -3, 3, 9]) {
      const [lx, ly] = project(x, z, 16);
      const size = (focal * 0.5) / (near + z);
      lights += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size * 6)}" fill="url(#L)"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(size)}" fill="#fffdf5"/>`;
      const [rx, ry] = project(x, z, -16);
      if (ry > project(0, z)[1])
        reflections += `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(size * 1.8)}" ry="${n(size * 7)}"/>`;
    }
  }
  s.def(
    `<radialGradient id="L"><stop offset="0" stop-color="#fff6e0" stop-opacity=".55"/><stop offset=".25" stop-color="#fff6e0" stop-opacity=".15"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`,
  );
  // The scoreboard cube over centre ice.
  const cube = poly([
    [-3, 30, 17],
    [3, 30, 17],
    [3, 30, 13],
    [-3, 30, 13],
  ]);
  const screen = poly([
    [-2.6, 29.9, 16.6],
    [2.6, 29.9, 16.6],
    [2.6, 29.9, 13.4],
    [-2.6, 29.9, 13.4],
  ]);
  body += `${lights}<path d="${cube}" fill="#05070b"/><path d="${screen}" fill="${s.linear(
    [
      [0, hsl(s.r(190, 230), 70, 45)],
      [1, hsl(s.r(330, 360), 60, 40)],
    ],
    1,
    1,
  )}" opacity=".7"/>`;
  // Ice, boards (white, yellow kick plate) and the glass above them.
  const iceFill = s.linear([
    [0, hsl(warm, 25, 80)],
    [1, hsl(warm, 30, 94)],
  ]);
  body += `<path d="${poly(outline.map(([x, z]) => [x, z, 0]))}" fill="${iceFill}"/>`;
  body += `<g fill="#fff" opacity=".5" filter="${s.blur(w * 0.004, w * 0.01)}">${reflections}</g>`;
  const line = (z: number, width: number) => {
    const half = halfWidthAt(z);
    return poly([
      [-half, z - width / 2],
      [half, z - width / 2],
      [half, z + width / 2],
      [-half, z + width / 2],
    ]);
  };
  const ring = (cx: number, cz: number, radius: number) => {
    const points: [number, number][] = [];
    const steps = cz < 20 ? 56 : 24;
    for (let i = 0; i < steps; i++)
      points.push([
        cx + radius * Math.cos((i / steps) * TAU),
        cz + radius * Math.sin((i / steps) * TAU),
      ]);
    return poly(points);
  };
  const red = hsl(356, 75, 46);
  const blue = hsl(218, 75, 40);
  const stroke = (d: string, color: string, z: number, widthM: number) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n((focal * widthM) / (near + z))}" opacity=".85"/>`;
  body += `<path d="${line(30, 0.3)}${line(4, 0.05)}${line(56, 0.05)}" fill="${red}" opacity=".85"/>`;
  body += `<path d="${line(22.86, 0.3)}${line(37.14, 0.3)}" fill="${blue}" opacity=".85"/>`;
  body += stroke(ring(0, 30, 4.5), blue, 30, 0.05);
  body += stroke(ring(-7, 50, 4.5) + ring(7, 50, 4.5), red, 50, 0.05);
  body += stroke(ring(-7, 10, 4.5) + ring(7, 10, 4.5), red, 10, 0.05);
  let dots = "";
  for (const [x, z] of [
    [-7, 50],
    [7, 50],
    [-7, 10],
    [7, 10],
    [-7, 36],
    [7, 36],
    [-7, 24],
    [7, 24],
  ] as [number, number][]) {
    const [dx, dy] = project(x, z);
    dots += `<ellipse cx="${n(dx)}" cy="${n(dy)}" rx="${n((focal * 0.3) / (near + z))}" ry="${n((focal * camH * 0.3) / (near + z) ** 2)}"/>`;
  }
  body += `<g fill="${red}" opacity=".85">${dots}</g>`;
  // The far goal crease and net.
  const crease: [number, number][] = [];
  for (let i = 0; i <= 12; i++)
    crease.push([1.83 * Math.cos((i / 12) * Math.PI), 56 - 1.83 * Math.sin((i / 12) * Math.PI)]);
  body += `<path d="${poly(crease)}" fill="${hsl(205, 70, 60)}" opacity=".55"/>`;
  body += `<path d="${poly([
    [-0.915, 56, 0],
    [-0.915, 56, 1.22],
    [0.915, 56, 1.22],
    [0.915, 56, 0],
    [0.6, 57.1, 0],
    [-0.6, 57.1, 0],
  ])}" fill="#fff" fill-opacity=".35" stroke="${red}" stroke-width="${n((focal * 0.08) / (near + 56))}"/>`;
  // Skate marks.
  let marks = "";
  for (let i = 0; i < 14; i++) {
    const z = s.r(6, 52);
    const x = s.r(-10, 10);
    const [ax, ay] = project(x, z);
    const [bx, by] = project(x + s.r(-6, 6), z + s.r(-5, 5));
    const [cx, cy] = project(x + s.r(-4, 4), z + s.r(-8, 8));
    marks += `M${n(ax)} ${n(ay)}Q${n(bx)} ${n(by)} ${n(cx)} ${n(cy)}`;
  }
  body += `<path d="${marks}" fill="none" stroke="#fff" stroke-width="${n(w / 1200)}" opacity=".35"/>`;
  // Boards: a band from ice level to 1.07 m, with ads in muted colours along the far end.
  const boardTop = outline.map(([x, z]) => [x, z, 1.07] as [number, number, number]);
  const boardBottom = outline.map(([x, z]) => [x, z, 0] as [number, number, number]);
  const kick = outline.map(([x, z]) => [x, z, 0.2] as [number, number, number]);
  const band = (top: [number, number, number][], bottom: [number, number, number][]) =>
    `M${top.map(([x, z, y]) => pt(x, z, y)).join("L")}L${[...bottom]
      .reverse()
      .map(([x, z, y]) => pt(x, z, y))
      .join("L")}Z`;
  const glass = outline.map(([x, z]) => [x, z, 2.6] as [number, number, number]);
  body += `<path d="${band(glass, boardTop)}" fill="#cfe3ff" opacity=".07"/>`;
  body += `<path d="${band(boardTop, boardBottom)}" fill="${hsl(warm, 15, 90)}"/><path d="${band(kick, boardBottom)}" fill="${hsl(48, 90, 55)}"/>`;
  let ads = "";
  const adColors = [hsl(s.r(0, 360), 55, 45), hsl(s.r(0, 360), 45, 35), hsl(210, 60, 35)];
  for (let i = 0; i < 6; i++) {
    const x0 = -12 + i * 4.2;
    if (Math.abs(x0 + 1.8) < 4.5 && s.chance(0.5)) continue;
    const z0 =
      60 - (8.5 - Math.sqrt(Math.max(0, 8.5 ** 2 - Math.max(0, Math.abs(x0 + 1.8) - 4.5) ** 2)));
    ads += `<path d="${poly([
      [x0, z0, 0.32],
      [x0 + 3.6, z0, 0.32],
      [x0 + 3.6, z0, 0.95],
      [x0, z0, 0.95],
    ])}" fill="${adColors[i % 3]}" opacity=".8"/>`;
  }
  body += ads;
  body += s.rect(
    s.linear([
      [0, "#000", 0.45],
      [0.35, "#000", 0],
    ]),
  );
  return body + s.vignette(0.5);
}
