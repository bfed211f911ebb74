/**
 * The shape a Finnish or English namespace must have: every key of the Swedish source, each a
 * string. `satisfies Translation<typeof sv>` makes a missing or extra key a type error.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
