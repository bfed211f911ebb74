import { describe, expect, it } from "vitest";
import { serviceChangeSchema } from "../catalogue.schema";
import {
  centsAsTyped,
  euroCents,
  newServiceFormSchema,
  serviceFormSchema,
  serviceToForm,
} from "./service-form.schema";

const filled = {
  name_sv: "Porträtt",
  name_fi: "",
  name_en: "",
  description_sv: "En timme i studion.",
  category: "photo",
  priceKind: "fixed",
  amount: "175",
  unit: "",
  vatRate: "25,5",
  duration: "60",
  bookable: "on",
};

const errorsOf = (fields: Record<string, string>, schema = serviceFormSchema) => {
  const result = schema.safeParse(fields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("euros typed the Nordic way", () => {
  it.each([
    ["175", 17_500],
    ["175,50", 17_550],
    ["175,5", 17_550],
    ["175.50", 17_550],
    ["1 400", 140_000],
    ["1\u00a0400,25", 140_025],
    [" 60 ", 6_000],
  ])("%j is %d cents", (typed, cents) => expect(euroCents(typed)).toBe(cents));

  it.each(["1e9", "-5", "175,505", "1 40", "12 345 67", "abc", "", "0x10", "1_000"])(
    "%j is not an amount",
    (typed) => expect(euroCents(typed)).toBeNull(),
  );

  it("shows cents back as typed", () => {
    expect(centsAsTyped(140_000)).toBe("1 400");
    expect(centsAsTyped(17_550)).toBe("175,50");
    expect(euroCents(centsAsTyped(1_234_505))).toBe(1_234_505);
  });
});

describe("the service form", () => {
  it("gives the API's body, which the API's own schema accepts", () => {
    const input = serviceFormSchema.parse({
      ...filled,
      amount: "1 400,50",
      name_fi: "Muotokuva",
      includedHours: "2",
      imagesMin: " 20 ",
      imagesMax: "30",
      deliveryDays: "5",
    });
    expect(input).toEqual({
      category: "photo",
      name: { sv: "Porträtt", fi: "Muotokuva" },
      description: { sv: "En timme i studion." },
      includesText: null,
      includes: { hours: 2, images: { min: 20, max: 30 }, deliveryWorkingDays: 5 },
      price: { kind: "fixed", amount: 140_050, unit: null, vatRate: 25.5 },
      deposit: null,
      durationMinutes: 60,
      bookable: true,
      campaign: false,
      hidden: false,
    });
    expect(serviceChangeSchema.safeParse(input).success).toBe(true);
  });

  it("leaves out the amount and unit of a price on request", () => {
    const input = serviceFormSchema.parse({
      ...filled,
      priceKind: "quote",
      amount: "",
      unit: "month",
    });
    expect(input.price).toEqual({ kind: "quote", amount: null, unit: null, vatRate: 25.5 });
  });

  it("names each wrong field with its own message", () => {
    expect(
      errorsOf({
        ...filled,
        name_sv: "  ",
        name_en: "x".repeat(121),
        description_fi: "<b>hei</b>",
        includes_fi: "Tunti",
        amount: "1e9",
        vatRate: "101",
        duration: "5",
        category: "garden",
      }),
    ).toEqual({
      name_sv: "servicesAdmin:errors.nameRequired",
      name_en: "servicesAdmin:errors.nameTooLong",
      description_fi: "servicesAdmin:errors.noMarkup",
      includes_sv: "servicesAdmin:errors.includesSvRequired",
      amount: "servicesAdmin:errors.amountInvalid",
      vatRate: "servicesAdmin:errors.vatRateInvalid",
      duration: "servicesAdmin:errors.durationInvalid",
      category: "servicesAdmin:errors.categoryInvalid",
    });
  });

  it.each(["-175", "0", "100 000,01", "999999999"])("refuses the amount %j", (amount) =>
    expect(errorsOf({ ...filled, amount })).toEqual({
      amount: "servicesAdmin:errors.amountInvalid",
    }),
  );

  it("refuses figures that are not whole numbers in range, and images given by one bound", () => {
    expect(
      errorsOf({ ...filled, includedHours: "25", deliveryDays: "2,5", imagesMin: "10" }),
    ).toEqual({
      includedHours: "servicesAdmin:errors.includedHoursInvalid",
      deliveryDays: "servicesAdmin:errors.deliveryDaysInvalid",
      imagesMax: "servicesAdmin:errors.imagesInvalid",
    });
    expect(errorsOf({ ...filled, imagesMin: "0", imagesMax: "1e3" })).toEqual({
      imagesMin: "servicesAdmin:errors.imagesInvalid",
      imagesMax: "servicesAdmin:errors.imagesInvalid",
    });
    expect(errorsOf({ ...filled, imagesMin: "120", imagesMax: "100" })).toEqual({
      imagesMax: "servicesAdmin:errors.imagesOrder",
    });
    expect(errorsOf({ ...filled, includedHours: "9".repeat(5000) })).toEqual({
      includedHours: "servicesAdmin:errors.includedHoursInvalid",
    });
  });

  it("keeps no figures when none is given", () =>
    expect(serviceFormSchema.parse(filled).includes).toBeNull());

  it("needs an amount unless the price is on request", () =>
    expect(errorsOf({ ...filled, priceKind: "hourly", amount: "" })).toEqual({
      amount: "servicesAdmin:errors.amountRequired",
    }));

  it("needs a new service's id, never one of the pages' own paths", () => {
    expect(errorsOf({ ...filled, id: "new" }, newServiceFormSchema)).toEqual({
      id: "servicesAdmin:errors.idInvalid",
    });
    expect(newServiceFormSchema.parse({ ...filled, id: " wedding-photos " }).id).toBe(
      "wedding-photos",
    );
  });

  it("fills the form from a stored service so that saving it unchanged changes nothing", () => {
    const stored = {
      id: "it-maintenance",
      position: 3,
      hidden: true,
      category: "it" as const,
      name: { sv: "Underhåll", en: "Maintenance" },
      description: { sv: "Varje månad." },
      includesText: null,
      includes: { hours: 6, images: { min: 600, max: 720 }, deliveryWorkingDays: 7 },
      price: {
        kind: "from" as const,
        amount: 35_000,
        unit: "month" as const,
        currency: "EUR",
        vatRate: 25.5,
      },
      durationMinutes: null,
      bookable: false,
      deposit: null,
      campaign: false,
      legacyKey: null,
      updatedAt: "2026-11-24T08:00:00.000Z",
    };
    expect(serviceFormSchema.parse(serviceToForm(stored))).toEqual({
      category: "it",
      name: stored.name,
      description: stored.description,
      includesText: null,
      includes: stored.includes,
      price: { kind: "from", amount: 35_000, unit: "month", vatRate: 25.5 },
      deposit: null,
      durationMinutes: null,
      bookable: false,
      campaign: false,
      hidden: true,
    });
  });
});

describe("the deposit (decision 109)", () => {
  it("takes none by default, an amount in euros or a whole percent", () => {
    expect(serviceFormSchema.parse(filled).deposit).toBeNull();
    expect(
      serviceFormSchema.parse({ ...filled, depositKind: "amount", deposit: "50,50" }).deposit,
    ).toEqual({ kind: "amount", value: 5050 });
    expect(
      serviceFormSchema.parse({ ...filled, depositKind: "percent", deposit: "30 %" }).deposit,
    ).toEqual({ kind: "percent", value: 30 });
  });

  it.each([
    [{ depositKind: "amount", deposit: "175,01" }, "depositOverPrice"],
    [{ depositKind: "amount", deposit: "-5" }, "depositInvalid"],
    [{ depositKind: "amount", deposit: "0" }, "depositInvalid"],
    [{ depositKind: "percent", deposit: "101" }, "depositInvalid"],
    [{ depositKind: "percent", deposit: "-1" }, "depositInvalid"],
    [{ depositKind: "percent", deposit: "12,5" }, "depositInvalid"],
    [{ depositKind: "", deposit: "50" }, "depositInvalid"],
    [
      { depositKind: "percent", deposit: "30", priceKind: "quote", amount: "" },
      "depositNeedsPrice",
    ],
  ])("refuses %j with %s", (fields, key) => {
    expect(errorsOf({ ...filled, ...fields }).deposit).toBe(`servicesAdmin:errors.${key}`);
  });

  it("refuses a kind it does not know", () => {
    expect(errorsOf({ ...filled, depositKind: "everything", deposit: "1" }).depositKind).toBe(
      "servicesAdmin:errors.depositInvalid",
    );
  });

  it("shows a stored deposit back as typed", () => {
    const form = serviceFormSchema.parse({
      ...filled,
      amount: "1 400",
      depositKind: "amount",
      deposit: "1 000",
    });
    expect(form.deposit).toEqual({ kind: "amount", value: 100_000 });
  });

  it("is checked by the API's schema too", () => {
    for (const deposit of [
      { kind: "percent", value: 1.5 },
      { kind: "amount", value: -100 },
      { kind: "all", value: 10 },
      "50",
    ])
      expect(serviceChangeSchema.safeParse({ deposit }).success, JSON.stringify(deposit)).toBe(
        false,
      );
  });
});
