import type sv from "../sv/feedback";
import type { Translation } from "../types";

export default {
  form: {
    eyebrow: "Share your experience",
    title: "Have you worked with us? Tell us how it went!",
    lead: "Your review helps others choose well – and helps us get even better. We publish it on this page once we have reviewed it.",
    name: "Your name",
    nameHint: "As you would like it shown",
    service: "Service",
    serviceHint: "E.g. portrait photography or an event film",
    rating: "Rating",
    starOne: "1 star",
    starMany: "{{count}} stars",
    feedback: "Your review",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}} of {{max}} characters",
    submit: "Send review",
    busy: "Sending...",
    ratingFirst: "Choose a rating to send your review.",
  },
  validation: {
    nameTooShort: "Your name must be at least 2 characters",
    nameTooLong: "Your name can be at most 100 characters",
    serviceTooShort: "The service must be at least 2 characters",
    serviceTooLong: "The service can be at most 100 characters",
    ratingRequired: "Choose a rating",
    feedbackTooShort: "Your review must be at least 10 characters",
    feedbackTooLong: "Your review can be at most 1000 characters",
  },
  toast: {
    validationTitle: "Please check your details",
    successTitle: "Thank you for your review!",
    successText: "We publish it on this page once we have reviewed it.",
  },
} satisfies Translation<typeof sv>;
