// The public event galleries: /galleri/{slug} and the list on /shop/photos (docs/decisions/093).
// Counts come as "one"/"other" pairs: the browser's translator picks no plural forms itself.
export default {
  meta: {
    title: "{{title}} – bilder",
    description:
      "{{title}}: {{photos}} i full upplösning. Hitta dina bilder med numret på tröjan och köp dem direkt.",
    shareImageAlt: "Omslagsbilden till galleriet {{title}}",
    keywords:
      "{{title}}, matchbilder, idrottsbilder, köpa foton, tröjnummer, evenemangsfoto, Österbotten",
  },
  count: { one: "1 bild", other: "{{count}} bilder" },
  notFound: {
    title: "Galleriet hittades inte",
    text: "Galleriet finns inte, eller så är det inte publicerat längre.",
    back: "Till alla gallerier",
  },
  header: {
    eyebrow: "Galleri",
    shotOn: "Fotograferat",
    prices: "{{perPhoto}} per bild, hela galleriet {{whole}}",
    perPhotoOnly: "{{perPhoto}} per bild",
    wholeOnly: "Hela galleriet {{whole}}",
    cap: "Du betalar aldrig mer än {{whole}}: väljer du {{from}} bilder eller fler kostar de lika mycket som hela galleriet.",
    delivery:
      "Du får bilderna i full upplösning och utan vattenstämpel, som en nedladdningslänk per e-post.",
    notForSale:
      "Bilderna i det här galleriet säljs inte på nätet. Kontakta oss om du vill köpa någon av dem.",
  },
  search: {
    label: "Hitta dina bilder med nummer",
    hint: "Skriv numret på tröjan, till exempel 17.",
    submit: "Sök",
    invalid: "Skriv ett nummer med 1–4 siffror.",
    matches: {
      one: "1 bild med nummer {{number}}",
      other: "{{count}} bilder med nummer {{number}}",
    },
    none: "Inga bilder med nummer {{number}}.",
    noneHint: "Alla bilder är inte märkta med nummer ännu, så bläddra gärna bland alla.",
    showAll: "Visa alla bilder",
  },
  grid: {
    label: "Bilderna i galleriet",
    photo: "Bild {{position}}",
    photoNumbers: "Bild {{position}}, nummer {{numbers}}",
    open: "visa större",
    pick: "Välj bild {{position}}",
    showAll: "Visa alla {{count}} bilder",
  },
  summary: {
    label: "Ditt val",
    none: "Markera bilderna du vill köpa.",
    selected: {
      one: "1 bild vald – {{amount}}",
      other: "{{count}} bilder valda – {{amount}}",
    },
    cap: "Hela galleriet för {{whole}} – du sparar {{saving}}.",
    buySelected: "Köp valda",
    buyWhole: "Köp hela galleriet – {{amount}}",
    buyWholeShort: "Köp alla – {{amount}}",
    clear: "Avmarkera alla",
    failedTitle: "Köpet gick inte igenom",
    failedText: "Det gick inte att gå vidare till betalningen. Försök igen om en stund.",
  },
  viewer: {
    label: "Bild {{position}} av {{count}}",
    close: "Stäng",
    previous: "Föregående bild",
    next: "Nästa bild",
    numbers: "Nummer {{numbers}}",
  },
  flash: {
    pickFirstTitle: "Inga bilder valda",
    pickFirstText: "Markera bilderna du vill köpa och försök sedan igen.",
  },
  list: {
    title: "Gallerier",
    lead: "Välj ett galleri, hitta dina bilder och köp dem en och en eller hela galleriet på en gång.",
    view: "Visa galleriet",
  },
};
