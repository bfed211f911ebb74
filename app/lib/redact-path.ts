/**
 * A path as the log may keep it: the segment that is a secret (a download token, a test checkout
 * session, a password-reset token, a calendar feed's secret) replaced by `[redacted]`, since
 * whoever reads the log must not be able to use them. Matched by segment and case-insensitively
 * after decoding, as routing matches them, wherever they sit in the path.
 */
export function redactPath(path: string): string {
  const segments = path.split("/");
  const names = segments.map(segmentName);
  return segments
    .map((segment, i) => {
      const previous = names[i - 1];
      const secret =
        (previous !== undefined && secretFollows.has(previous)) ||
        (previous === "test" && names[i - 2] === "checkout");
      return secret && segment !== "" ? "[redacted]" : segment;
    })
    .join("/");
}

/** Segments whose next segment is a secret. */
const secretFollows = new Set(["download", "reset-password", "calendar"]);

function segmentName(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * An address (a Referer) as the log may keep it: its path redacted, its query left out, since a
 * page such as the password reset form carries its token there.
 */
export function redactUrl(value: string): string {
  const queryStart = value.search(/[?#]/);
  const cut = queryStart < 0 ? value : value.slice(0, queryStart);
  const query = queryStart < 0 ? "" : "?[redacted]";
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(cut)?.[0] ?? "";
  return origin + redactPath(cut.slice(origin.length)) + query;
}
