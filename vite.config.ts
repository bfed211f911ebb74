import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
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
}));
