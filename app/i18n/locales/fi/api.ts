import type sv from "../sv/api";
import type { Translation } from "../types";

export default {
  validation: {
    serviceRequired: "Valitse palvelu",
    dateRequired: "Valitse päivämäärä",
    datePast: "Valitse tuleva päivämäärä",
    dateTooFar: "Varauksen voi tehdä enintään {{days}} päivän päähän",
    timeRequired: "Valitse aika",
    dayClosed: "Emme ota vastaan varauksia sinä viikonpäivänä. Valitse toinen päivä.",
    timeClosed: "Valitse aika väliltä {{first}}–{{last}}",
    tooSoon: "Varaa vähintään {{hours}} h etukäteen. Valitse myöhempi aika.",
    messageTooLong: "Viestissä voi olla enintään 500 merkkiä",
    nameTooShort: "Nimessä on oltava vähintään 2 merkkiä",
    nameTooLong: "Nimessä voi olla enintään 100 merkkiä",
    emailInvalid: "Virheellinen sähköpostiosoite",
    phoneInvalid: "Virheellinen puhelinnumero",
    passwordTooShort: "Salasanassa on oltava vähintään 6 merkkiä",
    passwordTooLong: "Salasanassa voi olla enintään 128 merkkiä",
    passwordBlank: "Salasana ei voi olla pelkkiä välilyöntejä",
    noMarkup: "Teksti ei saa sisältää HTML-koodia",
    controlCharacters: "Tekstissä on merkkejä, joita ei voi käyttää",
    invalidCharacters: "Tekstissä on merkkejä, joita ei voi käyttää",
    rangeInvalid: "Virheellinen aikaväli",
    invalidBody: "Pyyntöä ei voitu lukea",
  },
  errors: {
    validation: "Tarkista tiedot",
    unauthenticatedTitle: "Kirjaudu ensin",
    unauthenticated: "Varaaminen edellyttää sisäänkirjautumista.",
    notFound: "Varausta ei löytynyt",
    blockNotFound: "Estoa ei löytynyt",
    wrongBookingState:
      "Varausta on jo muutettu, eikä sitä voi enää muuttaa näin. Lataa sivu uudelleen.",
    notYetHappened: "Varauksen voi merkitä toteutuneeksi vasta, kun sen aika on alkanut.",
    slotHasBooking: "Ajalle on jo varaus. Hylkää se ensin.",
    alreadyBlocked: "Aika on jo estetty.",
    reviewNotFound: "Arvostelua ei löytynyt",
    wrongReviewState:
      "Arvostelua on jo muutettu, eikä sitä voi enää muuttaa näin. Lataa sivu uudelleen.",
    submissionNotFound: "Hakemusta tai viestiä ei löytynyt",
    wrongSubmissionState: "Se on jo merkitty niin. Lataa sivu uudelleen.",
    slotTaken: "Aika on jo varattu. Valitse toinen aika.",
    notPending: "Vain odottavan varauksen voi perua.",
    rateLimited: "Liian monta yritystä. Odota hetki ja yritä uudelleen.",
    tooManyOpenBookings:
      "Sinulla voi olla kerrallaan enintään {{max}} odottavaa varausta. Peru jokin niistä tai odota, kunnes olemme vahvistaneet ne.",
    tooManyBookingAttempts:
      "Liian monta varausyritystä lyhyessä ajassa. Odota minuutti ja yritä uudelleen.",
    forbiddenOrigin: "Pyyntö tuli toiselta sivustolta, ja se hylättiin.",
    badRequest: "Pyyntö oli virheellinen, eikä sitä voitu käsitellä.",
    routeNotFound: "Rajapinnassa ei ole tällaista osoitetta.",
    methodNotAllowed: "Tämä osoite ei ota vastaan tällaista pyyntöä.",
    payloadTooLarge: "Pyyntö on liian suuri.",
    uriTooLong: "Osoite on liian pitkä.",
    unsupportedMediaType: "Pyyntö on lähetettävä JSON-muodossa.",
    invalidCredentials: "Väärä sähköpostiosoite tai salasana",
    userExists: "Tällä sähköpostiosoitteella on jo tili",
    invalidToken: "Linkki on virheellinen tai vanhentunut",
    emailNotVerified:
      "Vahvista ensin sähköpostiosoitteesi. Lähetimme vahvistuslinkin sähköpostiisi.",
    alreadyVerified: "Sähköpostiosoitteesi on jo vahvistettu.",
    tooManySignIns:
      "Tälle sähköpostiosoitteelle on tehty liian monta epäonnistunutta kirjautumisyritystä. Yritä hetken päästä uudelleen tai vaihda salasana.",
    generic: "Jokin meni vikaan",
  },
} satisfies Translation<typeof sv>;
