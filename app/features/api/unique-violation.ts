/** Postgres' unique_violation, as PGlite and node-postgres report it (perhaps wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === "23505") return true;
  }
  return false;
}
