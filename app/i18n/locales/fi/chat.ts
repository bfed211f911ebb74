import type sv from "../sv/chat";
import type { Translation } from "../types";

export default {
  title: "Keskustele kanssamme",
  subtitle: "Automaattinen avustaja – vastaa sivuston tietojen perusteella",
  welcome:
    "Hei! Olen {{name}} -sivuston avustaja. Kysy minulta palveluistamme ja hinnoista, varaamisesta, vapaista ajoista tai verkkokaupasta.",
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
} satisfies Translation<typeof sv>;
