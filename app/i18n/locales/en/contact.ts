import type sv from "../sv/contact";
import type { Translation } from "../types";

export default {
  form: {
    title: "Send us a message",
    lead: "Questions about IT services, websites, AI influencers or season contracts for sports clubs? Write to us – no account needed.",
    name: "Name",
    email: "Email address",
    phone: "Phone number",
    optional: "optional",
    message: "How can we help?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}} of {{max}} characters",
    submit: "Send message",
    busy: "Sending...",
  },
  validation: {
    nameTooShort: "Your name must be at least 2 characters",
    messageTooShort: "The message must be at least 10 characters",
    messageTooLong: "The message can be at most 2000 characters",
  },
  toast: {
    successTitle: "Thank you for your message!",
    successText: "We will reply to your email as soon as we can.",
  },
} satisfies Translation<typeof sv>;
