import type sv from "../sv/gallery";
import type { Translation } from "../types";

export default {
  meta: {
    title: "{{title}} – kuvat",
    description:
      "{{title}}: {{photos}} täysikokoisina. Löydä omat kuvasi pelipaidan numerolla ja osta ne heti.",
    shareImageAlt: "Gallerian {{title}} kansikuva",
    keywords:
      "{{title}}, ottelukuvat, urheilukuvat, osta valokuvia, pelinumero, tapahtumakuvaus, Pohjanmaa",
  },
  count: { one: "1 kuva", other: "{{count}} kuvaa" },
  notFound: {
    title: "Galleriaa ei löytynyt",
    text: "Galleriaa ei ole olemassa, tai sitä ei ole enää julkaistu.",
    back: "Kaikkiin gallerioihin",
  },
  header: {
    eyebrow: "Galleria",
    shotOn: "Kuvattu",
    prices: "{{perPhoto}} / kuva, koko galleria {{whole}}",
    perPhotoOnly: "{{perPhoto}} / kuva",
    wholeOnly: "Koko galleria {{whole}}",
    cap: "Maksat enintään {{whole}}: kun valitset vähintään {{from}} kuvaa, ne maksavat saman verran kuin koko galleria.",
    delivery: "Saat kuvat täysikokoisina ja ilman vesileimaa latauslinkkinä sähköpostiisi.",
    notForSale:
      "Tämän gallerian kuvia ei myydä verkossa. Ota meihin yhteyttä, jos haluat ostaa jonkin niistä.",
  },
  search: {
    label: "Etsi omat kuvasi numerolla",
    hint: "Kirjoita pelipaidan numero, esimerkiksi 17.",
    submit: "Hae",
    invalid: "Kirjoita numero, jossa on 1–4 numeroa.",
    matches: {
      one: "1 kuva, jossa on numero {{number}}",
      other: "{{count}} kuvaa, joissa on numero {{number}}",
    },
    none: "Ei kuvia, joissa on numero {{number}}.",
    noneHint: "Kaikkiin kuviin ei ole vielä merkitty numeroita, joten selaa myös kaikkia kuvia.",
    showAll: "Näytä kaikki kuvat",
  },
  grid: {
    label: "Gallerian kuvat",
    photo: "Kuva {{position}}",
    photoNumbers: "Kuva {{position}}, numero {{numbers}}",
    open: "näytä suurempana",
    pick: "Valitse kuva {{position}}",
    showAll: "Näytä kaikki {{count}} kuvaa",
  },
  summary: {
    label: "Valintasi",
    none: "Valitse kuvat, jotka haluat ostaa.",
    selected: {
      one: "1 kuva valittu – {{amount}}",
      other: "{{count}} kuvaa valittu – {{amount}}",
    },
    cap: "Koko galleria hintaan {{whole}} – säästät {{saving}}.",
    buySelected: "Osta valitut",
    buyWhole: "Osta koko galleria – {{amount}}",
    buyWholeShort: "Osta kaikki – {{amount}}",
    clear: "Poista valinnat",
    failedTitle: "Osto ei onnistunut",
    failedText: "Maksuun siirtyminen ei onnistunut. Yritä hetken päästä uudelleen.",
  },
  viewer: {
    label: "Kuva {{position}}/{{count}}",
    close: "Sulje",
    previous: "Edellinen kuva",
    next: "Seuraava kuva",
    numbers: "Numero {{numbers}}",
  },
  flash: {
    pickFirstTitle: "Et valinnut kuvia",
    pickFirstText: "Valitse ostettavat kuvat ja yritä sitten uudelleen.",
  },
  list: {
    title: "Galleriat",
    lead: "Valitse galleria, etsi omat kuvasi ja osta ne yksitellen tai koko galleria kerralla.",
    view: "Näytä galleria",
  },
} satisfies Translation<typeof sv>;
