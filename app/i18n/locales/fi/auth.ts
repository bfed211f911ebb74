import type sv from "../sv/auth";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Kirjaudu sisään tai luo tili",
    description:
      "Kirjaudu Nordic Media Studion tilillesi, niin voit varata kuvauksen ja nähdä varauksesi – tai luo tili minuutissa.",
    keywords: "kirjaudu, luo tili, varaa kuvaus, omat varaukset",
  },
  welcome: {
    eyebrow: "Oma tili",
    title: "Tervetuloa",
    lead: "Kirjaudu sisään, niin voit varata kuvauksen ja seurata varauksiasi – tai luo tili minuutissa.",
  },
  tabs: {
    label: "Kirjaudu sisään tai luo tili",
    login: "Kirjaudu",
    signup: "Luo tili",
  },
  fields: {
    name: "Koko nimi",
    email: "Sähköpostiosoite",
    phone: "Puhelinnumero",
    optional: "vapaaehtoinen",
    password: "Salasana",
    newPassword: "Uusi salasana",
    passwordHint: "Vähintään 6 merkkiä.",
    phoneHint: "Suuntanumeron kanssa, esimerkiksi 040 123 4567 tai +358 40 123 4567.",
  },
  login: {
    submit: "Kirjaudu sisään",
    busy: "Kirjaudutaan...",
    successTitle: "Tervetuloa takaisin!",
    successText: "Olet nyt kirjautunut sisään.",
    failedTitle: "Kirjautuminen epäonnistui",
  },
  signup: {
    submit: "Luo tili",
    busy: "Luodaan tiliä...",
    successTitle: "Tili luotu!",
    successText:
      "Olet kirjautunut sisään. Vahvista sähköpostiosoitteesi lähettämästämme linkistä, niin voit tehdä varauksen.",
    failedTitle: "Jokin meni vikaan",
  },
  forgot: {
    open: "Unohditko salasanasi?",
    title: "Palauta salasana",
    text: "Anna tilisi sähköpostiosoite, niin lähetämme linkin, jonka kautta voit valita uuden salasanan.",
    submit: "Lähetä linkki",
    busy: "Lähetetään...",
    sentTitle: "Tarkista sähköpostisi",
    sentText:
      "Jos tällä sähköpostiosoitteella on tili, olemme lähettäneet siihen linkin, jonka kautta voit valita uuden salasanan. Linkki on voimassa tunnin.",
    back: "Takaisin kirjautumiseen",
  },
  reset: {
    metaTitle: "Valitse uusi salasana",
    metaDescription: "Valitse uusi salasana Nordic Media Studion tilillesi.",
    title: "Valitse uusi salasana",
    lead: "Kirjoita uusi salasanasi. Sen jälkeen kirjaudut sillä sisään tavalliseen tapaan.",
    submit: "Tallenna salasana",
    busy: "Tallennetaan...",
    successTitle: "Salasana vaihdettu",
    successText: "Kirjaudu sisään uudella salasanallasi.",
    failedTitle: "Salasanan vaihto ei onnistunut",
    missingToken: "Linkistä puuttuu tunniste. Pyydä uusi salasanan palautuslinkki.",
    requestNew: "Pyydä uusi linkki",
  },
  verifyEmail: {
    note: {
      title: "Vahvista sähköpostiosoitteesi",
      text: "Lähetimme vahvistuslinkin osoitteeseen {{email}}. Avaa linkki ja lähetä sitten varauspyyntösi – täyttämäsi tiedot säilyvät.",
      resend: "Lähetä linkki uudelleen",
      resending: "Lähetetään...",
      sentTitle: "Uusi linkki lähetetty",
      sentText: "Katso sähköpostisi – linkki on voimassa vuorokauden.",
    },
    landing: {
      done: "Kiitos! Sähköpostiosoitteesi on vahvistettu. Nyt voit tehdä varauksen.",
      invalid: "Vahvistuslinkki ei toiminut. Kirjaudu sisään ja pyydä uusi linkki.",
      expired: "Vahvistuslinkki on vanhentunut. Kirjaudu sisään ja pyydä uusi linkki.",
    },
  },
  networkError: "Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.",
} satisfies Translation<typeof sv>;
