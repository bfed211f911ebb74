import { describe, expect, it } from "vitest";
import { minAreaRect, textBoxes, type ProbabilityMap } from "./text-boxes";

/** A map of `width` × `height` with probability `p` inside each rectangle (centre, size, angle). */
function mapWith(
  width: number,
  height: number,
  rects: { cx: number; cy: number; w: number; h: number; degrees: number; p?: number }[],
): ProbabilityMap {
  const data = new Float32Array(width * height);
  for (const { cx, cy, w, h, degrees, p = 0.9 } of rects) {
    const a = (degrees * Math.PI) / 180;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [dx, dy] = [x + 0.5 - cx, y + 0.5 - cy];
        const u = dx * Math.cos(a) + dy * Math.sin(a);
        const v = -dx * Math.sin(a) + dy * Math.cos(a);
        if (Math.abs(u) <= w / 2 && Math.abs(v) <= h / 2) data[y * width + x] = p;
      }
  }
  return { data, width, height };
}

describe("textBoxes", () => {
  it("finds a level line and grows it back by the unclip distance", () => {
    const [box, ...rest] = textBoxes(
      mapWith(200, 100, [{ cx: 100, cy: 50, w: 80, h: 20, degrees: 0 }]),
    );
    expect(rest).toEqual([]);
    expect(box!.cx).toBeCloseTo(100, 0);
    expect(box!.cy).toBeCloseTo(50, 0);
    expect(box!.angle).toBeCloseTo(0, 2);
    // 80 × 20 grown by 80·20·1.6 / (2·100) = 12.8 on every side.
    expect(box!.width).toBeCloseTo(80 + 2 * 12.8, -1);
    expect(box!.height).toBeCloseTo(20 + 2 * 12.8, -1);
    expect(box!.score).toBeCloseTo(0.9, 5);
  });

  it("keeps a box taller than wide upright, as a single digit is", () => {
    const [box] = textBoxes(mapWith(100, 200, [{ cx: 50, cy: 100, w: 20, h: 60, degrees: 0 }]));
    expect(box!.angle).toBeCloseTo(0, 2);
    expect(box!.height).toBeGreaterThan(box!.width * 1.5);
  });

  it("follows a tilted number's angle, within 45° of level either way", () => {
    for (const degrees of [-25, 20, 40]) {
      const [box] = textBoxes(mapWith(300, 300, [{ cx: 150, cy: 150, w: 120, h: 40, degrees }]));
      expect((box!.angle * 180) / Math.PI).toBeCloseTo(degrees, -1);
    }
    // A tall box tilted 25° reads as tilted 25°, not as a wide one turned by −65°.
    const [tall] = textBoxes(mapWith(300, 300, [{ cx: 150, cy: 150, w: 30, h: 90, degrees: 25 }]));
    expect((tall!.angle * 180) / Math.PI).toBeCloseTo(25, -1);
    expect(tall!.height).toBeGreaterThan(tall!.width);
  });

  it("drops faint regions and specks, and keeps separate regions apart, largest first", () => {
    const boxes = textBoxes(
      mapWith(300, 100, [
        { cx: 60, cy: 50, w: 60, h: 30, degrees: 0 },
        { cx: 160, cy: 50, w: 30, h: 30, degrees: 0 },
        { cx: 250, cy: 50, w: 40, h: 30, degrees: 0, p: 0.5 },
        { cx: 290, cy: 10, w: 2, h: 2, degrees: 0 },
      ]),
    );
    expect(boxes.map((b) => Math.round(b.cx))).toEqual([60, 160]);
  });

  it("finds nothing in an empty map", () => {
    expect(textBoxes(mapWith(64, 64, []))).toEqual([]);
  });
});

describe("minAreaRect", () => {
  it("fits a rectangle to a square's corners and to a lone point", () => {
    expect(
      minAreaRect([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).toMatchObject({ cx: 5, cy: 5, width: 10, height: 10 });
    expect(minAreaRect([[3, 4]])).toMatchObject({ cx: 3, cy: 4, width: 0, height: 0 });
  });
});
