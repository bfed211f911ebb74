import sharp from "sharp";

// Photos for the gallery tests, made on the spot: a JPEG with colours of its own per index (so
// two photos never look alike), a crowd of shapes at every scale and grain, so that its files,
// thumbnails included, weigh about what a photo's do.

export type PhotoShape = { width: number; height: number };

/** Landscape 3:2 mostly, every fifth a portrait and every seventh a square, as a match's are. */
export function shapeOf(index: number, longSide = 1200): PhotoShape {
  if (index % 7 === 6)
    return { width: Math.round(longSide * 0.75), height: Math.round(longSide * 0.75) };
  if (index % 5 === 4) return { width: Math.round((longSide * 2) / 3), height: longSide };
  return { width: longSide, height: Math.round((longSide * 2) / 3) };
}

/** A small deterministic generator: the same index gives the same photo. */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function crowd(index: number, width: number, height: number): string {
  const next = random(index + 1);
  return Array.from({ length: 160 }, () => {
    const size = Math.max(2, next() ** 2 * height * 0.25);
    const colour = `hsl(${Math.floor(next() * 360)},${40 + Math.floor(next() * 50)}%,${20 + Math.floor(next() * 60)}%)`;
    return next() < 0.5
      ? `<circle cx="${next() * width}" cy="${next() * height}" r="${size / 2}" fill="${colour}" opacity="0.85"/>`
      : `<rect x="${next() * width}" y="${next() * height}" width="${size}" height="${size * (0.4 + next())}" fill="${colour}" opacity="0.85"/>`;
  }).join("");
}

export async function generatedPhoto(index: number, shape: PhotoShape = shapeOf(index)) {
  const { width, height } = shape;
  const hue = (index * 47) % 360;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},70%,45%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,20%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.45}" r="${height * 0.22}" fill="hsl(${(hue + 200) % 360},80%,70%)" opacity="0.8"/>
      <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.55}" rx="24" fill="hsl(${(hue + 60) % 360},50%,85%)" opacity="0.7"/>
      ${crowd(index, width, height)}
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
