export default {
  meta: {
    title: "Omdömen – vad våra kunder säger",
    description:
      "Läs vad kunderna tycker om våra fotograferingar, videor och AI-tjänster – och berätta gärna om din egen upplevelse av Nordic Media Studio.",
    keywords: "omdömen, kundrecensioner, fotograf omdöme, Nordic Media Studio, fotograf Nykarleby",
  },
  hero: {
    eyebrow: "Omdömen",
    title: "Våra kunder berättar",
    lead: "Det bästa betyget vi kan få är en nöjd kund som rekommenderar oss vidare. Här delar några av dem sina upplevelser.",
  },
  list: {
    title: "Vad kunderna säger",
  },
  rating: "{{rating}} av {{max}} stjärnor",
  verified: "Verifierad kund",
  items: {
    emma: {
      name: "Emma Lindholm",
      service: "Porträttfotografering",
      quote:
        "Jag har alltid tyckt att det är obekvämt att stå framför kameran, men fotograferingen kändes avslappnad från första stund. Bilderna blev naturliga och precis som jag hade hoppats – jag använder dem både på LinkedIn och på min egen webbplats.",
    },
    mikael: {
      name: "Mikael Sjöberg",
      service: "Företags- och evenemangsfotografering",
      quote:
        "Vi anlitade Nordic Media Studio för vår kundkväll och fick ett gediget bildmaterial redan dagen efter. Professionellt, smidigt och med en känsla för stämningen som syns i varje bild. Vi bokar gärna igen.",
    },
  },
};
