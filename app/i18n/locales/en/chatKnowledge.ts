import type sv from "../sv/chatKnowledge";
import type { Translation } from "../types";

// Server only: never loaded in the browser (the chat panel reads chat.ts).
export default {
  systemPrompt:
    "You are the customer service assistant on the website of {{name}}, a studio for photography, video, AI content and IT services. Answer in English, briefly and kindly. Use only the information below. Compute prices as it states them (for example hours × the hourly price). If the answer is not there, say so honestly and suggest the contact form on the home page (or WhatsApp if it is listed below). Never invent prices, times or promises.",
  about: {
    text: "I'm an automatic assistant. I answer from the information on this website: services and prices, the campaign, the shop, booking rules and available times, delivery times, news and contact details.",
    terms: "hi hello hey good morning help who are you assistant bot robot human",
  },
  service: {
    terms: "service services photography photo photographer film video",
    bookable: "You can book it with the booking form on the home page.",
    notBookable: "It isn't booked with the form: send us a request with the contact form.",
    keyTerms: {
      "private-photography":
        "portrait portraits headshot headshots family couple children kids graduation private session",
      "event-corporate": "package corporate company conference fair trade staff",
      "ai-commercial-video": "commercial commercials advert advertising",
      "introduction-video": "introduction intro presentation",
      "ai-editing": "editing retouching retouch enhancement upscaling",
      "custom-content": "custom bespoke idea content",
      "ai-influencer": "influencer ambassador avatar digital",
      "sports-season": "season contract seasonal club clubs",
      "event-hourly":
        "event events party parties birthday wedding weddings christening hour hourly",
      "sports-team-event":
        "match matches game games tournament team sports sport hockey football floorball",
      "sports-athlete": "athlete athletes player individual myself",
      "web-development": "website websites web webpage homepage site",
      "ai-chatbot": "chatbot chat bot customer",
      "process-automation": "automation automate workflow",
      "it-consulting": "consultant consulting advice",
      "it-maintenance": "support maintenance updates backups monitoring",
      "it-custom": "solution integration",
    },
  },
  priceTerms: "price prices pricing cost costs much euro euros charge",
  price: {
    perEvent: "{{price}} per event",
    campaign:
      "{{price}} with the campaign discount (regular price {{regular}}, the campaign runs until {{lastDay}})",
  },
  quantity: {
    text: "{{name}} for {{hours}} hours: {{hours}} × {{unit}} = {{total}}.",
    campaign: "With the campaign discount: {{total}} (regular {{regular}}).",
    package: "Compare {{name}}: {{price}} for up to {{hours}} hours. {{includes}}",
  },
  campaign: {
    text: "Yes: right now {{percent}}% off {{services}} until {{lastDay}}.",
    none: "There is no campaign running right now, so the regular prices apply.",
    terms: "campaign discount discounts offer offers sale deal deals reduced cheaper percent",
  },
  delivery: {
    text: "Delivery times: {{list}}.",
    item: "{{name}} within {{days}} working days",
    software: "Licences from the shop are normally emailed within {{hours}} hours.",
    other:
      "For other shoots the delivery time isn't listed on the site: ask us and we'll promise a time for your assignment.",
    terms: "delivery deliver delivered fast quick quickly soon long wait turnaround get",
  },
  images: {
    terms: "images image photos pictures pics many number",
  },
  product: {
    text: "In the shop: {{name}} for {{price}}. {{details}}",
    terms: "shop buy purchase order product products",
    categoryTerms: {
      software: "software licence licences license key microsoft",
      websites: "affiliate travel comparison ready-made",
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
    text: "Services you can book with the booking form: {{services}}. Ask for the others with the contact form.",
    terms: "book bookable services booking form",
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
    text: "Contact: {{name}}, email {{email}}, phone {{phone}}, address {{address}}. Business ID {{businessId}}.",
    terms: "contact reach email mail phone call number address where located visit business id",
  },
  contactForm: {
    text: "You can also send us a message with the contact form further down the home page – no account needed.",
    terms: "contact form message write question someone person",
  },
  whatsapp: {
    text: "Yes, message us on WhatsApp: {{link}} (the button is also right here in the chat).",
    none: "We don't have WhatsApp on the site right now. Reach us by email at {{email}}, by phone on {{phone}} or with the contact form further down the home page.",
    terms: "whatsapp whats app watsapp whatsup whatapp",
  },
  news: {
    text: "Latest news: {{list}}. You'll find them all under News.",
    item: "“{{title}}” ({{date}})",
    terms: "news latest new blog article articles",
  },
  notListed: {
    text: "I can't find that among the services on our website, so I can't promise anything about it or give a price.",
    terms: "drone drones aerial underwater livestream livestreaming streaming photobooth booth",
  },
  numbers: "one|an|a two three four five six seven eight nine ten eleven twelve",
  hourWords: "h hr hrs hour hours",
  languageWords: {
    sv: "swedish",
    fi: "finnish",
    en: "english",
  },
} satisfies Translation<typeof sv>;
