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
    empty:
      "Här finns inga omdömen ännu. Berätta gärna om din egen upplevelse – formuläret finns här nedanför.",
  },
  rating: "{{rating}} av {{max}} stjärnor",
  verified: "Verifierad kund",
};
