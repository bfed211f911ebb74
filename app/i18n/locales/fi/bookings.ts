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
