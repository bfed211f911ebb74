// Text boxes from the detector's probability map, as PaddleOCR's "DB" post-processing makes
// them: pixels above a threshold grouped into connected regions, each region's smallest enclosing
// rectangle (at any angle), kept when the region is confidently text, then grown back outwards
// (the detector marks a shrunken core of each text line).
//
// One change from PaddleOCR: a box is never turned a quarter. PaddleOCR reads a box taller than
// wide as vertical text and rotates it, and a single digit on a jersey is taller than wide; here
// a box's long side may be upright, and its angle stays within 45° of level.

export type ProbabilityMap = { data: Float32Array; width: number; height: number };

/** A rectangle centred on cx, cy; `width` runs along `angle` (radians, within ±π/4 of level). */
export type TextBox = {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
  /** The mean probability of text over the region (0–1). */
  score: number;
};

export const boxRules = {
  /** A pixel is text above this probability. */
  pixelThreshold: 0.3,
  /** A region is kept when its mean probability reaches this. */
  boxThreshold: 0.6,
  /** How far a core grows back: its area × this ÷ its perimeter, on every side. */
  unclipRatio: 1.6,
  /** Shorter sides than this (pixels of the map) are noise. */
  minSide: 3,
  /** At most this many regions are kept per map, the largest ones. */
  maxBoxes: 200,
};

/** The text boxes of a probability map, largest first. */
export function textBoxes(map: ProbabilityMap, rules = boxRules): TextBox[] {
  const { width, height, data } = map;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: (TextBox & { area: number })[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! <= rules.pixelThreshold) continue;
    // Flood the region (4-connected), noting each row's leftmost and rightmost pixel: their
    // convex hull is the region's.
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let count = 0;
    let sum = 0;
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      count++;
      sum += data[at]!;
      if (!(rowMin.get(y)! <= x)) rowMin.set(y, x);
      if (!(rowMax.get(y)! >= x)) rowMax.set(y, x);
      for (const next of [
        x > 0 ? at - 1 : -1,
        x < width - 1 ? at + 1 : -1,
        y > 0 ? at - width : -1,
        y < height - 1 ? at + width : -1,
      ]) {
        if (next >= 0 && !seen[next] && data[next]! > rules.pixelThreshold) {
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    const score = sum / count;
    if (score < rules.boxThreshold || count < rules.minSide * rules.minSide) continue;
    const points: [number, number][] = [];
    for (const [y, x] of rowMin) points.push([x, y], [rowMax.get(y)! + 1, y], [x, y + 1]);
    for (const [y, x] of rowMax) points.push([x + 1, y + 1]);
    const core = minAreaRect(points);
    if (Math.min(core.width, core.height) < rules.minSide) continue;
    const grow = (core.width * core.height * rules.unclipRatio) / (2 * (core.width + core.height));
    boxes.push({
      ...core,
      width: core.width + 2 * grow,
      height: core.height + 2 * grow,
      score,
      area: count,
    });
  }
  return boxes
    .sort((a, b) => b.area - a.area)
    .slice(0, rules.maxBoxes)
    .map(({ area: _, ...box }) => box);
}

/** The smallest rectangle around the points, its `width` side within 45° of level. */
export function minAreaRect(points: [number, number][]): Omit<TextBox, "score"> {
  const hull = convexHull(points);
  let best = { area: Infinity, angle: 0, u0: 0, u1: 0, v0: 0, v1: 0 };
  for (let i = 0; i < hull.length; i++) {
    const [ax, ay] = hull[i]!;
    const [bx, by] = hull[(i + 1) % hull.length]!;
    // Every edge's direction folded into [-45°, 45°): the rectangle along an edge is the same
    // whichever of its sides is called the width.
    let angle = Math.atan2(by - ay, bx - ax);
    angle = ((((angle + Math.PI / 4) % (Math.PI / 2)) + Math.PI / 2) % (Math.PI / 2)) - Math.PI / 4;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [x, y] of hull) {
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
    const area = (u1 - u0) * (v1 - v0);
    if (area < best.area - 1e-9) best = { area, angle, u0, u1, v0, v1 };
  }
  const { angle, u0, u1, v0, v1 } = best;
  const [u, v] = [(u0 + u1) / 2, (v0 + v1) / 2];
  return {
    cx: u * Math.cos(angle) - v * Math.sin(angle),
    cy: u * Math.sin(angle) + v * Math.cos(angle),
    width: u1 - u0,
    height: v1 - v0,
    angle,
  };
}

/** Andrew's monotone chain; the hull counter-clockwise, without repeated points. */
function convexHull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: number[], a: number[], b: number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out.at(-2)!, out.at(-1)!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}
