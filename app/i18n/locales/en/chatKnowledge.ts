import type sv from "../sv/chatKnowledge";
import type { Translation } from "../types";

// Server only: never loaded in the browser (the chat panel reads chat.ts).
export default {
  systemPrompt:
    "You are the customer service assistant on the website of {{name}}, a studio for photography, video, AI content and IT services. Answer in English, briefly and kindly. Use only the information below. If the answer is not there, say so honestly and suggest WhatsApp or the contact form on the home page. Never invent prices, times or promises.",
  about: {
    text: "I'm an automatic assistant. I answer from the information on this website: services and prices, IT services, the shop, booking rules and available times, and contact details.",
    terms: "hi hello hey good morning help who are you assistant bot robot human",
  },
  service: {
    terms: "service services photography photo photographer film video",
    // What a visitor calls each service on the price list (home:services.items).
    keyTerms: {
      private: "portrait portraits headshot headshots family couple children graduation private",
      event: "event events corporate company conference fair party staff wedding weddings",
      aiVideo: "commercial commercials advert advertising",
      introVideo: "introduction intro presentation",
      aiEditing: "editing retouching retouch enhancement upscaling",
      custom: "custom bespoke idea content",
      aiInfluencer: "influencer ambassador avatar digital",
      sportsClubs: "sports sport club clubs team season hockey football floorball",
    },
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
    terms: "it computer system",
    // What a visitor calls each IT service (itServices:services).
    keyTerms: {
      webDevelopment: "website websites web webpage homepage development design",
      aiChatbot: "chatbot chat bot customer service",
      automation: "automation automate workflow",
      consulting: "consultant consulting advice hourly",
      maintenance: "support maintenance updates backups monitoring",
      customIt: "custom bespoke solution integration",
    },
  },
  product: {
    text: "In the shop: {{name}} for {{price}}. {{details}}",
    terms: "shop buy purchase order product products",
    software:
      "Normally delivered by email within {{hours}} hours of payment, or on the next working day at weekends.",
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
    noNotice: "right up to the start time",
    notice: "at least {{hours}} hours in advance",
    terms:
      "book booking appointment open opening hours hour times time when days weekdays weekend schedule",
  },
  bookable: {
    text: "Services you can book with the booking form: {{services}}.",
    terms: "book bookable services photography wedding weddings portrait corporate advertising",
  },
  cancel: {
    text: "Cancelling: while a booking is still waiting for confirmation, you can cancel it yourself under My bookings (sign in first). To change or cancel a confirmed booking, contact us.",
    terms: "cancel cancelling cancellation cancelled change move reschedule",
  },
  slots: {
    text: "The next available times: {{slots}}.",
    none: "There are no available times in the next {{days}} days.",
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
} satisfies Translation<typeof sv>;
