import type sv from "../sv/proofing";
import type { Translation } from "../types";

export default {
  heart: {
    label: "Suosikki: kuva {{position}}",
    add: "Merkitse suosikiksi",
    remove: "Poista suosikeista",
  },
  favourites: {
    title: "Suosikkisi",
    photo: "Kuva {{position}}",
    empty:
      "Napauta sydäntä niissä kuvissa, jotka haluat. Voit kirjoittaa jokaiseen kuvaan viestin kuvaajalle.",
  },
  note: {
    label: "Viesti kuvaajalle",
    placeholder: "Esim. rajaa tiiviimmin tai vaalenna",
    save: "Tallenna viesti",
    saved: "Viesti on tallennettu",
    savedText: "Kuvaaja näkee sen, kun valinta on lähetetty.",
  },
  counter: {
    limited: {
      one: "{{count}}/1 kuva valittu",
      other: "{{count}}/{{limit}} kuvaa valittu",
    },
    one: "1 kuva valittu",
    other: "{{count}} kuvaa valittu",
  },
  submit: {
    open: "Lähetä valinta",
    confirm: {
      one: "Lähetetäänkö 1 kuva kuvaajalle? Sen jälkeen valintaa ei voi enää muuttaa.",
      other: "Lähetetäänkö {{count}} kuvaa kuvaajalle? Sen jälkeen valintaa ei voi enää muuttaa.",
    },
    yes: "Kyllä, lähetä",
    back: "Takaisin",
    sent: "Valinta on lähetetty",
    done: "Valinta on lähetetty. Kuvaaja on yhteydessä, kun kuvat ovat valmiit.",
    submitted: "Lähetit valinnan {{date}}. Ota yhteyttä, jos haluat muuttaa jotain.",
  },
  errors: {
    selectionEmpty: "Valitse vähintään yksi kuva ennen kuin lähetät valinnan.",
    noteTooLong: "Viestin enimmäispituus on 500 merkkiä",
  },
  delivery: {
    title: "Kuvasi",
    viewOnly: "Kuvat näkyvät tässä vesileimattuina. Ota yhteyttä, jos haluat ladata ne itsellesi.",
    waitingForSelection:
      "Kun olet lähettänyt valintasi, voit ladata pakettiin kuuluvat kuvat täysikokoisina.",
    downloadAll: {
      one: "Lataa kuva (zip)",
      other: "Lataa kaikki {{count}} kuvaa (zip)",
    },
    downloadOne: "Lataa kuva {{position}}",
  },
  extras: {
    title: "Osta lisää kuvia",
    lead: "Pakettiin kuulumattomia kuvia voit ostaa hintaan {{perPhoto}}/kpl. Voit ladata ne täältä, kun ne on maksettu.",
    pick: "Osta kuva {{position}}",
    buy: "Siirry kassalle",
  },
  admin: {
    title: "Asiakkaan valinta",
    empty: "Asiakas ei ole vielä valinnut kuvia.",
    open: { one: "Kesken: 1 kuva valittu", other: "Kesken: {{count}} kuvaa valittu" },
    limit: { one: "Enintään 1 kuva", other: "Enintään {{limit}} kuvaa" },
    submitted: "Lähetetty {{date}}",
    photo: "Kuva",
    fileName: "Tiedostonimi",
    note: "Viesti",
    noNote: "–",
    csv: "Lataa tiedostonimet (CSV)",
    reopen: "Avaa valinta uudelleen",
    reopenHint:
      "Asiakas voi silloin muuttaa valintaa ja lähettää sen uudelleen. Sähköpostia ei lähetetä – kerro asiakkaalle itse.",
    reopened: "Valinta on taas auki",
    reopenedText: "Asiakas voi muuttaa valintaa ja lähettää sen uudelleen.",
    csvHeader: { fileName: "Tiedostonimi", note: "Viesti", hearted: "Valittu" },
    firstDownload: "Ensimmäinen lataus: {{date}}",
  },
  mail: {
    selection: {
      subject: {
        one: "Valinta on valmis: {{title}} (1 kuva)",
        other: "Valinta on valmis: {{title}} ({{count}} kuvaa)",
      },
      heading: "Asiakas on lähettänyt valintansa",
      body: {
        one: "{{customer}} valitsi 1 kuvan galleriasta {{title}}. Valinta on nyt lukittu. Vastaamalla tähän viestiin kirjoitat asiakkaalle.",
        other:
          "{{customer}} valitsi {{count}} kuvaa galleriasta {{title}}. Valinta on nyt lukittu. Vastaamalla tähän viestiin kirjoitat asiakkaalle.",
      },
      gallery: "Galleria",
      customer: "Asiakas",
      count: "Valitut kuvat",
      open: "Avaa galleria ylläpidossa",
    },
    review: {
      subject: "Millaisia kuvista tuli? – {{business}}",
      heading: "Kerro, miten onnistuimme",
      body: "Kiitos, että saimme kuvata sinua! Toivottavasti kuvat ilahduttavat. Jos sinulla on hetki aikaa, arvio olisi meille iso apu – sen avulla muutkin löytävät meidät.",
      button: "Kirjoita arvio",
      once: "Tämä on ainoa viesti, jonka lähetämme asiasta.",
    },
  },
} satisfies Translation<typeof sv>;
