import en from "./locales/en";
import fi from "./locales/fi";
import sv from "./locales/sv";

/** The server renders any language, so it holds all three. */
export const allResources = { sv, fi, en };
