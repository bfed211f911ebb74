export default {
  // The widget (loaded when the visitor opens the chat).
  title: "Chatta med oss",
  subtitle: "Automatisk assistent – svarar utifrån uppgifterna på webbplatsen",
  welcome:
    "Hej! Jag är {{name}}s assistent. Fråga mig gärna om våra tjänster och priser, bokning, lediga tider eller butiken.",
  inputLabel: "Ditt meddelande",
  placeholder: "Skriv din fråga...",
  send: "Skicka",
  close: "Stäng chatten",
  clear: "Rensa samtalet",
  waiting: "Assistenten skriver...",
  you: "Du",
  assistant: "Assistenten",
  answered: "Assistenten svarade: {{text}}",
  whatsapp: "Fortsätt på WhatsApp",
  whatsappText: "Hej! Jag har en fråga om era tjänster.",
  contactForm: "Kontaktformulär",
  errorTitle: "Fel",
  errorText: "Kunde inte skicka meddelande. Försök igen.",

  // Refusals of POST /api/ai-chat.
  validation: {
    messages: "Skicka samtalet som en lista med meddelanden.",
    tooManyMessages: "Högst {{maximum}} meddelanden per fråga.",
    role: "Ett meddelande kommer antingen från dig eller från assistenten.",
    shape: "Ett meddelande har bara en avsändare (role) och en text (content).",
    content: "Meddelandet måste vara text.",
    empty: "Skriv en fråga först.",
    tooLong: "Meddelandet får vara högst {{maximum}} tecken.",
    lastFromVisitor: "Samtalet måste sluta med din fråga.",
  },

  // The built-in assistant's own sentences around what it found.
  reply: {
    unknown:
      "Det vet jag tyvärr inte – jag svarar bara utifrån uppgifterna på vår webbplats och vill inte gissa.",
    askUsWhatsapp:
      "Skriv till oss på WhatsApp eller använd kontaktformuläret längre ner på startsidan, så svarar vi personligen.",
    askUs:
      "Skicka oss ett meddelande via kontaktformuläret längre ner på startsidan eller mejla {{email}}, så svarar vi personligen.",
    interrupted: "(Svaret avbröts. Försök igen om en stund.)",
  },

  // What the assistant knows: sentences filled from the site's own data (docs/decisions/055).
  // Each topic's "terms" are words a visitor may ask with; they are searched, never shown.
  knowledge: {
    systemPrompt:
      "Du är kundtjänstassistent på webbplatsen för {{name}}, en studio för foto, video, AI-innehåll och IT-tjänster. Svara på svenska, kort och vänligt. Använd bara uppgifterna nedan. Finns svaret inte där, säg det ärligt och föreslå WhatsApp eller kontaktformuläret på startsidan. Hitta aldrig på priser, tider eller löften.",
    about: {
      text: "Jag är en automatisk assistent. Jag svarar utifrån uppgifterna på webbplatsen: tjänster och priser, IT-tjänster, butiken, bokningsregler och lediga tider samt kontaktuppgifter.",
      terms: "hej hejsan hallå tjena god morgon hjälp vem är du assistent robot människa",
    },
    service: {
      terms: "tjänst tjänster fotografering foto fotograf film video",
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
      terms: "it webbplats hemsida webb dator system",
    },
    product: {
      text: "I butiken: {{name}} för {{price}}. {{details}}",
      terms: "butik köpa köp beställa produkt produkter",
      software: "Levereras per e-post inom {{hours}} timmar efter betalningen.",
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
      text: "Bokning: du kan boka en fotografering {{days}} kl. {{first}}–{{last}} (finsk tid), {{notice}}, och högst {{maxDays}} dagar framåt. Logga in och välj tjänst, dag och tid i bokningsformuläret på startsidan.",
      everyDay: "alla dagar",
      noNotice: "ända tills timmen börjar",
      notice: "senast {{hours}} timmar i förväg",
      terms:
        "boka bokning bokar öppet öppettider tider tid när dagar veckodagar klockan vardagar helg",
    },
    bookable: {
      text: "Tjänster du kan boka i bokningsformuläret: {{services}}.",
      terms: "boka bokningsbara tjänster fotografering bröllop porträtt företag reklam",
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
  },
};
