import { describe, expect, it, vi } from "vitest";
import sv from "./locales/sv";
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

describe("the browser's translator with the page's keys only (docs/decisions/108)", () => {
  const whole = sv as unknown as Record<string, Record<string, unknown>>;
  const page = () => {
    const loads: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const missing = vi.fn();
    const translator = new ClientTranslator(
      "sv",
      { common: { nav: { home: sv.common.nav.home } } },
      async (_lang, ns) => {
        loads.push(ns);
        await gate;
        return whole[ns]!;
      },
      missing,
      { partial: true },
    );
    return { translator, loads, release, missing };
  };

  it("shows a key the page lacks empty, loads the namespace whole, and tells its listeners", async () => {
    const { translator, loads, release, missing } = page();
    const heard = vi.fn();
    translator.subscribe(heard);
    const t = translator.getFixedT("sv", "common");
    expect(t("nav.home")).toBe(sv.common.nav.home);
    expect(translator.hasResourceBundle("sv", "common")).toBe(true);
    expect(t("price.from", { price: "175 €" })).toBe("");
    expect(t("price.from", { price: "175 €" })).toBe("");
    expect(loads).toEqual(["common"]);
    expect(missing).not.toHaveBeenCalled();
    release();
    await translator.completeAll();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(translator.version).toBe(1);
    expect(t("price.from", { price: "175 €" })).toBe("Från 175 €");
    // Whole now: a key no namespace holds is reported as before.
    expect(t("nav.nothing")).toBe("nav.nothing");
    expect(missing).toHaveBeenCalledWith("sv", "common:nav.nothing");
  });

  it("completes ahead without a render when nothing was shown empty", async () => {
    const { translator, loads, release } = page();
    const heard = vi.fn();
    translator.subscribe(heard);
    release();
    await translator.completeAll();
    expect(loads).toEqual(["common"]);
    expect(heard).not.toHaveBeenCalled();
    expect(translator.version).toBe(0);
    expect(translator.getFixedT("sv", "common")("price.from", { price: "1 €" })).toBe("Från 1 €");
  });

  it("tries again after a failed load", async () => {
    let fail = true;
    const translator = new ClientTranslator(
      "sv",
      { common: {} },
      async (_lang, ns) => {
        if (fail) throw new Error("offline");
        return whole[ns]!;
      },
      () => {},
      { partial: true },
    );
    await translator.completeAll();
    fail = false;
    expect(translator.getFixedT("sv", "common")("nav.home")).toBe("");
    await translator.completeAll();
    expect(translator.getFixedT("sv", "common")("nav.home")).toBe(sv.common.nav.home);
  });
});
