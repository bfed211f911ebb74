/** At most this many characters of a search are used; a longer one is cut. */
export const maxSearchLength = 100;
