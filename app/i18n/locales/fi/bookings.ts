import type sv from "../sv/bookings";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Omat varaukset",
    description:
      "Katso varauksesi Nordic Media Studiossa, peru vahvistusta odottavat varaukset ja hallitse tietojasi.",
    keywords: "omat varaukset, peru varaus, valokuvaus, tili",
  },
  title: "Omat varaukset",
  subtitle:
    "Täällä näet varauksesi ja varauspyyntösi. Varauspyynnön, joka odottaa vielä vahvistusta, voit perua itse.",
  profile: {
    title: "Oma profiili",
    name: "Nimi",
    email: "Sähköposti",
    phone: "Puhelin",
  },
  list: {
    title: "Varauksesi",
    reloading: "Päivitetään varauksia...",
    date: "Päivä",
    time: "Aika",
    timeValue: "klo {{time}}",
    message: "Viesti",
    price: "Hinta",
  },
  loadFailed: {
    title: "Varauksia ei voitu hakea",
    text: "Varauksiasi ei juuri nyt saatu haettua. Yritä hetken päästä uudelleen.",
    retry: "Yritä uudelleen",
  },
  empty: {
    title: "Ei vielä varauksia",
    text: "Kun varaat kuvauksen, se näkyy täällä.",
    cta: "Varaa nyt",
  },
  status: {
    label: "Tila",
    confirmed: "Vahvistettu",
    cancelled: "Peruttu",
    pending: "Odottaa vahvistusta",
    declined: "Hylätty",
    completed: "Toteutunut",
    held: "Odottaa käsirahaa",
  },
  cancel: {
    button: "Peru varaus",
    buttonLabel: "Peru varaus: {{service}}, {{date}}",
    busy: "Perutaan...",
    confirmTitle: "Haluatko perua varauksen?",
    confirmText:
      "Varauksesi ({{service}}, {{date}} klo {{time}}) perutaan. Perumista ei voi kumota.",
    confirm: "Kyllä, peru",
    keep: "Pidä varaus",
    successTitle: "Varaus peruttu",
    successText: "Varauksesi on peruttu.",
    failedTitle: "Varausta ei voitu perua",
    // What a cancel does with a paid deposit (decision 109), said before it is made.
    depositRefunded:
      "Jos perut nyt, käsiraha ({{amount}}) palautetaan samalle maksutavalle, jolla maksoit sen.",
    depositKept:
      "Jos perut nyt, käsirahaa ({{amount}}) ei palauteta: tilaus- ja toimitusehtojen mukaan se palautetaan vain, jos perut ennen viimeistä muutosaikaa.",
    termsLink: "Lue tilaus- ja toimitusehdot",
  },
  // Moving or cancelling a booking by its link or from My bookings (decision 104).
  change: {
    pageTitle: "Muuta varaustasi",
    metaDescription: "Siirrä tai peru varauksesi Nordic Media Studiolla.",
    title: "Muuta varaustasi",
    current: "Varauksesi",
    status: "Tila",
    link: "Siirrä tai peru",
    linkLabel: "Siirrä tai peru {{service}}, {{date}}",
    until: "Voit siirtää tai perua varauksen itse {{deadline}} asti.",
    moveTitle: "Valitse uusi aika",
    moveLead: "Vapaat ajat Suomen aikaa. Vanha aikasi vapautuu, kun siirrät varauksen.",
    noSlots: "Näinä päivinä ei ole vapaita aikoja.",
    earlier: "Aiemmat päivät",
    later: "Myöhemmät päivät",
    move: "Siirrä varaus",
    moving: "Siirretään...",
    cancelTitle: "Peru varaus",
    cancelLead: "Kun perut, saat siitä sähköpostin ja mekin saamme tiedon. Aika vapautuu muille.",
    withdrawLead: "Varauspyyntöä ei ole vielä vahvistettu, joten voit perua sen milloin tahansa.",
    cancel: "Peru varaus",
    closedTitle: "Ota yhteyttä muutoksista",
    closed:
      "Aika on jo niin lähellä, ettei varausta voi muuttaa täällä. Ota yhteyttä, niin autamme:",
    inactive: {
      cancelled: "Tämä varaus on peruttu.",
      declined: "Tätä varauspyyntöä ei voitu ottaa vastaan.",
      completed: "Tämä varaus on toteutunut. Kiitos!",
    },
    email: "Sähköposti",
    phone: "Puhelin",
    myBookings: "Omiin varauksiin",
    failedTitle: "Se ei onnistunut",
    movedTitle: "Varaus on siirretty",
    movedText: "Saat sähköpostin, jossa on uusi aika ja kalenteritiedosto.",
  },
  data: {
    title: "Omat tietosi",
    text: "Voit milloin tahansa ladata kaikki sinusta tallentamamme tiedot tai poistaa tilisi ja kaikki varauksesi.",
    export: "Lataa omat tietoni",
    delete: "Poista tilini",
    confirmTitle: "Poistetaanko tilisi?",
    confirmText:
      "Tilisi, profiilisi, kaikki varauksesi ja sähköpostiosoitteellasi lähettämäsi viestit ja hakemukset poistetaan pysyvästi. Ostoksesi säilyvät kirjanpidossa ilman osoitettasi. Poistoa ei voi kumota.",
    confirm: "Kyllä, poista tili",
    keep: "Peruuta",
    busy: "Poistetaan...",
    successTitle: "Tili poistettu",
    successText: "Kaikki tietosi on poistettu.",
    failedTitle: "Tilin poistaminen ei onnistunut",
  },
} satisfies Translation<typeof sv>;
