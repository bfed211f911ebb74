import type sv from "../sv/contact";
import type { Translation } from "../types";

export default {
  form: {
    title: "Lähetä viesti",
    lead: "Kysyttävää IT-palveluista, verkkosivuista, tekoälyvaikuttajista tai urheiluseurojen kausisopimuksista? Kirjoita meille – tiliä ei tarvita.",
    name: "Nimi",
    email: "Sähköpostiosoite",
    phone: "Puhelinnumero",
    optional: "vapaaehtoinen",
    message: "Miten voimme auttaa?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}}/{{max}} merkkiä",
    submit: "Lähetä viesti",
    busy: "Lähetetään...",
  },
  validation: {
    nameTooShort: "Nimessä on oltava vähintään 2 merkkiä",
    messageTooShort: "Viestissä on oltava vähintään 10 merkkiä",
    messageTooLong: "Viestissä saa olla enintään 2000 merkkiä",
  },
  toast: {
    successTitle: "Kiitos viestistäsi!",
    successText: "Vastaamme sähköpostiisi niin pian kuin voimme.",
  },
} satisfies Translation<typeof sv>;
