/**
 * The page a URL shows. React Router's data requests name the page they load for with a
 * ".data" suffix ("/fi/bookings.data", "/en.data", and "/_.data" for the home page); language,
 * return addresses and logs must see the page itself.
 */
export function pagePath(value: string): string {
  const end = value.search(/[?#]/);
  const path = end < 0 ? value : value.slice(0, end);
  const rest = end < 0 ? "" : value.slice(end);
  const page = path === "/_.data" || path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  return (page || "/") + rest;
}
