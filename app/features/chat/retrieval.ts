// A small BM25 keyword index over the assistant's knowledge passages (docs/decisions/055).
// Swedish and Finnish inflect heavily; without a real stemmer, every word is cut to its first
// four letters, so "pris", "priser" and "prisbild" meet, as do "kostar" and "kostnad". A long
// word also counts under its first seven letters, so "fotoalbumet" finds "fotoalbum" before
// every other "foto…". A passage carries, beside its text, the words a visitor asks with
// ("terms"): searched, never shown.

export type Searchable = { text: string; terms: string };
/** A passage found, with how many of the question's distinct words it holds. */
export type Hit<T> = { item: T; score: number; matched: number };

export type SearchResult<T> = {
  hits: Hit<T>[];
  /** Distinct words of the question. */ terms: number;
};

/** Words that say nothing about what is asked, in the three languages. */
const stopWords = new Set(
  [
    // sv
    "och att det som för med har inte den till var jag ett kan ska vad hur vill mig min ditt din era ert ni er oss vår våra man eller från här där det denna detta också bara hos sig nu då när",
    // fi
    "ja on ei se että mitä mikä miten kuinka onko voiko voinko minä sinä te me meidän teidän teillä teille minulla olla ole olen olette oletteko onko kanssa tai myös vain nyt",
    // en
    "the and are you your for with have has can what how does did will would could should this that there here our from about any some tell want need please not just also when like its",
  ]
    .join(" ")
    .split(" "),
);

/** Lower-case words of three or more letters (or any number), stop words left out. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  )
    .filter((word) => (word.length >= 3 || /^\d+$/.test(word)) && !stopWords.has(word))
    .map((word) => word.replace(/-/g, ""));
}

/** The crude stem: the first four letters. */
export function stem(word: string): string {
  return word.slice(0, 4);
}

/** A long word's first seven letters, a term of its own (marked so it never equals a stem). */
function longStem(word: string): string[] {
  return word.length > 7 ? [`+${word.slice(0, 7)}`] : [];
}

const termsOf = (text: string) => words(text).flatMap((word) => [stem(word), ...longStem(word)]);

/** Whether two words differ by one letter added, dropped, changed or two swapped. */
export function oneEditApart(left: string, right: string): boolean {
  if (Math.abs(left.length - right.length) > 1 || left === right) return false;
  let start = 0;
  while (start < left.length && left[start] === right[start]) start += 1;
  const [a, b] = [left.slice(start), right.slice(start)];
  return (
    a.slice(1) === b.slice(1) ||
    a.slice(1) === b ||
    a === b.slice(1) ||
    (a[0] === b[1] && a[1] === b[0] && a.slice(2) === b.slice(2))
  );
}

/**
 * The known words a question's word stands for besides itself: the last part of a compound
 * ("jääkiekkoalbumi" holds "albumi", "bröllopsfotografering" "fotografering"), or, for a word
 * the passages do not hold, the one known word a single typo away ("protrait" → "portrait").
 */
function readAs(word: string, vocabulary: readonly string[], known: (term: string) => boolean) {
  if (word.length < 5) return [];
  const tails = vocabulary.filter(
    (candidate) =>
      candidate.length >= 5 && word.length > candidate.length + 2 && word.endsWith(candidate),
  );
  if (known(stem(word))) return tails;
  // Five letters are too few: "shoot" is one letter from "short".
  const typo =
    word.length >= 6 ? vocabulary.find((candidate) => oneEditApart(word, candidate)) : undefined;
  return typo ? [...tails, typo] : tails;
}

const k1 = 1.2;
const b = 0.75;

export type KeywordIndex<T extends Searchable> = {
  search(query: string): SearchResult<T>;
};

export function keywordIndex<T extends Searchable>(items: readonly T[]): KeywordIndex<T> {
  const documents = items.map((item) => {
    const counts = new Map<string, number>();
    const stems = termsOf(`${item.text} ${item.terms}`);
    for (const term of stems) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { item, counts, length: stems.length };
  });
  const averageLength =
    documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, documents.length);
  const documentFrequency = new Map<string, number>();
  for (const document of documents)
    for (const term of document.counts.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const vocabulary = [...new Set(items.flatMap((item) => words(`${item.text} ${item.terms}`)))];
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  };

  return {
    search(query) {
      const known = (term: string) => documentFrequency.has(term);
      const asked = words(query).map((word) => [word, ...readAs(word, vocabulary, known)]);
      const terms = [...new Set(asked.flat().flatMap((word) => [stem(word), ...longStem(word)]))];
      // How much of the question a passage holds is counted in words (their short stems); a
      // word read as a known one counts as that one.
      const shortTerms = new Set(asked.map((forms) => stem(forms.at(-1)!)));
      const hits = documents
        .map(({ item, counts, length }) => {
          let score = 0;
          let matched = 0;
          for (const term of terms) {
            const frequency = counts.get(term) ?? 0;
            if (frequency === 0) continue;
            if (shortTerms.has(term)) matched += 1;
            score +=
              (idf(term) * frequency * (k1 + 1)) /
              (frequency + k1 * (1 - b + (b * length) / averageLength));
          }
          return { item, score, matched };
        })
        .filter((hit) => hit.score > 0)
        .sort((left, right) => right.score - left.score);
      return { hits, terms: shortTerms.size };
    },
  };
}
