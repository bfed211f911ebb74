/**
 * The name of the hidden field bots fill in (a honeypot, docs/decisions/051): a form posted with
 * it is answered as if accepted, and nothing is stored or sent. Apart from the schemas, so the
 * home page's contact form does not load zod for it.
 */
export const honeypotField = "website";
