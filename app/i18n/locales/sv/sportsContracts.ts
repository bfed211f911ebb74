export default {
  meta: {
    title: "Idrottsavtal – säsongsavtal för idrottsföreningar med prisgaranti",
    description:
      "Säsongsavtal för idrottsföreningar och fotografering för enskilda idrottare. För jämförbara uppdrag matchar vi er tidigare fotografs pris. Vi levererar hundratals redigerade bilder per evenemang snabbt och ger rabatt på fleråriga avtal.",
    keywords:
      "idrottsfotografering, säsongsavtal, idrottsförening fotograf, lagfoto, matchbilder, prisgaranti, sportfotograf Österbotten",
  },
  hero: {
    eyebrow: "Idrottsavtal",
    title: "Er säsong förtjänar bilder i världsklass",
    lead: "Vi fotograferar matcher, lagbilder och avgörande ögonblick för idrottsföreningar och idrottare i hela Norden – och för jämförbara uppdrag matchar vi priset ni betalar i dag.",
    primaryCta: "Begär en offert",
    secondaryCta: "Se våra upplägg",
  },
  facts: {
    label: "Kort om våra idrottsavtal",
    images: { value: "{{images}}", label: "bilder per evenemang" },
    delivery: { value: "{{days}}\u00a0vardagar", label: "från evenemanget till leverans" },
    discount: { value: "{{percent}}\u00a0%", label: "rabatt på fleråriga avtal" },
    priceMatch: {
      value: "Prisgaranti",
      label: "samma pris som er tidigare fotograf för jämförbara uppdrag",
    },
  },
  benefits: {
    eyebrow: "Fördelar",
    title: "Därför väljer föreningar oss",
    lead: "Vi vet hur mycket bilderna betyder – för spelarna, supportrarna och sponsorerna.",
    items: {
      priceMatch: {
        title: "Prisgaranti",
        text: "Har ni redan en fotograf? Visa oss vad ni betalar i dag, så matchar vi priset för jämförbara uppdrag – utan att ge avkall på kvaliteten.",
      },
      professional: {
        title: "Professionellt genomfört",
        text: "Vi kommer i god tid, känner till reglerna på planen och arbetar diskret utan att störa spelet.",
      },
      experience: {
        title: "Erfarenhet från sportens värld",
        text: "Ishockey, fotboll, innebandy eller friidrott – vi vet var vi ska stå när det avgörande ögonblicket kommer.",
      },
      fast: {
        title: "Snabb leverans",
        text: "Bilderna levereras inom {{days}} vardagar, så att ni kan publicera medan matchen fortfarande engagerar.",
      },
      quality: {
        title: "Hög bildkvalitet",
        text: "{{images}} högupplösta, redigerade bilder per evenemang – redo för webb, sociala medier och tryck.",
      },
      flexible: {
        title: "Flexibla upplägg",
        text: "Enstaka matcher, hela säsonger eller fleråriga avtal: vi anpassar oss efter föreningens schema och budget.",
      },
    },
  },
  services: {
    eyebrow: "Upplägg",
    title: "Välj det som passar er",
    lead: "Från en enskild idrottare till en hel förening med flera lag – vi har ett upplägg för varje behov.",
    badge: "Populärast",
    included: "Det här ingår",
    team: {
      features: {
        teamPhoto: "Lagbild och individuella spelarporträtt",
        matchday: "Matchbilder från hemmamatcher",
        sponsors: "Bilder som sponsorerna gärna visar upp",
      },
    },
    individual: {
      features: {
        action: "Actionbilder från tävling eller match",
        portrait: "Porträtt i idrottsmiljö",
      },
    },
    season: {
      features: {
        everyMatch: "Fotografering av de matcher ni väljer, hela säsongen",
        priceMatch: "Samma pris som er tidigare fotograf för jämförbara uppdrag",
      },
    },
  },
  cta: {
    title: "Låt oss prata om er nästa säsong",
    text: "Berätta om föreningen, lagen och vad ni betalar i dag, så får ni inom kort ett förslag där vi matchar priset för jämförbara uppdrag.",
    button: "Kontakta oss",
  },
};
