import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { pageNamespacesJson, pageTextModules, recordNamespaces } from "./namespaces";
import { allResources } from "./resources.server";

// The browser loads the namespaces the server's render used before it hydrates
// (docs/decisions/108); a namespace the server missed is one it lacks, and its keys then hydrate
// as keys (React #418).

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

describe("the page's namespaces, as the element names them", () => {
  it("name each namespace with its module, or none where it is not known, and what finds them", () => {
    const modules = new Map([["common", "/assets/common-1.js"]]);
    const json = pageNamespacesJson(["common", "home"], (namespace) => modules.get(namespace), [
      "/assets/table-2.js",
    ]);
    expect(JSON.parse(json)).toEqual({
      namespaces: { common: "/assets/common-1.js", home: "" },
      modules: ["/assets/table-2.js"],
    });
  });

  it("cannot close the script element they stand in", () => {
    const json = pageNamespacesJson(["common"], () => "/x</script><script>alert(1)</script>");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      namespaces: { common: "/x</script><script>alert(1)</script>" },
      modules: [],
    });
  });
});

describe("the page's namespaces, as the browser reads them", () => {
  it("are the named namespaces with their modules' addresses", () => {
    const text = pageNamespacesJson(["common", "home"], (namespace) =>
      namespace === "common" ? "/assets/common-hCPtBIZs.js" : undefined,
    );
    expect(Object.fromEntries(pageTextModules(text))).toEqual({
      common: "/assets/common-hCPtBIZs.js",
      home: "",
    });
  });

  it("import nothing but the build's own modules, and read broken text as no namespaces", () => {
    const hostile = JSON.stringify({
      namespaces: {
        a: "https://evil.example/x.js",
        b: "//evil.example/assets/x.js",
        c: "/assets/../api/x.js",
        d: "data:text/javascript,alert(1)",
        e: 42,
        f: "/assets/f-1.js",
      },
      modules: [],
    });
    expect(Object.fromEntries(pageTextModules(hostile))).toEqual({
      a: "",
      b: "",
      c: "",
      d: "",
      e: "",
      f: "/assets/f-1.js",
    });
    for (const broken of ["", "{", "null", "[]", '{"namespaces":[1]}', '{"namespaces":"x"}'])
      expect(pageTextModules(broken).size, broken).toBe(0);
  });
});
