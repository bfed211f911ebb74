import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server per request: the CSP nonce, the signed-in navigation
  // and the language cookie make each document response unique (docs/decisions/004).
  ssr: true,
  // Each page names only its own routes; the others are fetched from /__manifest as links
  // appear. A lighter first load than the full manifest; its cost per request grows with the
  // square of the path's segments, which the server bounds (docs/decisions/015).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
