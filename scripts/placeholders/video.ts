import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { videos, type ImageAsset } from "../../app/content/media.ts";
import { MARK, ours } from "./marker.ts";
import { drawPlaceholder } from "./themes/index.ts";

export type VideoOptions = {
  videoDir: string;
  /** Re-encode even when the drawing is unchanged. */
  force: boolean;
  wanted: (name: string) => boolean;
};

// Videos: every frame is the poster's scene drawn at a later phase, piped raw into ffmpeg.
// A lossless intermediate is encoded first, then the final file at the lowest CRF that fits.

type Clip = { file: string; poster: ImageAsset; seconds: number; loop: boolean; budget: number };
const FPS = 25;
const KEY_FPS = 4;
/** H.264 for every browser; dark-biased adaptive quantisation keeps night skies from banding. */
const ENCODING = [
  ...["-c:v", "libx264", "-preset", "slow", "-profile:v", "high", "-x264-params", "aq-mode=3"],
  ...["-pix_fmt", "yuv420p", "-movflags", "+faststart"],
];
const VW = 1280;
const VH = 720;

function clips(): Clip[] {
  const lengths: Record<string, number> = {
    "hero-loop.mp4": 6,
    "intro.mp4": 8,
    "promo-1.mp4": 7,
    "promo-2.mp4": 7,
    "demo-1.mp4": 6,
    "demo-2.mp4": 7,
    "demo-3.mp4": 6,
  };
  return Object.values(videos).map((v) => {
    const file = path.basename(v.src);
    const loop = file === "hero-loop.mp4";
    return {
      file,
      poster: v.poster,
      seconds: lengths[file] ?? 6,
      loop,
      budget: (loop ? 250 : 350) * 1024,
    };
  });
}

function run(
  command: string,
  argv: string[],
  input?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on(
      "data",
      (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)),
    );
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${errors}`)),
    );
    if (input && child.stdin) {
      input(child.stdin).then(
        () => child.stdin!.end(),
        (error: unknown) => {
          child.kill();
          reject(error);
        },
      );
    }
  });
}

/**
 * Key frames, KEY_FPS a second (the SVG filters make a frame cost a second or more), from t = 0
 * to t = seconds inclusive; ffmpeg blends them up to 25 fps. Motion is slow, so the blend is
 * invisible, and a loop's last key frame equals its first.
 */
async function renderKeyFrames(clip: Clip, stdin: NodeJS.WritableStream): Promise<void> {
  const frames = Math.round(clip.seconds * KEY_FPS) + 1;
  const render = (i: number) =>
    sharp(
      Buffer.from(
        drawPlaceholder(
          clip.poster,
          { t: i / KEY_FPS, duration: clip.seconds, loop: clip.loop },
          VW,
          VH,
        ),
      ),
    )
      .removeAlpha()
      .raw()
      .toBuffer();
  // Two frames in flight: the machine budget is two cores.
  let next = render(0);
  for (let i = 0; i < frames; i++) {
    const following = i + 1 < frames ? render(i + 1) : undefined;
    const frame = await next;
    if (!stdin.write(frame)) await new Promise((resolve) => stdin.once("drain", resolve));
    if (following) next = following;
  }
}

/** What a clip's file depends on: every key frame's drawing and the encoding set-up. */
function clipHash(clip: Clip): string {
  const hash = createHash("sha256").update(JSON.stringify([clip, VW, VH, FPS, KEY_FPS, ENCODING]));
  const frames = Math.round(clip.seconds * KEY_FPS) + 1;
  for (let i = 0; i < frames; i++) {
    hash.update(
      drawPlaceholder(
        clip.poster,
        { t: i / KEY_FPS, duration: clip.seconds, loop: clip.loop },
        VW,
        VH,
      ),
    );
  }
  return hash.digest("hex").slice(0, 16);
}

function commentOf(ffmpeg: string, file: string): string {
  if (!fs.existsSync(file)) return "";
  const ffprobe = ffmpeg.replace(/ffmpeg$/, "ffprobe");
  const probe = spawnSync(
    ffprobe,
    ["-v", "error", "-show_entries", "format_tags=comment", "-of", "default=nw=1:nk=1", file],
    {
      encoding: "utf8",
    },
  );
  return probe.status === 0 ? probe.stdout.trim() : "";
}

async function writeVideo(
  ffmpeg: string,
  clip: Clip,
  temp: string,
  options: VideoOptions,
): Promise<string> {
  const target = path.join(options.videoDir, clip.file);
  if (!ours(target)) return `${clip.file}: not a placeholder, left as it is`;
  const comment = `${MARK} ${clipHash(clip)}`;
  if (!options.force && commentOf(ffmpeg, target) === comment) return `${clip.file}: up to date`;
  const started = Date.now();
  const master = path.join(temp, `${clip.file}.mkv`);
  await run(
    ffmpeg,
    [
      ...[
        "-y",
        "-loglevel",
        "error",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        `${VW}x${VH}`,
        "-r",
        String(KEY_FPS),
        "-i",
        "-",
      ],
      ...[
        "-vf",
        `framerate=fps=${FPS}:interp_start=0:interp_end=255:scene=100`,
        "-frames:v",
        String(Math.round(clip.seconds * FPS)),
      ],
      ...["-c:v", "libx264", "-qp", "0", "-preset", "ultrafast", "-pix_fmt", "yuv444p", master],
    ],
    (stdin) => renderKeyFrames(clip, stdin),
  );
  const fades = clip.loop
    ? []
    : ["-vf", `fade=t=in:st=0:d=0.6,fade=t=out:st=${clip.seconds - 0.9}:d=0.9`];
  let crf = clip.loop ? 27 : 25;
  let size = Infinity;
  while (crf <= 40) {
    await run(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-i",
      master,
      ...fades,
      "-an",
      ...ENCODING,
      "-crf",
      String(crf),
      "-metadata",
      `comment=${comment}`,
      target,
    ]);
    size = fs.statSync(target).size;
    if (size <= clip.budget) break;
    crf += 2;
  }
  return `${clip.file}: ${clip.seconds} s, CRF ${crf}, ${Math.round(size / 1024)} KB (${((Date.now() - started) / 1000).toFixed(0)} s)`;
}

function findFfmpeg(): string | undefined {
  for (const candidate of ["ffmpeg", "/usr/bin/ffmpeg"]) {
    if (spawnSync(candidate, ["-version"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

/** Renders every placeholder clip that is wanted and out of date (needs ffmpeg). */
export async function writeVideos(options: VideoOptions): Promise<void> {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) {
    console.warn(
      "media: ffmpeg not found, so no placeholder videos were made — install it with apt-get install -y ffmpeg",
    );
    return;
  }
  fs.mkdirSync(options.videoDir, { recursive: true });
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "placeholders-"));
  try {
    for (const clip of clips()) {
      if (!options.wanted(clip.file)) continue;
      console.info(`media: ${await writeVideo(ffmpeg, clip, temp, options)}`);
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
