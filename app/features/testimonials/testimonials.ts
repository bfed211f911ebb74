/** The top of the star scale of reviews. */
export const maxRating = 5;
