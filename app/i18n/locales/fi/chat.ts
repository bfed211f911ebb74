import type sv from "../sv/chat";
import type { Translation } from "../types";

export default {
  title: "Keskustele kanssamme",
  subtitle: "Automaattinen avustaja – vastaa sivuston tietojen perusteella",
  welcome:
    "Hei! Olen {{name}} -studion avustaja. Kysy minulta palveluistamme ja hinnoista, varaamisesta, vapaista ajoista tai verkkokaupasta.",
  inputLabel: "Viestisi",
  placeholder: "Kirjoita kysymyksesi...",
  send: "Lähetä",
  close: "Sulje keskustelu",
  clear: "Tyhjennä keskustelu",
  waiting: "Avustaja kirjoittaa...",
  you: "Sinä",
  assistant: "Avustaja",
  answered: "Avustaja vastasi: {{text}}",
  whatsapp: "Jatka WhatsAppissa",
  whatsappText: "Hei! Minulla on kysymys palveluistanne.",
  contactForm: "Yhteydenottolomake",
  errorTitle: "Virhe",
  errorText: "Viestin lähettäminen epäonnistui. Yritä uudelleen.",

  validation: {
    messages: "Lähetä keskustelu viestien luettelona.",
    tooManyMessages: "Enintään {{maximum}} viestiä kysymystä kohden.",
    role: "Viesti on joko sinulta tai avustajalta.",
    shape: "Viestissä on vain lähettäjä (role) ja teksti (content).",
    content: "Viestin on oltava tekstiä.",
    empty: "Kirjoita ensin kysymys.",
    tooLong: "Viestissä saa olla enintään {{maximum}} merkkiä.",
    lastFromVisitor: "Keskustelun on päätyttävä sinun kysymykseesi.",
  },

  reply: {
    unknown:
      "Sitä en valitettavasti tiedä – vastaan vain sivustomme tietojen perusteella enkä halua arvata.",
    askUsWhatsapp:
      "Kirjoita meille WhatsAppissa tai käytä etusivun alaosan yhteydenottolomaketta, niin vastaamme henkilökohtaisesti.",
    askUs:
      "Lähetä meille viesti etusivun alaosan yhteydenottolomakkeella tai sähköpostitse osoitteeseen {{email}}, niin vastaamme henkilökohtaisesti.",
    interrupted: "(Vastaus keskeytyi. Yritä hetken päästä uudelleen.)",
  },

  knowledge: {
    systemPrompt:
      "Olet asiakaspalvelun avustaja {{name}} -studion sivustolla. Studio tekee valokuvausta, videoita, tekoälysisältöä ja IT-palveluja. Vastaa suomeksi, lyhyesti ja ystävällisesti. Käytä vain alla olevia tietoja. Jos vastausta ei löydy niistä, sano se rehellisesti ja ehdota WhatsAppia tai etusivun yhteydenottolomaketta. Älä koskaan keksi hintoja, aikoja tai lupauksia.",
    about: {
      text: "Olen automaattinen avustaja. Vastaan sivuston tietojen perusteella: palvelut ja hinnat, IT-palvelut, verkkokauppa, varaussäännöt ja vapaat ajat sekä yhteystiedot.",
      terms: "hei moi moikka terve huomenta apua kuka olet avustaja robotti ihminen",
    },
    service: {
      terms: "palvelu palvelut kuvaus valokuvaus kuvaaja video elokuva",
    },
    priceTerms: "hinta hinnat hintaa hinnasto maksaa maksu paljonko kustannus euroa",
    price: {
      campaign:
        "{{price}} kampanja-alennuksella (normaalihinta {{regular}}, kampanja on voimassa {{lastDay}} asti)",
    },
    campaign: {
      text: "Kampanja: nyt {{percent}}\u00a0% alennus: {{services}} {{lastDay}} asti.",
      terms: "kampanja alennus ale tarjous halvempi prosentti",
    },
    rates: {
      terms: "tapahtuma tapahtumat urheilu ottelu tunti tuntihinta kuvat kuvaa",
    },
    itService: {
      text: "IT-palvelu – {{title}}: {{price}}. {{description}}",
      terms: "it verkkosivut kotisivut sivusto verkko tietokone järjestelmä",
    },
    product: {
      text: "Verkkokaupassa: {{name}}, hinta {{price}}. {{details}}",
      terms: "kauppa verkkokauppa ostaa osta tilata tuote tuotteet",
      software: "Toimitetaan sähköpostitse {{hours}} tunnin kuluessa maksusta.",
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
      noNotice: "kunnes tunti alkaa",
      notice: "viimeistään {{hours}} tuntia etukäteen",
      terms:
        "varata varaus varaan varaaminen auki aukiolo aukioloajat aukioloaika ajat aika milloin päivät arkisin viikonloppu kello",
    },
    bookable: {
      text: "Varauslomakkeella varattavat palvelut: {{services}}.",
      terms: "varata varattavat palvelut valokuvaus hääkuvaus häät muotokuva yritys mainos",
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
  },
} satisfies Translation<typeof sv>;
