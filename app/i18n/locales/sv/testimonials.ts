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
      service: "Företags- och eventfotografering",
      quote:
        "Vi anlitade Nordic Media Studio för vår kundkväll och fick ett gediget bildmaterial redan dagen efter. Professionellt, smidigt och med en känsla för stämningen som syns i varje bild. Vi bokar gärna igen.",
    },
  },
  invite: {
    eyebrow: "Dela din upplevelse",
    title: "Har du anlitat oss? Berätta hur det gick!",
    text: "Ditt omdöme hjälper andra att välja rätt – och oss att bli ännu bättre. Skicka några rader via e-post, så kan vi publicera det här på sidan.",
    tipsTitle: "Det här får du gärna ta med",
    tips: {
      name: "Ditt namn, som du vill att det visas",
      service: "Vilken tjänst du använde",
      rating: "Ett betyg från 1 till 5 stjärnor",
      experience: "Några ord om din upplevelse",
    },
    button: "Skriv ett omdöme via e-post",
    subject: "Mitt omdöme om Nordic Media Studio",
    body: "Namn:\nTjänst:\nBetyg (1–5):\nMitt omdöme:\n",
    emailHint: "E-posten öppnas i ditt e-postprogram och skickas till {{email}}.",
  },
};
