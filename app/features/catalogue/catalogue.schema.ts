import { depositKinds, priceKinds, priceUnits, serviceCategories } from "~/db/schema";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";
import { serviceIdPattern } from "./service-id";

// What the owner sends for a service (POST /api/admin/services, PATCH …/{id}): the same fields
// both ways, every one optional in a PATCH. Texts as {sv, fi?, en?}; amounts in integer cents;
// the VAT rate in per cent (25.5). Messages are translation keys (namespace api, catalogue).

const error = (key: string) => `api:catalogue.${key}`;

/** Paths below /api/admin/services and /admin/services that are not a service. */
const reservedIds = new Set(["order", "new"]);

export const serviceIdSchema = z
  .string({ error: error("idInvalid") })
  .trim()
  .min(3, error("idInvalid"))
  .max(60, error("idInvalid"))
  .regex(serviceIdPattern, error("idInvalid"))
  .refine((id) => !reservedIds.has(id), error("idInvalid"));

function plainText(max: number, required = error("textRequired")) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, error("textTooLong"))
    .refine((value) => !containsMarkup(value), "api:validation.noMarkup")
    .refine((value) => !/\p{Cc}/u.test(value), "api:validation.invalidCharacters");
}

/** Swedish required; a Finnish or English text left empty falls back to Swedish. */
export function localized(max: number) {
  const optional = z
    .union([z.literal(""), plainText(max)])
    .optional()
    .transform((value) => value || undefined);
  return z
    .object(
      { sv: plainText(max, error("svRequired")), fi: optional, en: optional },
      { error: error("svRequired") },
    )
    .transform(({ sv, fi, en }) => ({ sv, ...(fi && { fi }), ...(en && { en }) }));
}

const wholeNumber = (min: number, max: number, key: string) =>
  z
    .number({ error: error(key) })
    .int(error(key))
    .min(min, error(key))
    .max(max, error(key));

export const maxAmountCents = 10_000_000;

const priceSchema = z
  .object(
    {
      kind: z.enum(priceKinds, { error: error("priceKindInvalid") }),
      amount: wholeNumber(1, maxAmountCents, "amountInvalid").nullable().optional(),
      unit: z
        .enum(priceUnits, { error: error("unitInvalid") })
        .nullable()
        .optional(),
      currency: z.literal("EUR", { error: error("currencyInvalid") }).optional(),
      vatRate: z
        .number({ error: error("vatRateInvalid") })
        .min(0, error("vatRateInvalid"))
        .max(100, error("vatRateInvalid"))
        // Two decimals at most: it is stored in basis points.
        .refine(
          (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
          error("vatRateInvalid"),
        )
        .optional(),
    },
    { error: error("priceInvalid") },
  )
  .refine((price) => (price.kind === "quote") === (price.amount == null), {
    path: ["amount"],
    message: error("amountForKind"),
    when: (payload) => payload.issues.length === 0,
  });

const includesSchema = z.object(
  {
    hours: wholeNumber(1, 24, "includesInvalid").optional(),
    images: z
      .object(
        {
          min: wholeNumber(1, 10_000, "includesInvalid"),
          max: wholeNumber(1, 10_000, "includesInvalid"),
        },
        { error: error("includesInvalid") },
      )
      .refine(({ min, max }) => min <= max, error("includesInvalid"))
      .optional(),
    deliveryWorkingDays: wholeNumber(1, 90, "includesInvalid").optional(),
  },
  { error: error("includesInvalid") },
);

const flag = z.boolean({ error: error("flagInvalid") });

/** A deposit (decision 109): checked against the price by the store, which knows both. */
const depositSchema = z.object(
  {
    kind: z.enum(depositKinds, { error: error("depositInvalid") }),
    value: wholeNumber(1, maxAmountCents, "depositInvalid"),
  },
  { error: error("depositInvalid") },
);

const serviceFields = {
  category: z.enum(serviceCategories, { error: error("categoryInvalid") }),
  name: localized(120),
  description: localized(1000),
  includesText: localized(300).nullable().optional(),
  includes: includesSchema.nullable().optional(),
  price: priceSchema,
  durationMinutes: wholeNumber(15, 24 * 60, "durationInvalid")
    .nullable()
    .optional(),
  bookable: flag.optional(),
  deposit: depositSchema.nullable().optional(),
  campaign: flag.optional(),
  hidden: flag.optional(),
  position: wholeNumber(1, 10_000, "positionInvalid").optional(),
};

export const newServiceSchema = z.object(
  { id: serviceIdSchema, ...serviceFields },
  { error: error("bodyInvalid") },
);

export const serviceChangeSchema = z.object(
  {
    ...serviceFields,
    category: serviceFields.category.optional(),
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    price: serviceFields.price.optional(),
  },
  { error: error("bodyInvalid") },
);

export const serviceOrderSchema = z.object(
  {
    ids: z
      .array(z.string({ error: error("orderInvalid") }).max(60, error("orderInvalid")), {
        error: error("orderInvalid"),
      })
      .max(500, error("orderInvalid")),
  },
  { error: error("orderInvalid") },
);

export type NewServiceInput = z.output<typeof newServiceSchema>;
export type ServiceChangeInput = z.output<typeof serviceChangeSchema>;
