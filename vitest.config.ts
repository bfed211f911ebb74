import { defineConfig } from "vitest/config";

// Unit, component and server tests. The React Router plugin is left out on purpose: it expects
// to own the build, and tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/support/global-setup.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
  },
});
