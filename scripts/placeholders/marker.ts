import fs from "node:fs";

/** Written into every file the generator makes, so it never overwrites a real photo or film. */
export const MARK = "nordic-media-placeholder";

/** A file this generator may (re)write: missing, or one it made itself. */
export function ours(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const head = fs.readFileSync(file).subarray(0, 600_000);
  return head.includes(MARK);
}
