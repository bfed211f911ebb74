import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { recordNamespaces } from "./namespaces";
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
