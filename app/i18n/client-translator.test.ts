import { describe, expect, it, vi } from "vitest";
import sv from "./locales/sv";
import fi from "./locales/fi";
import en from "./locales/en";
import { createI18n } from "./i18n";
import { ClientTranslator } from "./client-translator";

describe("the browser's translator", () => {
  const missing = vi.fn();
  const translator = new ClientTranslator(
    "sv",
    { common: sv.common, home: sv.home },
    async (_lang, ns) => (sv as unknown as Record<string, Record<string, unknown>>)[ns]!,
    missing,
  );
  const server = createI18n("sv", { sv }, () => {});

  it("gives the same texts as i18next on the server, placeholders filled", () => {
    const t = translator.getFixedT("sv", "common");
    expect(t("nav.home")).toBe(server.t("nav.home"));
    expect(t("price.from", { price: "175 €" })).toBe(server.t("price.from", { price: "175 €" }));
    expect(t("price.from", { price: "175 €" })).toBe("Från 175 €");
  });

  it("picks plural forms as i18next does, in every language", () => {
    for (const [lang, texts] of [
      ["sv", sv],
      ["fi", fi],
      ["en", en],
    ] as const) {
      const browser = new ClientTranslator(lang, { admin: texts.admin }, async () => ({}), missing);
      const onServer = createI18n(lang, { [lang]: texts }, () => {});
      for (const count of [0, 1, 2, 30]) {
        const text = browser.getFixedT(lang, "admin")("bookings.undoHint", { count });
        expect(text).toBe(onServer.getFixedT(lang, "admin")("bookings.undoHint", { count }));
        expect(text).toContain(String(count));
      }
    }
    const sv1 = new ClientTranslator("sv", { admin: sv.admin }, async () => ({}), missing);
    expect(sv1.getFixedT("sv", "admin")("bookings.undoHint", { count: 1 })).toContain("1 sekund.");
    expect(sv1.getFixedT("sv", "admin")("bookings.undoHint", { count: 2 })).toContain(
      "2 sekunder.",
    );
    expect(missing).not.toHaveBeenCalled();
  });

  it("reads a key of another loaded namespace with its prefix", () => {
    expect(translator.getFixedT("sv", "common")("home:meta.title")).toBe(sv.home.meta.title);
  });

  it("loads a namespace on demand", async () => {
    expect(translator.hasResourceBundle("sv", "api")).toBe(false);
    await translator.loadNamespaces("api");
    expect(translator.getFixedT("sv", "api")("validation.serviceRequired")).toBe("Välj en tjänst");
  });

  it("finds a key that holds dots itself, as i18next does (the audit log's actions)", async () => {
    await translator.loadNamespaces("admin");
    const t = translator.getFixedT("sv", "admin");
    expect(t("audit.actions.gallery.create")).toBe(server.t("admin:audit.actions.gallery.create"));
    expect(t("audit.actions.gallery.create")).toBe("Skapade ett galleri");
    expect(t("audit.actions.photo.tag")).toBe("Taggade nummer på bilder");
  });

  it("gives the default value for a key the texts do not hold, without reporting it", () => {
    missing.mockClear();
    const t = translator.getFixedT("sv", "admin") as (key: string, values?: object) => string;
    expect(t("audit.actions.no.such", { defaultValue: "no.such" })).toBe("no.such");
    expect(missing).not.toHaveBeenCalled();
  });

  it("reports a missing key and shows the key", () => {
    expect(translator.getFixedT("sv", "common")("nav.nothing")).toBe("nav.nothing");
    expect(missing).toHaveBeenCalledWith("sv", "common:nav.nothing");
  });
});
