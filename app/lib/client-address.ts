/**
 * The header the server entry sets to the client's address (from the socket, or from
 * X-Forwarded-For when the proxy is trusted), replacing any value a client sent. It holds the full
 * address: better-auth reads it, parses it and groups it by /64 itself.
 */
export const clientAddressHeader = "x-nordic-client-ip";

/**
 * What the site's own rate limits count a client by (docs/decisions/079). One IPv6 subscriber gets
 * a whole /64 and may pick any address in it, so IPv6 counts by its /64, as better-auth's limiter
 * does; an IPv4-mapped address (`::ffff:192.0.2.1`, what a dual-stack socket reports) is its IPv4
 * address; anything else is itself.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The rate-limit key of the request's client, as the server entry saw it. */
export function clientRateLimitKey(request: Request): string {
  return rateLimitKey(request.headers.get(clientAddressHeader) ?? "");
}

/** The eight 16-bit groups of an IPv6 address, or undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  if (!address.includes(":")) return undefined;
  let host: string;
  try {
    // The URL parser validates the address and writes it canonically: hex groups, at most one
    // "::", an embedded IPv4 tail turned into two groups.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = "", tail] = host.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}
