import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("defuses every cell a spreadsheet would read as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("Anna = glad")).toBe("Anna = glad");
    expect(csvCell("+358 40 123 4567")).toBe("'+358 40 123 4567");
  });

  it("quotes commas, quotes and line breaks, and keeps the text whole", () => {
    expect(csvCell('Hej, "världen"\nrad två')).toBe('"Hej, ""världen""\nrad två"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
  });

  it("starts with a byte-order mark and ends rows with CRLF", () => {
    const csv = toCsv(["a", "b"], [["1", "=2"]]);
    expect(csv).toBe("\uFEFFa,b\r\n1,'=2\r\n");
  });
});
