import type sv from "../sv/application";
import type { Translation } from "../types";

export default {
  form: {
    name: "Nimi",
    email: "Sähköpostiosoite",
    phone: "Puhelinnumero",
    specialization: "Erikoisala",
    specializationHint: "Esim. valokuvaus, video tai editointi",
    experience: "Kokemus vuosina",
    portfolio: "Linkki portfolioosi",
    portfolioHint: "Osoite, joka alkaa https://",
    optional: "vapaaehtoinen",
    message: "Kerro itsestäsi",
    messageHint: "Millaisia töitä haluat tehdä, ja missä päin Pohjoismaita asut?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}}/{{max}} merkkiä",
    submit: "Lähetä hakemus",
    busy: "Lähetetään...",
  },
  validation: {
    nameTooShort: "Nimessä on oltava vähintään 2 merkkiä",
    specializationTooShort: "Erikoisalassa on oltava vähintään 2 merkkiä",
    specializationTooLong: "Erikoisalassa saa olla enintään 100 merkkiä",
    experienceInvalid: "Anna vuodet kokonaislukuna 0–50",
    portfolioInvalid: "Virheellinen URL-osoite",
    messageTooShort: "Viestissä on oltava vähintään 10 merkkiä",
    messageTooLong: "Viestissä saa olla enintään 2000 merkkiä",
  },
  toast: {
    validationTitle: "Tarkista tiedot",
    successTitle: "Kiitos hakemuksestasi!",
    successText:
      "Palaamme asiaan kahden arkipäivän kuluessa. Kuittaus hakemuksesta on matkalla sähköpostiisi.",
  },
} satisfies Translation<typeof sv>;
