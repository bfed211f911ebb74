import { z } from "~/lib/zod";

/** Our price identifiers: lower-case words joined by "_", starting "price_". */
export const priceIdPattern = /^price_[a-z0-9_]{1,64}$/;

/**
 * The body of POST /api/create-payment (the spec's payloads). Only `priceId` decides what is
 * bought; the name and type are informational and bounded. Any other field, a price
 * included, is ignored: the server charges the table's amount (docs/decisions/040).
 */
export const createPaymentSchema = z.object(
  {
    priceId: z
      .string({ error: "api:errors.unknownProduct" })
      .regex(priceIdPattern, "api:errors.unknownProduct"),
    productName: z.string().max(200, "api:validation.invalidBody").optional(),
    productType: z.string().max(100, "api:validation.invalidBody").optional(),
  },
  { error: "api:errors.unknownProduct" },
);

export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

/** The test checkout's form: the buyer's e-mail address. */
export const testCheckoutSchema = z.object({
  email: z.email("api:validation.emailInvalid").max(254, "api:validation.emailInvalid"),
});
