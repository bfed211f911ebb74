import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server per request: the CSP nonce, the signed-in navigation
  // and the language cookie make each document response unique (docs/decisions/004).
  ssr: true,
} satisfies Config;
