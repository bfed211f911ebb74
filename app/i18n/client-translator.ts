import type { Language } from "./languages";

type Texts = { [key: string]: string | Texts };

/**
 * The browser's translator (docs/decisions/013): looks keys up in the namespaces the page
 * loaded and fills in {{placeholders}} — all this site asks of i18next in the browser, in a
 * fraction of its size. The server keeps i18next with its Swedish fallback. A key missing here
 * is reported (the end-to-end walk fails on it) and shown as the key.
 */
export class ClientTranslator {
  readonly language: Language;
  private readonly bundles: Map<string, Texts>;
  private readonly load: (lang: Language, namespace: string) => Promise<Record<string, unknown>>;
  private readonly onMissing: (lang: string, key: string) => void;

  constructor(
    language: Language,
    initial: Record<string, unknown>,
    load: (lang: Language, namespace: string) => Promise<Record<string, unknown>>,
    onMissing: (lang: string, key: string) => void,
  ) {
    this.language = language;
    this.bundles = new Map(Object.entries(initial) as [string, Texts][]);
    this.load = load;
    this.onMissing = onMissing;
  }

  hasResourceBundle(_lang: string, namespace: string): boolean {
    return this.bundles.has(namespace);
  }

  async loadNamespaces(namespace: string): Promise<void> {
    if (this.bundles.has(namespace)) return;
    this.bundles.set(namespace, (await this.load(this.language, namespace)) as Texts);
  }

  getFixedT(_lang: string, namespace: string) {
    return (key: string, values?: Record<string, unknown>) =>
      this.translate(namespace, key, values);
  }

  private plurals?: Intl.PluralRules;

  /**
   * i18next's plural keys: with a numeric `count`, "key_one" or "key_other" as the language's
   * rules say (Swedish, Finnish and English: one for 1, other for the rest).
   */
  private lookUpPlural(ns: string, path: string, count: unknown): string | undefined {
    if (typeof count !== "number") return undefined;
    this.plurals ??= new Intl.PluralRules(this.language);
    const found = lookUp(this.bundles.get(ns), `${path}_${this.plurals.select(count)}`.split("."));
    return typeof found === "string" ? found : undefined;
  }

  translate(namespace: string, key: string, values?: Record<string, unknown>): string {
    const separator = key.indexOf(":");
    const ns = separator > 0 ? key.slice(0, separator) : namespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const found =
      this.lookUpPlural(ns, path, values?.count) ?? lookUp(this.bundles.get(ns), path.split("."));
    if (typeof found !== "string" || found === "") {
      // i18next's defaultValue: a key the texts need not hold (e.g. an audit action's name).
      if (typeof values?.defaultValue === "string") return values.defaultValue;
      this.onMissing(this.language, `${ns}:${path}`);
      return key;
    }
    if (!values) return found;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  }
}

/**
 * The text at a key's path. A key may itself hold dots ("audit.actions.gallery.create" is
 * audit → actions → "gallery.create"), as i18next allows: every split is tried.
 */
function lookUp(tree: string | Texts | undefined, parts: string[]): string | Texts | undefined {
  if (parts.length === 0) return tree;
  if (typeof tree !== "object") return undefined;
  for (let taken = 1; taken <= parts.length; taken++) {
    const key = parts.slice(0, taken).join(".");
    if (!Object.hasOwn(tree, key)) continue;
    const found = lookUp(tree[key], parts.slice(taken));
    if (typeof found === "string") return found;
  }
  return undefined;
}
