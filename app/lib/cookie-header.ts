/**
 * The name–value pairs of a Cookie header, in order, as React Router's own cookies read them (the
 * `cookie` package): split at ";", each at its first "=", name and value trimmed. Every reader of
 * a cookie that both the page and the page cache look at goes through this, so they never
 * disagree on what a visitor sent.
 */
export function cookiePairs(header: string | null | undefined): [name: string, value: string][] {
  if (!header) return [];
  return header.split(";").map((pair) => {
    const separator = pair.indexOf("=");
    if (separator < 0) return [pair.trim(), ""];
    return [pair.slice(0, separator).trim(), pair.slice(separator + 1).trim()];
  });
}

/** The value of the first cookie of that name, as browsers and the `cookie` package pick it. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return cookiePairs(header).find(([key]) => key === name)?.[1];
}
