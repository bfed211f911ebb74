import { z } from "~/lib/zod";
import { emailField, optionalPhoneField, plainText } from "~/features/submissions/text-fields";
import { contactLimits } from "./contact-limits";

// One schema for the contact form (home page, #kontakt) and POST /api/contact.
export const contactInputSchema = z.object(
  {
    name: plainText({
      min: 2,
      max: contactLimits.name,
      tooShort: "contact:validation.nameTooShort",
      tooLong: "api:validation.nameTooLong",
    }),
    email: emailField,
    phone: optionalPhoneField,
    message: plainText({
      min: 10,
      max: contactLimits.message,
      tooShort: "contact:validation.messageTooShort",
      tooLong: "contact:validation.messageTooLong",
    }),
  },
  { error: "contact:validation.nameTooShort" },
);

export type ValidContactMessage = z.output<typeof contactInputSchema>;
