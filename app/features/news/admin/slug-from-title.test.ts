import { describe, expect, it } from "vitest";
import { slugSchema } from "./article-input.schema";
import { slugFromTitle } from "./slug-from-title";

describe("slugFromTitle", () => {
  it.each([
    ["Nya tjänster i år!", "nya-tjanster-i-ar"],
    ["Hääkuvaus Uudessakaarlepyyssä 2027", "haakuvaus-uudessakaarlepyyssa-2027"],
    ["  Sports photos: IFK vs. HIFK  ", "sports-photos-ifk-vs-hifk"],
    ["Øl & smørrebrød", "ol-smorrebrod"],
  ])("makes %j an address", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it("turns markup and scripts into plain words", () => {
    expect(slugFromTitle(`<script>alert("x")</script> Hej`)).toBe("script-alert-x-script-hej");
    expect(slugFromTitle("../../etc/passwd")).toBe("etc-passwd");
  });

  it("gives nothing for a title without letters or digits", () => {
    expect(slugFromTitle("!!! 🎉 —")).toBe("");
    expect(slugFromTitle("")).toBe("");
  });

  it("cuts a long title at a word, within the schema's limit", () => {
    const slug = slugFromTitle("ord ".repeat(200));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("ord")).toBe(true);
    expect(slugFromTitle("a".repeat(500))).toHaveLength(80);
  });
});
