import { describe, expect, it } from "vitest";
import {
  campaign as defaultCampaign,
  defaultBookingRules,
  defaultBusinessFacts,
} from "~/content/business";
import {
  bookingRulesSchema,
  bookingRulesToForm,
  businessSchema,
  businessToForm,
  campaignSchema,
  campaignToForm,
  type FormFields,
} from "./settings.schema";

const businessForm = businessToForm(defaultBusinessFacts);
const campaignForm = campaignToForm(defaultCampaign);
const rulesForm = bookingRulesToForm(defaultBookingRules);

/** The first message per field, as the form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("the defaults", () => {
  it("pass their own rules, and come back unchanged through the form", () => {
    expect(businessSchema.parse(businessForm)).toEqual(defaultBusinessFacts);
    expect(campaignSchema.parse(campaignForm)).toEqual(defaultCampaign);
    expect(bookingRulesSchema.parse(rulesForm)).toEqual(defaultBookingRules);
  });
});

describe("the business facts", () => {
  const withField = (changes: FormFields) =>
    businessSchema.safeParse({ ...businessForm, ...changes });

  it("refuse a business ID with a wrong check digit or shape", () => {
    for (const businessId of ["3412785-6", "3412785", "12345678", ""])
      expect(messages(withField({ businessId })), businessId).toEqual({
        businessId: "settings:errors.businessId",
      });
  });

  it("refuse HTML, oversized and empty texts", () => {
    expect(messages(withField({ name: "<b>Studio</b>" }))).toEqual({
      name: "settings:errors.noMarkup",
    });
    expect(messages(withField({ citySv: "x".repeat(61) }))).toEqual({
      citySv: "settings:errors.tooLong",
    });
    expect(messages(withField({ streetFi: "   " }))).toEqual({
      streetFi: "settings:errors.required",
    });
    expect(messages(withField({ name: "A\u0000B" }))).toEqual({
      name: "settings:errors.invalidCharacters",
    });
  });

  it("refuse a bad e-mail, phone, postal code, profile URL and WhatsApp number", () => {
    expect(
      messages(
        withField({
          email: "info@",
          phone: "call us",
          postalCode: "6690",
          instagram: "https://www.facebook.com/studio",
          youtube: "javascript:alert(1)",
          linkedin: "http://www.linkedin.com/company/x",
          whatsapp: "040 123",
        }),
      ),
    ).toEqual({
      email: "settings:errors.email",
      phone: "settings:errors.phone",
      postalCode: "settings:errors.postalCode",
      instagram: "settings:errors.profileUrl",
      youtube: "settings:errors.profileUrl",
      linkedin: "settings:errors.profileUrl",
      whatsapp: "settings:errors.whatsapp",
    });
  });

  it("leave out profiles left empty and keep a WhatsApp number as + and digits", () => {
    const result = withField({
      instagram: "https://www.instagram.com/studionorrsken",
      linkedin: "https://www.linkedin.com/company/studionorrsken",
      facebook: "",
      youtube: "",
      whatsapp: "+358 40 765-4321",
    });
    expect(result.data?.social).toEqual({
      instagram: "https://www.instagram.com/studionorrsken",
      linkedin: "https://www.linkedin.com/company/studionorrsken",
    });
    expect(result.data?.whatsapp).toBe("+358407654321");
  });
});

describe("the campaign", () => {
  const withField = (changes: FormFields) =>
    campaignSchema.safeParse({ ...campaignForm, ...changes });

  it("refuses a percentage of 0, 100 or more, or text", () => {
    for (const percent of ["0", "100", "150", "thirty", "12.5", "-5", ""])
      expect(messages(withField({ percent })), percent).toEqual({
        percent: "settings:errors.percent",
      });
    expect(withField({ percent: "99" }).success).toBe(true);
  });

  it("refuses a last day before the first, and days that do not exist", () => {
    expect(messages(withField({ firstDay: "2026-12-01", lastDay: "2026-11-30" }))).toEqual({
      lastDay: "settings:errors.lastBeforeFirst",
    });
    expect(messages(withField({ firstDay: "2026-02-30" }))).toEqual({
      firstDay: "settings:errors.date",
    });
    expect(withField({ firstDay: "2026-12-01", lastDay: "2026-12-01" }).success).toBe(true);
  });

  it("no longer takes services: the catalogue's campaign flag says which (decision 084)", () => {
    const withBoxes: FormFields = { ...campaignForm, "services.event": "on" };
    expect(campaignSchema.parse(withBoxes)).toEqual(defaultCampaign);
    expect(campaignSchema.parse(withBoxes)).not.toHaveProperty("services");
  });
});

describe("the booking rules", () => {
  const withField = (changes: FormFields) =>
    bookingRulesSchema.safeParse({ ...rulesForm, ...changes });

  it("refuse hours outside 0–23 and a last hour before the first", () => {
    expect(messages(withField({ firstHour: "24" }))).toEqual({ firstHour: "settings:errors.hour" });
    expect(messages(withField({ lastHour: "-1" }))).toEqual({ lastHour: "settings:errors.hour" });
    expect(messages(withField({ firstHour: "nine" }))).toEqual({
      firstHour: "settings:errors.hour",
    });
    expect(messages(withField({ firstHour: "15", lastHour: "10" }))).toEqual({
      lastHour: "settings:errors.lastHourBeforeFirst",
    });
    expect(withField({ firstHour: "0", lastHour: "23" }).data).toMatchObject({
      firstHour: 0,
      lastHour: 23,
    });
    expect(withField({ firstHour: "08:00" }).data?.firstHour).toBe(8);
  });

  it("need a weekday, and a notice and horizon in range", () => {
    const noDays = Object.fromEntries(
      Object.entries(rulesForm).filter(([name]) => !name.startsWith("weekdays.")),
    );
    expect(messages(bookingRulesSchema.safeParse(noDays))).toEqual({
      weekdays: "settings:errors.weekdaysRequired",
    });
    expect(messages(withField({ minNoticeHours: "721" }))).toEqual({
      minNoticeHours: "settings:errors.minNotice",
    });
    expect(messages(withField({ maxDaysAhead: "0" }))).toEqual({
      maxDaysAhead: "settings:errors.maxDaysAhead",
    });
    expect(messages(withField({ maxDaysAhead: "2", minNoticeHours: "48" }))).toEqual({
      minNoticeHours: "settings:errors.noticeBeyondHorizon",
    });
  });

  it("take the reminder and the change cut-off in range, the defaults when absent (decision 104)", () => {
    expect(withField({ reminderHours: "0", changeCutoffHours: "72" }).data).toMatchObject({
      reminderHours: 0,
      changeCutoffHours: 72,
    });
    expect(messages(withField({ reminderHours: "721" }))).toEqual({
      reminderHours: "settings:errors.reminderHours",
    });
    expect(messages(withField({ changeCutoffHours: "-1" }))).toEqual({
      changeCutoffHours: "settings:errors.changeCutoffHours",
    });
    expect(messages(withField({ changeCutoffHours: "4".repeat(10_000) }))).toEqual({
      changeCutoffHours: "settings:errors.changeCutoffHours",
    });
    // A form (or a stored value) from before these rules keeps 24 and 48 hours.
    const older = Object.fromEntries(
      Object.entries(rulesForm).filter(
        ([name]) => name !== "reminderHours" && name !== "changeCutoffHours",
      ),
    );
    expect(bookingRulesSchema.parse(older)).toMatchObject({
      reminderHours: 24,
      changeCutoffHours: 48,
    });
    const { reminderHours: _r, changeCutoffHours: _c, ...stored } = defaultBookingRules;
    expect(bookingRulesSchema.parse(bookingRulesToForm(stored))).toEqual(defaultBookingRules);
  });

  it("read the checked weekdays in order", () => {
    const fields: FormFields = { ...rulesForm };
    for (const day of [0, 1, 2, 3, 4, 5, 6]) delete fields[`weekdays.${day}`];
    fields["weekdays.4"] = "on";
    fields["weekdays.0"] = "on";
    expect(bookingRulesSchema.parse(fields).weekdays).toEqual([0, 4]);
  });
});
