import { z } from "~/lib/zod";
import { orderStatuses } from "~/db/schema";
import { isCalendarDate } from "~/features/booking/slots";
import { priceIdPattern } from "../checkout.schema";

const optionalDate = z
  .string()
  .refine((value) => isCalendarDate(value), "api:validation.rangeInvalid")
  .optional();

/** The order desk's filters: `?status=&product=&from=&to=` (days of creation, Finnish time). */
export const adminOrderQuerySchema = z
  .object({
    status: z.enum(orderStatuses, { error: "api:validation.invalidBody" }).optional(),
    product: z.string().regex(priceIdPattern, "api:errors.unknownProduct").optional(),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "api:validation.rangeInvalid",
    path: ["to"],
  });

export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** A licence key as the owner pastes it: one line, trimmed, at most 200 characters. */
export const licenceKeySchema = z.object({
  key: z
    .string({ error: "checkout:desk.keyRequired" })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, "checkout:desk.keyRequired").max(200, "checkout:desk.keyTooLong")),
});

export const orderActions = ["licence-key", "resend-link", "fulfil", "refund"] as const;
export type OrderAction = (typeof orderActions)[number];

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === "string" && (orderActions as readonly string[]).includes(value);
}

/**
 * The owner's edit of a product: the price in euros as typed ("149", "149,50"), the VAT rate in
 * per cent as typed ("25,5", "14", "0"; at most two decimals, stored in basis points), on sale or
 * not.
 */
export const productEditSchema = z.object({
  vatRate: z
    .string({ error: "checkout:products.vatInvalid" })
    .trim()
    .max(8, "checkout:products.vatInvalid")
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, "checkout:products.vatInvalid")
    // Integer maths from the digits: "25,5" → 2550, never a float rounded.
    .transform((value) => {
      const [whole = "0", fraction = ""] = value.split(/[.,]/);
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    })
    .pipe(
      z
        .number()
        .int()
        .min(0, "checkout:products.vatInvalid")
        .max(10_000, "checkout:products.vatInvalid"),
    ),
  price: z
    .string({ error: "checkout:products.priceInvalid" })
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, "checkout:products.priceInvalid")
    .transform((value) => Math.round(Number(value.replace(",", ".")) * 100))
    .pipe(
      z
        .number()
        .int()
        .min(100, "checkout:products.priceInvalid")
        .max(10_000_000, "checkout:products.priceInvalid"),
    ),
  active: z.boolean(),
});

/**
 * The owner's prices in Nordic currencies (docs/decisions/098), as typed ("1490", "1 490,50"):
 * a field left out leaves that price as it is; an empty one removes it, and buyers there pay in
 * euros. At least 3 crowns, Stripe's smallest SEK and NOK charge (DKK's is 2.50).
 */
const nordicPriceField = z
  .string({ error: "checkout:nordicPrices.invalid" })
  .transform((value) => value.replace(/[ \u00a0\u202f]/g, ""))
  .transform((value) =>
    value === "" ? null : /^\d{1,7}([.,]\d{1,2})?$/.test(value) ? toCents(value) : Number.NaN,
  )
  .refine(
    (cents) => cents === null || (cents >= 300 && cents <= 100_000_000),
    "checkout:nordicPrices.invalid",
  )
  .optional();

function toCents(value: string): number {
  return Math.round(Number(value.replace(",", ".")) * 100);
}

/** The form's fields, named as the inputs are, so a refusal points at its field. */
export const nordicPricesEditSchema = z.object({
  priceSEK: nordicPriceField,
  priceNOK: nordicPriceField,
  priceDKK: nordicPriceField,
});
