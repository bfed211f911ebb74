/**
 * The header the server entry sets to the client's address (from the socket, or from
 * X-Forwarded-For when the proxy is trusted), replacing any value a client sent. better-auth's
 * rate limiter reads it.
 */
export const clientAddressHeader = "x-nordic-client-ip";
