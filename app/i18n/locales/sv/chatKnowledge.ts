// Server only: never loaded in the browser (the chat panel reads chat.ts).
// What the assistant knows: sentences filled from the site's own data (docs/decisions/055).
// Each topic's "terms" are words a visitor may ask with; they are searched, never shown.
export default {
  systemPrompt:
    "Du är kundtjänstassistent på webbplatsen för {{name}}, en studio för foto, video, AI-innehåll och IT-tjänster. Svara på svenska, kort och vänligt. Använd bara uppgifterna nedan. Finns svaret inte där, säg det ärligt och föreslå WhatsApp eller kontaktformuläret på startsidan. Hitta aldrig på priser, tider eller löften.",
  about: {
    text: "Jag är en automatisk assistent. Jag svarar utifrån uppgifterna på webbplatsen: tjänster och priser, IT-tjänster, butiken, bokningsregler och lediga tider samt kontaktuppgifter.",
    terms: "hej hejsan hallå tjena god morgon hjälp vem är du assistent robot människa",
  },
  service: {
    terms: "tjänst tjänster fotografering foto fotograf film video",
    // What a visitor calls each service on the price list (home:services.items).
    keyTerms: {
      private: "porträtt porträttfoto familj familjefoto par barn studentbilder studentfoto privat",
      event:
        "event evenemang företag företagsfoto konferens mässa fest personalporträtt bröllop bröllopsfoto",
      aiVideo: "reklamfilm reklamvideo reklam",
      introVideo: "presentationsfilm presentation företagsfilm",
      aiEditing: "redigering retusch retuschering bildbehandling efterbehandling uppskalning",
      custom: "skräddarsytt specialbeställning idé innehåll",
      aiInfluencer: "influencer ambassadör avatar digital",
      sportsClubs: "idrott idrottsförening förening lag klubb säsong hockey fotboll innebandy",
    },
  },
  /** Added to every passage with a price. */
  priceTerms: "pris priser prislista kostar kosta kostnad euro",
  price: {
    campaign:
      "{{price}} med kampanjrabatt (ordinarie pris {{regular}}, kampanjen gäller till och med {{lastDay}})",
  },
  campaign: {
    text: "Kampanj: just nu {{percent}}\u00a0% rabatt på {{services}} till och med {{lastDay}}.",
    terms: "kampanj rabatt erbjudande rea nedsatt billigare procent",
  },
  rates: {
    terms: "event idrott match timme timpris bilder",
  },
  itService: {
    text: "IT-tjänst – {{title}}: {{price}}. {{description}}",
    terms: "it dator system",
    // What a visitor calls each IT service (itServices:services).
    keyTerms: {
      webDevelopment:
        "webbplats webbplatser hemsida hemsidor sajt webbsida webbutveckling webbdesign",
      aiChatbot: "chattbot chatbot chatt kundtjänst",
      automation: "automation automatisering automatisera arbetsflöde",
      consulting: "konsult konsultation rådgivning råd timpris",
      maintenance: "support underhåll uppdateringar säkerhetskopiering övervakning",
      customIt: "skräddarsytt lösning integration",
    },
  },
  product: {
    text: "I butiken: {{name}} för {{price}}. {{details}}",
    terms: "butik köpa köp beställa produkt produkter",
    software:
      "Levereras per e-post normalt inom {{hours}} timmar efter betalningen, på helger nästa vardag.",
    website: "En färdig webbplats, engångspris.",
    album:
      "Fotoalbum med över {{images}} bilder i hög upplösning från ishockeymatchen den {{date}}.",
    categoryTerms: {
      software: "programvara licens licenser licensnyckel microsoft",
      websites: "webbplats hemsida sajt affiliate resor",
      photos: "fotoalbum album bilder matchbilder hockey ishockey",
    },
  },
  booking: {
    text: "Bokning: du kan boka en fotografering {{days}} kl. {{first}}–{{last}} (finländsk tid), {{notice}}, och högst {{maxDays}} dagar framåt. Logga in och välj tjänst, dag och tid i bokningsformuläret på startsidan.",
    everyDay: "alla dagar",
    noNotice: "ända fram till att tiden börjar",
    notice: "senast {{hours}} timmar i förväg",
    terms:
      "boka bokning bokar öppet öppettider tider tid när dagar veckodagar klockan vardagar helg",
  },
  bookable: {
    text: "Tjänster du kan boka i bokningsformuläret: {{services}}.",
    terms: "boka bokningsbara tjänster fotografering bröllop porträtt företag reklam",
  },
  cancel: {
    text: "Avbokning: en bokning som ännu väntar på bekräftelse avbokar du själv under Mina bokningar (logga in först). Vill du ändra eller avboka en bekräftad bokning, kontakta oss.",
    terms: "avboka avbokning avbokar ångra inställd ställa flytta ändra omboka",
  },
  slots: {
    text: "De närmaste lediga tiderna: {{slots}}.",
    none: "Inom de närmaste {{days}} dagarna finns inga lediga tider.",
    slot: "{{date}} kl. {{time}}",
    terms: "ledig lediga tid tider nästa första när boka snart",
  },
  contact: {
    text: "Kontakt: e-post {{email}}, telefon {{phone}}, adress {{address}}. FO-nummer {{businessId}}.",
    terms:
      "kontakt kontakta nå når mejl mejla e-post epost telefon ringa nummer adress var finns besöka fo-nummer",
  },
  contactForm: {
    text: "Du kan också skicka oss ett meddelande via kontaktformuläret längre ner på startsidan – det behövs inget konto.",
    terms: "kontakt kontaktformulär meddelande skriva fråga",
  },
  whatsapp: {
    text: "Du når oss också på WhatsApp: +{{number}} (knappen finns här i chatten).",
    terms: "whatsapp chatta meddelande sms mobil",
  },
};
