// A CSV file read as a Finnish or Swedish Excel opens it by a double click: UTF-8 only when the
// file starts with a byte-order mark (else the system's code page: ä and ö garble), fields split
// by the list separator `;`, quotes around a field that holds `;`, a quote or a line break, a
// doubled quote inside them; then each cell typed: "12,50" is a number (decimal comma),
// "2026-11-24 10:00" a date and time; "12.50" is no number there (a Finnish Excel reads a day
// and month into it), and a cell starting with an apostrophe stays text, apostrophe shown.

export type ExcelCell = string | number | { date: string; time: string };

/** The rows of the file as Excel reads them; throws when Excel would not read it as UTF-8. */
export function readAsExcel(bytes: Uint8Array): ExcelCell[][] {
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf)
    throw new Error("no UTF-8 byte-order mark: Excel would read the file in the local code page");
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
  return splitRecords(text, ";").map((row) => row.map(typedCell));
}

/** The raw fields of each record, as Excel splits them. */
export function splitRecords(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") continue;
    else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

function typedCell(raw: string): ExcelCell {
  if (raw.startsWith("'")) return raw;
  if (/^-?\d+(,\d+)?$/.test(raw)) return Number(raw.replace(",", "."));
  const dateTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(raw);
  if (dateTime) return { date: dateTime[1]!, time: dateTime[2]! };
  return raw;
}
