/**
 * True when a text holds an HTML tag or comment. Names and messages are plain text: markup in
 * them is refused with a clear message rather than stored (everything is escaped on output too).
 */
export function containsMarkup(value: string): boolean {
  return /<\s*\/?\s*[a-z!?]/i.test(value);
}
