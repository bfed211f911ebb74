// A client gallery's proofing and delivery (docs/decisions/102): the customer's hearts, notes and
// selection, their downloads, the owner's list of the selection, and the mails about them.
// Counts come as "one"/"other" pairs: the browser's translator picks no plural forms itself.
export default {
  heart: {
    label: "Favorit: bild {{position}}",
    add: "Spara som favorit",
    remove: "Ta bort favorit",
  },
  favourites: {
    title: "Dina favoriter",
    photo: "Bild {{position}}",
    empty: "Tryck på hjärtat på de bilder du vill ha. Du kan skriva en anteckning till varje bild.",
  },
  note: {
    label: "Anteckning till fotografen",
    placeholder: "T.ex. beskär närmare eller gör ljusare",
    save: "Spara anteckningen",
    saved: "Anteckningen är sparad",
    savedText: "Fotografen ser den när urvalet har skickats.",
  },
  counter: {
    // By the limit: "0 av 1 bild vald", "3 av 10 bilder valda".
    limited: {
      one: "{{count}} av 1 bild vald",
      other: "{{count}} av {{limit}} bilder valda",
    },
    one: "1 bild vald",
    other: "{{count}} bilder valda",
  },
  submit: {
    open: "Skicka urvalet",
    confirm: {
      one: "Skicka 1 bild till fotografen? Efter det kan du inte ändra urvalet.",
      other: "Skicka {{count}} bilder till fotografen? Efter det kan du inte ändra urvalet.",
    },
    yes: "Ja, skicka",
    back: "Tillbaka",
    sent: "Urvalet är skickat",
    done: "Urvalet är skickat. Fotografen hör av sig när bilderna är klara.",
    submitted: "Du skickade urvalet {{date}}. Kontakta oss om du vill ändra något.",
  },
  errors: {
    selectionEmpty: "Välj minst en bild innan du skickar urvalet.",
    noteTooLong: "Anteckningen får vara högst 500 tecken",
  },
  delivery: {
    title: "Dina bilder",
    viewOnly:
      "Bilderna visas här med vattenstämpel. Kontakta oss om du vill ha dem för nedladdning.",
    waitingForSelection:
      "När du har skickat urvalet kan du ladda ner de bilder som ingår i full upplösning.",
    downloadAll: {
      one: "Ladda ner bilden (zip)",
      other: "Ladda ner alla {{count}} bilder (zip)",
    },
    downloadOne: "Ladda ner bild {{position}}",
  },
  extras: {
    title: "Köp fler bilder",
    lead: "Bilderna som inte ingår kan du köpa för {{perPhoto}} styck. Du kan ladda ner dem här när de är betalda.",
    pick: "Köp bild {{position}}",
    buy: "Till kassan",
  },
  admin: {
    title: "Kundens urval",
    empty: "Kunden har inte valt några bilder ännu.",
    open: { one: "Pågår: 1 bild vald", other: "Pågår: {{count}} bilder valda" },
    limit: { one: "Gräns: 1 bild", other: "Gräns: {{limit}} bilder" },
    submitted: "Skickat {{date}}",
    photo: "Bild",
    fileName: "Filnamn",
    note: "Anteckning",
    noNote: "–",
    csv: "Ladda ner filnamnen (CSV)",
    reopen: "Öppna urvalet igen",
    reopenHint:
      "Kunden kan då ändra urvalet och skicka det på nytt. Inget mejl skickas – säg till kunden själv.",
    reopened: "Urvalet är öppet igen",
    reopenedText: "Kunden kan ändra urvalet och skicka det på nytt.",
    csvHeader: { fileName: "Filnamn", note: "Anteckning", hearted: "Vald" },
    firstDownload: "Första nedladdningen: {{date}}",
  },
  mail: {
    selection: {
      subject: {
        one: "Urvalet är klart: {{title}} (1 bild)",
        other: "Urvalet är klart: {{title}} ({{count}} bilder)",
      },
      heading: "Kunden har skickat sitt urval",
      body: {
        one: "{{customer}} har valt 1 bild i galleriet {{title}}. Urvalet är nu låst. Svara på det här mejlet så skriver du till kunden.",
        other:
          "{{customer}} har valt {{count}} bilder i galleriet {{title}}. Urvalet är nu låst. Svara på det här mejlet så skriver du till kunden.",
      },
      gallery: "Galleri",
      customer: "Kund",
      count: "Valda bilder",
      open: "Öppna galleriet i administrationen",
    },
    review: {
      subject: "Hur blev bilderna? – {{business}}",
      heading: "Berätta gärna hur det gick",
      body: "Tack för att vi fick fotografera åt dig! Vi hoppas att du tycker om bilderna. Har du en minut över blir vi glada för ett omdöme – det hjälper andra att hitta oss.",
      button: "Skriv ett omdöme",
      once: "Det här är det enda mejlet vi skickar om saken.",
    },
  },
};
