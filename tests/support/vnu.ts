import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** vnu-jar's main export is the path of its vnu.jar. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

export type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * The site's stylesheet is written into every page (docs/decisions/066). It is the build's
 * Tailwind output, not markup: its checker predates rules browsers support (@property), and 65 KB
 * of it per page would make the run several times slower. The element itself stays checked.
 */
function withoutSiteCss(html: string): string {
  return html.replace(/(<style id="site-css"[^>]*>)[\s\S]*?(<\/style>)/, "$1$2");
}

/**
 * The checker (vnu-jar 26.9.27) allows `blocking` on stylesheet links only, but the HTML
 * standard also has it on `<link rel="expect">` (html.spec.whatwg.org, #link-type-expect; in
 * Chromium since 124), which decision 110 uses. Only that message on that link is left out; the
 * same attribute on any other link is still an error (server/validators.test.ts checks both).
 */
function isCheckerLag(message: VnuMessage): boolean {
  return (
    message.message ===
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”." &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? "")
  );
}

/**
 * Checks many HTML documents with the Nu Html Checker in ONE run of vnu.jar (a JVM takes seconds
 * to start, the check of a page a fraction of one). Java is Debian's (scripts/ensure-java.ts).
 * Returns the errors by document name; warnings are left out.
 */
export async function checkHtml(
  documents: Map<string, string>,
): Promise<Map<string, VnuMessage[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  // Numbered files; the messages name them by URL, mapped back to the documents' names.
  const names = new Map<string, string>();
  const files = [...documents].map(([name, html], index) => {
    const file = path.join(dir, `${String(index).padStart(3, "0")}.html`);
    fs.writeFileSync(file, withoutSiteCss(html));
    names.set(path.basename(file), name);
    return file;
  });
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        "java",
        [
          "-jar",
          vnuJar,
          "--errors-only",
          "--format",
          "json",
          "--stdout",
          "--exit-zero-always",
          ...files,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const byDocument = new Map<string, VnuMessage[]>();
    for (const message of messages.filter((m) => !isCheckerLag(m))) {
      const name = names.get(path.basename(message.url)) ?? message.url;
      byDocument.set(name, [...(byDocument.get(name) ?? []), message]);
    }
    return byDocument;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
