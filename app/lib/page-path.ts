/**
 * The page a URL shows. React Router's data requests name the page they load for with a
 * ".data" suffix ("/fi/bookings.data", "/en.data", and "/_.data" for the home page); language,
 * return addresses and logs must see the page itself.
 */
export function pagePath(value: string): string {
  const [path = "/", rest = ""] = value.split(/(?=[?#])/, 2);
  const page = path === "/_.data" || path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  return (page || "/") + rest;
}
