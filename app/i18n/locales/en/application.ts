import type sv from "../sv/application";
import type { Translation } from "../types";

export default {
  form: {
    name: "Name",
    email: "Email address",
    phone: "Phone number",
    specialization: "Specialisation",
    specializationHint: "E.g. photography, video or editing",
    experience: "Years of experience",
    portfolio: "Link to your portfolio",
    portfolioHint: "An address starting with https://",
    optional: "optional",
    message: "About you",
    messageHint: "What would you like to work on, and where in the Nordics are you?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}} of {{max}} characters",
    submit: "Send application",
    busy: "Sending...",
  },
  validation: {
    nameTooShort: "Your name must be at least 2 characters",
    specializationTooShort: "The specialisation must be at least 2 characters",
    specializationTooLong: "The specialisation can be at most 100 characters",
    experienceInvalid: "Enter the years as a whole number from 0 to 50",
    portfolioInvalid: "Invalid URL",
    messageTooShort: "The message must be at least 10 characters",
    messageTooLong: "The message can be at most 2000 characters",
  },
  toast: {
    validationTitle: "Please check your details",
    successTitle: "Thank you for your application!",
    successText:
      "We will get back to you within two working days. A receipt is on its way to your inbox.",
  },
} satisfies Translation<typeof sv>;
