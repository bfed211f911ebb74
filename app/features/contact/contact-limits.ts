/** The contact form's lengths, apart from its schema: the home page must not load zod for them. */
export const contactLimits = { name: 100, message: 2000 } as const;
