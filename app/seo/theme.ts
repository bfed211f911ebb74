/** The page background (--color-ink in app.css): the browser's theme colour and the icons' backdrop. */
export const themeColor = "#0b0f14";
