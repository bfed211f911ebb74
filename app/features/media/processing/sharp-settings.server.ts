import sharp from "sharp";

/**
 * libvips settings for the process that runs the photo jobs (docs/decisions/089). They are the
 * whole process's, so the photo process (photo-worker-child.ts) calls this once at its start,
 * never a module on import, and the web server keeps sharp's defaults:
 *
 * - no operation cache: every photo is new, so libvips' cache (up to 50 MB and 100 operations
 *   by default) only holds memory between jobs;
 * - one libvips thread per operation: processPhoto runs two encodes at a time, which keeps two
 *   cores busy without four or more threads fighting over them and over memory. On glibc
 *   without jemalloc sharp already starts with one thread (fewer per-thread arenas to fragment).
 */
export function configureSharpForWorker(): void {
  sharp.cache(false);
  sharp.concurrency(1);
}
