/**
 * True when a text holds an HTML tag or comment. Names and messages are plain text: markup in
 * them is refused with a clear message rather than stored (everything is escaped on output too).
 */
export function containsMarkup(value: string): boolean {
  return /<\s*\/?\s*[a-z!?]/i.test(value);
}

/**
 * False when a text holds U+0000, which PostgreSQL cannot store in a text column: such input
 * gets a clear message (api:validation.invalidCharacters) instead of a database error.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}
