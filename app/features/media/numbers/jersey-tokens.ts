// Which words of a recognised line are a jersey or bib number: one to three digits standing on
// their own. The recogniser's dictionary is Chinese and English, so full-width and circled digits
// come out too ("１７", "⑰"); NFKC folds them to ASCII first.
//   "17", "#17", "17.", "(7)", "１７" → the number
//   "A17", "U18", "17B"               → not a number: letters on the digits make a word (an age
//                                        class, a sponsor), and guessing which part is the
//                                        jersey would turn misreadings into confident numbers
//   "2025", "12:45", "2-2", "1.5"     → not a number: a year, a clock, a score, a decimal
//   "0", "00", "07"                   → kept as written: 0 and 00 are numbers players wear

export const maxNumberDigits = 3;

// Marks a number may stand between; anything inside the word must be digits.
const edgeMarks = /^[#.,:;'"`´‘’“”()[\]{}*_\-–—]+|[#.,:;'"`´‘’“”()[\]{}*_\-–—]+$/gu;
const jerseyNumber = new RegExp(`^[0-9]{1,${maxNumberDigits}}$`);

/** The jersey numbers in one line of recognised text, in reading order. */
export function jerseyTokens(text: string): string[] {
  return text
    .normalize("NFKC")
    .split(/\s+/u)
    .map((word) => word.replace(edgeMarks, ""))
    .filter((word) => jerseyNumber.test(word));
}
