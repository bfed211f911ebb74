/** A client gallery's PIN: exactly four digits, as the owner gives it (decision 101). */
export const pinPattern = /^\d{4}$/;
