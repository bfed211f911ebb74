export default {
  meta: {
    title: "Idrottskontrakt – säsongsavtal för idrottsföreningar med pricematch",
    description:
      "Säsongskontrakt för idrottsföreningar och fotografering för enskilda idrottare. Vi matchar er tidigare fotografs pris, levererar hundratals redigerade bilder per evenemang på rekordtid och ger rabatt på fleråriga avtal.",
    keywords:
      "idrottsfotografering, säsongskontrakt, idrottsförening fotograf, lagfoto, matchbilder, pricematch, sportfotograf Österbotten",
  },
  hero: {
    eyebrow: "Idrottskontrakt",
    title: "Er säsong förtjänar bilder i världsklass",
    lead: "Vi fotograferar matcher, lagbilder och avgörande ögonblick för idrottsföreningar och idrottare i hela Norden – och matchar priset ni betalar i dag.",
    primaryCta: "Begär en offert",
    secondaryCta: "Se våra upplägg",
  },
  facts: {
    label: "Kort om våra idrottskontrakt",
    images: { value: "ca {{images}}", label: "bilder per evenemang" },
    delivery: { value: "{{hours}}\u00a0h", label: "från slutsignal till leverans" },
    discount: { value: "{{percent}}\u00a0%", label: "rabatt på fleråriga avtal" },
    priceMatch: { value: "Pricematch", label: "mot er tidigare fotograf" },
  },
  benefits: {
    eyebrow: "Fördelar",
    title: "Därför väljer föreningar oss",
    lead: "Vi vet hur mycket bilderna betyder – för spelarna, supportrarna och sponsorerna.",
    items: {
      priceMatch: {
        title: "Pricematch-garanti",
        text: "Har ni redan en fotograf? Visa oss vad ni betalar i dag, så matchar vi priset – utan att ge avkall på kvaliteten.",
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
        text: "Bilderna levereras inom {{hours}} timmar, så att ni kan publicera medan matchen fortfarande engagerar.",
      },
      quality: {
        title: "Hög bildkvalitet",
        text: "Omkring {{images}} högupplösta, redigerade bilder per evenemang – redo för webb, sociala medier och tryck.",
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
      title: "Lagfotografering",
      description:
        "Lagbilder, porträtt av spelare och ledare samt matchbilder som lyfter hela laget.",
      price: "Offert med pricematch",
      features: {
        teamPhoto: "Lagbild och individuella spelarporträtt",
        matchday: "Matchbilder från hemmamatcher",
        sponsors: "Bilder som sponsorerna gärna visar upp",
      },
    },
    individual: {
      title: "Individuella idrottare",
      description:
        "För idrottare som vill ha starka bilder till sociala medier, sponsorer eller en egen webbplats.",
      price: "{{price}} per evenemang",
      features: {
        action: "Actionbilder från tävling eller match",
        portrait: "Porträtt i idrottsmiljö",
        delivery: "Leverans inom {{hours}} timmar",
      },
    },
    season: {
      title: "Säsongskontrakt",
      description:
        "Vi följer föreningen genom hela säsongen – en fast partner och en fast kostnad att planera efter.",
      price: "{{percent}}\u00a0% rabatt på fleråriga avtal",
      features: {
        everyMatch: "Fotografering av de matcher ni väljer, hela säsongen",
        images: "Ca {{images}} bilder per evenemang",
        priceMatch: "Pricematch mot er tidigare fotograf",
      },
    },
  },
  cta: {
    title: "Låt oss prata om er nästa säsong",
    text: "Berätta om föreningen, lagen och vad ni betalar i dag, så får ni ett förslag med pricematch inom kort.",
    button: "Kontakta oss",
  },
};
