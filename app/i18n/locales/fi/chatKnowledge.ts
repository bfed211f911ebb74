import type sv from "../sv/chatKnowledge";
import type { Translation } from "../types";

// Server only: never loaded in the browser (the chat panel reads chat.ts).
export default {
  systemPrompt:
    "Olet asiakaspalvelun avustaja {{name}} -sivustolla. Studio tekee valokuvausta, videoita, tekoälysisältöä ja IT-palveluja. Vastaa suomeksi, lyhyesti ja ystävällisesti. Käytä vain alla olevia tietoja. Jos vastausta ei löydy niistä, sano se rehellisesti ja ehdota WhatsAppia tai etusivun yhteydenottolomaketta. Älä koskaan keksi hintoja, aikoja tai lupauksia.",
  about: {
    text: "Olen automaattinen avustaja. Vastaan sivuston tietojen perusteella: palvelut ja hinnat, IT-palvelut, verkkokauppa, varaussäännöt ja vapaat ajat sekä yhteystiedot.",
    terms: "hei moi moikka terve huomenta apua kuka olet avustaja robotti ihminen",
  },
  service: {
    terms: "palvelu palvelut kuvaus valokuvaus kuvaaja video elokuva",
    // What a visitor calls each service on the price list (home:services.items).
    keyTerms: {
      private:
        "muotokuva muotokuvat muotokuvaus perhekuva perhe pari lapset ylioppilaskuva yksityinen",
      event:
        "tapahtuma yritys yrityskuvaus konferenssi messut juhlat henkilöstökuva häät hääkuvaus",
      aiVideo: "mainosvideo mainoselokuva mainos",
      introVideo: "esittelyvideo esittely yritysvideo",
      aiEditing: "editointi retusointi kuvankäsittely jälkikäsittely skaalaus",
      custom: "räätälöity erikoistilaus idea sisältö",
      aiInfluencer: "vaikuttaja influencer lähettiläs avatar digitaalinen",
      sportsClubs: "urheilu urheiluseura seura joukkue kausi jääkiekko jalkapallo salibandy",
    },
  },
  priceTerms: "hinta hinnat hintaa hinnasto maksaa maksu paljonko kustannus euroa",
  price: {
    campaign:
      "{{price}} kampanja-alennuksella (normaalihinta {{regular}}, kampanja on voimassa {{lastDay}} asti)",
  },
  campaign: {
    text: "Kampanja: {{percent}}\u00a0%:n alennus {{lastDay}} asti seuraavista palveluista: {{services}}.",
    terms: "kampanja alennus ale tarjous halvempi prosentti",
  },
  rates: {
    terms: "tapahtuma tapahtumat urheilu ottelu tunti tuntihinta kuvat kuvaa",
  },
  itService: {
    text: "IT-palvelu – {{title}}: {{price}}. {{description}}",
    terms: "it tietokone järjestelmä",
    // What a visitor calls each IT service (itServices:services).
    keyTerms: {
      webDevelopment:
        "verkkosivut kotisivut sivusto sivustot nettisivut verkkosivusto verkkokehitys",
      aiChatbot: "chatbot chatti botti asiakaspalvelu",
      automation: "automaatio automatisointi automatisoida työnkulku",
      consulting: "konsultti konsultointi neuvonta tuntihinta",
      maintenance: "tuki ylläpito päivitykset varmuuskopiot valvonta",
      customIt: "räätälöity ratkaisu integraatio",
    },
  },
  product: {
    text: "Verkkokaupassa: {{name}}, hinta {{price}}. {{details}}",
    terms: "kauppa verkkokauppa ostaa osta tilata tuote tuotteet",
    software:
      "Toimitetaan sähköpostitse yleensä {{hours}} tunnin kuluessa maksusta, viikonloppuisin seuraavana arkipäivänä.",
    website: "Valmis verkkosivusto, kertahinta.",
    album:
      "Valokuva-albumi, jossa on yli {{images}} korkealaatuista kuvaa jääkiekko-ottelusta {{date}}.",
    categoryTerms: {
      software: "ohjelmisto ohjelmistot lisenssi lisenssit lisenssiavain microsoft",
      websites: "verkkosivusto sivusto kotisivut affiliate matkailu matkat",
      photos: "valokuva-albumi albumi kuvat ottelukuvat jääkiekko kiekko",
    },
  },
  booking: {
    text: "Varaaminen: voit varata kuvauksen {{days}} klo {{first}}–{{last}} (Suomen aikaa), {{notice}}, ja enintään {{maxDays}} päivää eteenpäin. Kirjaudu sisään ja valitse palvelu, päivä ja aika etusivun varauslomakkeella.",
    everyDay: "joka päivä",
    noNotice: "aina varattavan ajan alkuun asti",
    notice: "viimeistään {{hours}} tuntia etukäteen",
    terms:
      "varata varaus varaan varaaminen auki aukiolo aukioloajat aukioloaika ajat aika milloin päivät arkisin viikonloppu kello",
  },
  bookable: {
    text: "Varauslomakkeella varattavat palvelut: {{services}}.",
    terms: "varata varattavat palvelut valokuvaus hääkuvaus häät muotokuva yritys mainos",
  },
  cancel: {
    text: "Peruminen: vahvistusta odottavan varauksen voit perua itse Omat varaukset -sivulla (kirjaudu ensin sisään). Jos haluat muuttaa tai perua vahvistetun varauksen, ota meihin yhteyttä.",
    terms: "peru perua perun peruminen peruutus peruuttaa siirtää siirto muuttaa",
  },
  slots: {
    text: "Lähimmät vapaat ajat: {{slots}}.",
    none: "Seuraavien {{days}} päivän aikana ei ole vapaita aikoja.",
    slot: "{{date}} klo {{time}}",
    terms: "vapaa vapaat vapaita aika ajat aikoja seuraava ensimmäinen milloin varata pian",
  },
  contact: {
    text: "Yhteystiedot: sähköposti {{email}}, puhelin {{phone}}, osoite {{address}}. Y-tunnus {{businessId}}.",
    terms:
      "yhteys yhteystiedot yhteyttä tavoittaa tavoitan sähköposti sähköpostiosoite puhelin soittaa numero osoite missä sijainti käydä y-tunnus",
  },
  contactForm: {
    text: "Voit myös lähettää meille viestin etusivun alaosan yhteydenottolomakkeella – tiliä ei tarvita.",
    terms: "yhteydenotto yhteydenottolomake lomake viesti kirjoittaa kysyä",
  },
  whatsapp: {
    text: "Tavoitat meidät myös WhatsAppissa: +{{number}} (painike on tässä keskustelussa).",
    terms: "whatsapp chat keskustella viesti tekstiviesti puhelin",
  },
} satisfies Translation<typeof sv>;
