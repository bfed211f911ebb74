import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { pageTextsJson, recordNamespaces, recordTexts } from "./namespaces";
import { allResources } from "./resources.server";

// The server writes the texts of the namespaces a page used into the page; a namespace it
// missed is one the browser lacks, and its keys then hydrate as keys (React #418).

describe("recordNamespaces", () => {
  it("records the namespaces asked for and those a key names itself, and no others", () => {
    const i18n = createI18n("fi", allResources, () => {});
    const used = recordNamespaces(i18n);
    const t = i18n.getFixedT("fi", "admin") as unknown as (key: string) => string;
    expect(t("audit.title")).toBe("Tapahtumaloki");
    expect(t("api:validation.invalidBody")).not.toBe("api:validation.invalidBody");
    // A colon in something that is not a namespace ("order:<id>") records nothing.
    t("order:dac6e457");
    t("nonsense:key");
    expect([...used].sort()).toEqual(["admin", "api", "common"]);
  });
});

describe("the page's texts (docs/decisions/108)", () => {
  it("are the keys the render looked up, in their namespaces' shape, and nothing else", () => {
    const i18n = createI18n("en", allResources, () => {});
    const used = recordTexts(i18n);
    const t = i18n.getFixedT("en", "admin") as unknown as (key: string) => string;
    t("audit.title");
    // A key that holds dots itself is kept as one key under its parent.
    t("audit.actions.gallery.create");
    t("api:validation.invalidBody");
    (i18n.getFixedT("en", "common") as unknown as (key: string) => string)("nav.home");
    const texts = JSON.parse(pageTextsJson(i18n, "en", used)) as Record<string, unknown>;
    const admin = allResources.en.admin as unknown as {
      audit: { title: string; actions: Record<string, string> };
    };
    expect(texts).toEqual({
      common: { nav: { home: allResources.en.common.nav.home } },
      admin: {
        audit: {
          title: admin.audit.title,
          actions: { "gallery.create": admin.audit.actions["gallery.create"] },
        },
      },
      api: { validation: { invalidBody: allResources.en.api.validation.invalidBody } },
    });
    expect(JSON.stringify(texts).length).toBeLessThan(
      JSON.stringify(allResources.en.admin).length / 10,
    );
  });

  it("take the Swedish text for a key the language lacks, as the server showed it", () => {
    const resources = {
      sv: { common: { only: { sv: "Bara på svenska" } } },
      fi: { common: {} },
    } as unknown as typeof allResources;
    const i18n = createI18n("fi", resources, () => {});
    const used = recordTexts(i18n);
    const t = i18n.getFixedT("fi", "common") as unknown as (key: string) => string;
    expect(t("only.sv")).toBe("Bara på svenska");
    t("not.anywhere");
    expect(JSON.parse(pageTextsJson(i18n, "fi", used))).toEqual({
      common: { only: { sv: "Bara på svenska" } },
    });
  });

  it("escape what could close the script element", () => {
    const resources = {
      sv: { common: { evil: "</script><script>alert(1)</script>" } },
    } as unknown as typeof allResources;
    const i18n = createI18n("sv", resources, () => {});
    const used = recordTexts(i18n);
    (i18n.getFixedT("sv", "common") as unknown as (key: string) => string)("evil");
    const json = pageTextsJson(i18n, "sv", used);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ common: { evil: "</script><script>alert(1)</script>" } });
  });
});
