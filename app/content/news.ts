// News articles live in the database (docs/decisions/045); this one has its own page layout.

/** The article with its own hero and fixed body (spec section 2, /nyheter/{slug}). */
export const seasonContractsSlug = "sasongskontrakt-idrottsforeningar-pricematch";
