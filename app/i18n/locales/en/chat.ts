import type sv from "../sv/chat";
import type { Translation } from "../types";

export default {
  title: "Chat with us",
  subtitle: "Automatic assistant – answers from the information on this site",
  welcome:
    "Hi! I'm the {{name}} assistant. Ask me about our services and prices, booking, available times or the shop.",
  inputLabel: "Your message",
  placeholder: "Type your question...",
  send: "Send",
  close: "Close the chat",
  clear: "Clear the conversation",
  waiting: "The assistant is typing...",
  you: "You",
  assistant: "Assistant",
  answered: "The assistant replied: {{text}}",
  whatsapp: "Continue on WhatsApp",
  whatsappText: "Hi! I have a question about your services.",
  contactForm: "Contact form",
  errorTitle: "Error",
  errorText: "Could not send the message. Please try again.",

  validation: {
    messages: "Send the conversation as a list of messages.",
    tooManyMessages: "At most {{maximum}} messages per question.",
    role: "A message comes either from you or from the assistant.",
    shape: "A message has only a sender (role) and a text (content).",
    content: "A message must be text.",
    empty: "Type a question first.",
    tooLong: "A message can be at most {{maximum}} characters.",
    lastFromVisitor: "The conversation must end with your question.",
  },

  reply: {
    unknown:
      "I'm afraid I don't know that – I only answer from the information on our website and would rather not guess.",
    askUsWhatsapp:
      "Write to us on WhatsApp or use the contact form further down the home page, and we'll reply in person.",
    askUs:
      "Send us a message with the contact form further down the home page or email {{email}}, and we'll reply in person.",
    interrupted: "(The reply was cut off. Please try again in a moment.)",
  },
} satisfies Translation<typeof sv>;
