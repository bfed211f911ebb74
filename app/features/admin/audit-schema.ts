import { z } from "~/lib/zod";

/** `?page=` of the audit log: a positive whole number, 1 when left out. */
export const auditQuerySchema = z.object({
  page: z.coerce
    .number({ error: "api:validation.invalidBody" })
    .int("api:validation.invalidBody")
    .min(1, "api:validation.invalidBody")
    .max(100_000, "api:validation.invalidBody")
    .default(1),
});
