// Server only: never loaded in the browser (the chat panel reads chat.ts).
// What the assistant knows: sentences filled from the site's own data (docs/decisions/055, 085).
// Each "terms" is words a visitor may ask with; they are searched, never shown. No price, name
// or figure is typed here: they come from the catalogue, the shop and the settings.
export default {
  systemPrompt:
    "Du är kundtjänstassistent på webbplatsen för {{name}}, en studio för foto, video, AI-innehåll och IT-tjänster. Svara på svenska, kort och vänligt. Använd bara uppgifterna nedan. Räkna priser som uppgifterna säger (till exempel timmar × timpris). Finns svaret inte där, säg det ärligt och föreslå kontaktformuläret på startsidan (eller WhatsApp om det finns nedan). Hitta aldrig på priser, tider eller löften.",
  about: {
    text: "Jag är en automatisk assistent. Jag svarar utifrån uppgifterna på webbplatsen: tjänster och priser, kampanjen, butiken, bokningsregler och lediga tider, leveranstider, nyheter och kontaktuppgifter.",
    terms: "hej hejsan hallå tjena god morgon hjälp vem är du assistent robot människa",
  },
  service: {
    terms: "tjänst tjänster fotografering foto fotograf film video",
    bookable: "Den kan bokas i bokningsformuläret på startsidan.",
    notBookable: "Den bokas inte i formuläret: skicka en förfrågan via kontaktformuläret.",
    // What a visitor calls each seeded catalogue service, by its id; a service the owner adds
    // is found by its own name and description.
    keyTerms: {
      "private-photography":
        "porträtt porträttfoto familj familjefoto par barn studentbilder studentfoto privat fotosession",
      "event-corporate": "paket fotopaket företag företagsfoto konferens mässa personalporträtt",
      "ai-commercial-video": "reklamfilm reklamvideo reklam",
      "introduction-video": "presentationsfilm presentation företagsfilm",
      "ai-editing": "redigering retusch retuschering bildbehandling efterbehandling uppskalning",
      "custom-content": "skräddarsytt specialbeställning idé innehåll",
      "ai-influencer": "influencer ambassadör avatar digital",
      "sports-season": "säsong säsongsavtal avtal kontrakt förening klubb",
      "event-hourly":
        "event evenemang evenemangsfotograf fest kalas bröllop bröllopsfoto bröllopsfotograf vigsel dop timme timpris",
      "sports-team-event":
        "match matcher matchbilder turnering lag idrott hockey ishockey fotboll innebandy",
      "sports-athlete": "idrottare idrottsman atlet spelare själv",
      "web-development": "webbplats webbplatser hemsida hemsidor sajt webbsida webbdesign",
      "ai-chatbot": "chattbot chatbot kundtjänst",
      "process-automation": "automation automatisering automatisera arbetsflöde",
      "it-consulting": "konsult konsultation rådgivning råd",
      "it-maintenance": "support underhåll uppdateringar säkerhetskopiering övervakning",
      "it-custom": "lösning integration",
    },
  },
  /** Added to every passage with a price; also what makes a question a price question. */
  priceTerms: "pris priser prislista kostar kosta kostnad euro",
  price: {
    perEvent: "{{price}} per evenemang",
    campaign:
      "{{price}} med kampanjrabatt (ordinarie pris {{regular}}, kampanjen gäller till och med {{lastDay}})",
  },
  quantity: {
    text: "{{name}} i {{hours}} timmar: {{hours}} × {{unit}} = {{total}}.",
    campaign: "Med kampanjrabatten: {{total}} (ordinarie {{regular}}).",
    package: "Jämför med {{name}}: {{price}} för upp till {{hours}} timmar. {{includes}}",
  },
  campaign: {
    text: "Ja: just nu {{percent}}\u00a0% rabatt på {{services}} till och med {{lastDay}}.",
    none: "Just nu pågår ingen kampanj, så de ordinarie priserna gäller.",
    terms: "kampanj rabatt erbjudande rea nedsatt billigare procent",
  },
  delivery: {
    text: "Leveranstider: {{list}}.",
    item: "{{name}} inom {{days}} vardagar",
    software: "Licenser i butiken levereras per e-post normalt inom {{hours}} timmar.",
    other:
      "För andra uppdrag står leveranstiden inte på webbplatsen: fråga oss så lovar vi en tid för just ditt uppdrag.",
    terms:
      "leverans leveranstid levereras leverera snabbt snabb fort länge lång dröjer vänta väntar",
  },
  images: {
    terms: "bilder bild foton antal många",
  },
  product: {
    text: "I butiken: {{name}} för {{price}}. {{details}}",
    terms: "butik köpa köp beställa produkt produkter",
    categoryTerms: {
      software: "programvara licens licenser licensnyckel microsoft",
      websites: "affiliate resor resesajt jämförelsesajt färdig",
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
    text: "Tjänster du kan boka i bokningsformuläret: {{services}}. Övriga tjänster frågar du efter via kontaktformuläret.",
    terms: "boka bokningsbara tjänster bokningsformulär",
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
    text: "Kontakt: {{name}}, e-post {{email}}, telefon {{phone}}, adress {{address}}. FO-nummer {{businessId}}.",
    terms:
      "kontakt kontakta nå når mejl mejla e-post epost telefon telefonnummer ringa nummer adress var finns ligger besöka fo-nummer",
  },
  contactForm: {
    text: "Du kan också skicka oss ett meddelande via kontaktformuläret längre ner på startsidan – det behövs inget konto.",
    terms: "kontaktformulär formulär meddelande skriva fråga person",
  },
  whatsapp: {
    text: "Ja, skriv till oss på WhatsApp: {{link}} (knappen finns också här i chatten).",
    none: "Vi har ingen WhatsApp på webbplatsen just nu. Nå oss via e-post {{email}}, telefon {{phone}} eller kontaktformuläret längre ner på startsidan.",
    terms: "whatsapp whats app watsapp",
  },
  news: {
    text: "Senaste nyheterna: {{list}}. Alla finns under Nyheter.",
    item: "”{{title}}” ({{date}})",
    terms: "nyheter nyhet nytt senaste aktuellt blogg artikel",
  },
  notListed: {
    text: "Det hittar jag inte bland tjänsterna på vår webbplats, så jag kan inte lova något om det eller ge ett pris.",
    // Asked for often, offered nowhere on the site: answered honestly, never with a near match.
    terms:
      "drönare drönar drone flygfoto flygfilm undervattensfoto undervattensbilder livestream livesändning streaming fotobås",
  },
  /** The assistant reads numbers in a question: "tre timmar", "3 h". Position = the number. */
  numbers: "en|ett två tre fyra fem sex sju åtta nio tio elva tolv",
  hourWords: "h tim timme timmar timmarna timmes timmars",
  /** "På finska?": the previous question answered in another language. */
  languageWords: {
    sv: "svenska svensk",
    fi: "finska finsk",
    en: "engelska engelsk",
  },
};
