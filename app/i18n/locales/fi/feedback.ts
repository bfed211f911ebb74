import type sv from "../sv/feedback";
import type { Translation } from "../types";

export default {
  form: {
    eyebrow: "Kerro kokemuksestasi",
    title: "Oletko käyttänyt palveluitamme? Kerro, miten meni!",
    lead: "Arvostelusi auttaa muita valitsemaan oikein – ja meitä kehittymään. Julkaisemme sen tällä sivulla, kun olemme tarkistaneet sen.",
    name: "Nimesi",
    nameHint: "Niin kuin haluat sen näkyvän",
    service: "Palvelu",
    serviceHint: "Esim. muotokuvaus tai tapahtumavideo",
    rating: "Arvosana",
    starOne: "1 tähti",
    starMany: "{{count}} tähteä",
    feedback: "Arvostelusi",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}}/{{max}} merkkiä",
    submit: "Lähetä arvostelu",
    busy: "Lähetetään...",
    ratingFirst: "Valitse arvosana, niin voit lähettää.",
  },
  validation: {
    nameTooShort: "Nimessä on oltava vähintään 2 merkkiä",
    nameTooLong: "Nimessä saa olla enintään 100 merkkiä",
    serviceTooShort: "Palvelussa on oltava vähintään 2 merkkiä",
    serviceTooLong: "Palvelussa saa olla enintään 100 merkkiä",
    ratingRequired: "Valitse arvosana",
    feedbackTooShort: "Arvostelussa on oltava vähintään 10 merkkiä",
    feedbackTooLong: "Arvostelussa saa olla enintään 1000 merkkiä",
  },
  toast: {
    validationTitle: "Tarkista tiedot",
    successTitle: "Kiitos arvostelustasi!",
    successText: "Julkaisemme sen tällä sivulla, kun olemme tarkistaneet sen.",
  },
} satisfies Translation<typeof sv>;
