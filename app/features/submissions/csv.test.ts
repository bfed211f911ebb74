import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvTime, toCsv } from "./csv";

/**
 * The cells a spreadsheet finds when it splits the file by `separator`, as Excel reads quotes: a
 * quote toggles quoting anywhere in a cell and a doubled one inside quotes is a literal quote.
 */
function cellsAsRead(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (char === '"') {
      if (quoted && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && (char === separator || char === "\n")) {
      cells.push(cell);
      cell = "";
    } else if (!(char === "\r" && !quoted && csv[i + 1] === "\n")) cell += char;
  }
  cells.push(cell);
  return cells;
}

/** Characters that matter to a CSV reader or a formula, mixed with plain text. */
const hostileText = fc.string({
  unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", '"', "'", " ", "a", "1"),
  maxLength: 12,
});

describe("CSV export", () => {
  it("defuses every cell a spreadsheet would read as a formula", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("Anna = glad")).toBe("Anna = glad");
    expect(csvCell("+358 40 123 4567")).toBe("'+358 40 123 4567");
  });

  it("quotes both separators, quotes, tabs and line breaks, and keeps the text whole", () => {
    expect(csvCell('Hej, "världen"\nrad två')).toBe('"Hej, ""världen""\nrad två"');
    expect(csvCell("Hej;=WEBSERVICE(CHAR(104));")).toBe('"Hej;=WEBSERVICE(CHAR(104));"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
  });

  it("starts with a byte-order mark, separates by semicolons and ends rows with CRLF", () => {
    const csv = toCsv(["a", "b"], [["1", "=2"]]);
    expect(csv).toBe("\uFEFFa;b\r\n1;'=2\r\n");
  });

  it("gives no cell that starts a formula, whether a reader splits by commas or by semicolons", () => {
    fc.assert(
      fc.property(fc.array(fc.array(hostileText, { minLength: 1, maxLength: 4 })), (rows) => {
        const csv = toCsv(["h"], rows).slice(1);
        for (const separator of [",", ";"])
          for (const cell of cellsAsRead(csv, separator)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back, split by semicolons, as the cells written", () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), (row) => {
        const read = cellsAsRead(toCsv(row, []).slice(1).replace(/\r\n$/, ""), ";");
        expect(read).toEqual(row.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)));
      }),
    );
  });
});

describe("numbers and times for a Finnish or Swedish Excel", () => {
  it("writes cents with a decimal comma and no thousands separator", () => {
    expect([0, 1, 99, 100, 1250, 169_050, -1250].map(csvAmount)).toEqual([
      "0,00",
      "0,01",
      "0,99",
      "1,00",
      "12,50",
      "1690,50",
      "-12,50",
    ]);
  });

  it("writes an instant as Finnish wall-clock time, in winter and in summer", () => {
    expect(csvTime("2026-01-15T10:00:00.000Z")).toBe("2026-01-15 12:00");
    expect(csvTime(new Date("2026-07-15T10:00:00.000Z"))).toBe("2026-07-15 13:00");
    expect(csvTime("2026-03-29T01:00:00.000Z")).toBe("2026-03-29 04:00");
  });
});
