import type sv from "../sv/chat";
import type { Translation } from "../types";

export default {
  title: "Chat with us",
  subtitle: "Automatic assistant – answers from the information on this site",
  welcome:
    "Hi! I'm the {{name}} assistant. Ask me about our services and prices, booking, free times or the shop.",
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

  knowledge: {
    systemPrompt:
      "You are the customer service assistant on the website of {{name}}, a studio for photography, video, AI content and IT services. Answer in English, briefly and kindly. Use only the information below. If the answer is not there, say so honestly and suggest WhatsApp or the contact form on the home page. Never invent prices, times or promises.",
    about: {
      text: "I'm an automatic assistant. I answer from the information on this website: services and prices, IT services, the shop, booking rules and free times, and contact details.",
      terms: "hi hello hey good morning help who are you assistant bot robot human",
    },
    service: {
      terms: "service services photography photo photographer film video",
    },
    priceTerms: "price prices pricing cost costs much euro euros",
    price: {
      campaign:
        "{{price}} with the campaign discount (regular price {{regular}}, the campaign runs until {{lastDay}})",
    },
    campaign: {
      text: "Campaign: {{percent}}% off {{services}} until {{lastDay}}.",
      terms: "campaign discount offer sale reduced cheaper percent",
    },
    rates: {
      terms: "event events sports match hour hourly images photos",
    },
    itService: {
      text: "IT service – {{title}}: {{price}}. {{description}}",
      terms: "it website web computer system",
    },
    product: {
      text: "In the shop: {{name}} for {{price}}. {{details}}",
      terms: "shop buy purchase order product products",
      software: "Delivered by email within {{hours}} hours of payment.",
      website: "A ready-made website, one-time price.",
      album:
        "A photo album of over {{images}} high-resolution images from the ice hockey match on {{date}}.",
      categoryTerms: {
        software: "software licence licences license key microsoft",
        websites: "website site affiliate travel",
        photos: "photo album album images pictures match hockey",
      },
    },
    booking: {
      text: "Booking: you can book a session {{days}} from {{first}} to {{last}} (Finnish time), {{notice}}, and at most {{maxDays}} days ahead. Sign in and choose the service, day and time in the booking form on the home page.",
      everyDay: "every day",
      noNotice: "until the hour begins",
      notice: "at least {{hours}} hours in advance",
      terms:
        "book booking appointment open opening hours hour times time when days weekdays weekend schedule",
    },
    bookable: {
      text: "Services you can book with the booking form: {{services}}.",
      terms: "book bookable services photography wedding weddings portrait corporate advertising",
    },
    slots: {
      text: "The next free times: {{slots}}.",
      none: "There are no free times in the next {{days}} days.",
      slot: "{{date}} at {{time}}",
      terms: "free available availability slot slots time times next first when book soon",
    },
    contact: {
      text: "Contact: email {{email}}, phone {{phone}}, address {{address}}. Business ID {{businessId}}.",
      terms: "contact reach email mail phone call number address where located visit business id",
    },
    contactForm: {
      text: "You can also send us a message with the contact form further down the home page – no account needed.",
      terms: "contact form message write question",
    },
    whatsapp: {
      text: "You can also reach us on WhatsApp: +{{number}} (the button is right here in the chat).",
      terms: "whatsapp chat message text mobile",
    },
  },
} satisfies Translation<typeof sv>;
