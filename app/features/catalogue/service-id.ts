/** A service's id: lower-case words joined by hyphens ("event-hourly"), 3–60 characters. */
export const serviceIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isServiceId(value: string): boolean {
  return value.length >= 3 && value.length <= 60 && serviceIdPattern.test(value);
}
