export default {
  meta: {
    title: "Frilansare – bli fotograf, videograf eller redigerare hos oss",
    description:
      "Vi söker frilansande fotografer, videografer och redigerare i Sverige, Finland, Norge och Danmark. Flexibla uppdrag, rättvisa villkor och modern AI-teknik. Skicka din ansökan i dag.",
    keywords:
      "frilansfotograf, frilans videograf, bildredigerare, frilansjobb foto, fotografjobb Norden, Nordic Media Studio",
  },
  hero: {
    eyebrow: "Frilansare",
    title: "Fånga Norden tillsammans med oss",
    lead: "Vi växer och söker kreativa fotografer, videografer och redigerare som vill jobba med varierande uppdrag – på dina villkor och nära dig.",
    primaryCta: "Ansök nu",
    secondaryCta: "Se vilka vi söker",
  },
  benefits: {
    eyebrow: "Därför frilansar man hos oss",
    title: "Ett samarbete som ger mer",
    lead: "Du behåller friheten som frilansare och får samtidigt ett team i ryggen.",
    items: {
      flexible: {
        title: "Du styr din tid",
        text: "Tacka ja till de uppdrag som passar ditt schema. Inga minimikrav, inga låsta arbetstider.",
      },
      variety: {
        title: "Varierande uppdrag",
        text: "Porträtt, företagsevent, bröllop, idrott och reklam – ingen vecka är den andra lik.",
      },
      fairPay: {
        title: "Rättvisa villkor",
        text: "Tydliga arvoden som avtalas innan uppdraget och betalning i tid, varje gång.",
      },
      tools: {
        title: "Modern teknik och AI",
        text: "Få tillgång till våra AI-verktyg och arbetsflöden som gör redigering och leverans snabbare.",
      },
      community: {
        title: "Ett nordiskt nätverk",
        text: "Bli en del av en gemenskap av kreatörer som delar tips, uppdrag och inspiration.",
      },
      growth: {
        title: "Väx som kreatör",
        text: "Bygg din portfolio med uppdrag för spännande kunder och utvecklas tillsammans med oss.",
      },
    },
  },
  roles: {
    eyebrow: "Lediga roller",
    title: "Vi söker just nu",
    lead: "Oavsett om du står bakom kameran eller vid redigeringsbordet finns det en plats för dig.",
    lookingFor: "Du som",
    photographers: {
      title: "Fotografer",
      description: "För porträtt, evenemang, bröllop, företag och idrott runt om i Norden.",
      skills: {
        gear: "har egen professionell kamerautrustning",
        people: "trivs med att arbeta med människor",
        action: "fångar ögonblicket även när det går undan",
      },
    },
    videographers: {
      title: "Videografer",
      description:
        "För reklamfilmer, presentationsvideor, evenemangsfilmer och innehåll till sociala medier.",
      skills: {
        storytelling: "berättar en historia med rörlig bild",
        sound: "har koll på ljud, ljus och stabilisering",
        formats: "tänker i både liggande och stående format",
      },
    },
    editors: {
      title: "Redigerare",
      description: "För bildbehandling, färgsättning och videoredigering – gärna med AI-stöd.",
      skills: {
        software: "behärskar Lightroom, Photoshop eller Premiere",
        detail: "har ett öga för färg och detaljer",
        deadlines: "levererar snabbt och håller deadlines",
      },
    },
  },
  nordic: {
    eyebrow: "Välkommen i hela Norden",
    title: "Var du än bor i Norden – hör av dig",
    text: "Våra kunder finns i flera länder, och det gör våra frilansare också. Vi tar gärna emot ansökningar från kreatörer i hela regionen, och du kan arbeta på svenska, finska eller engelska.",
    countriesLabel: "Länder där vi söker frilansare",
    countries: {
      se: "Sverige",
      fi: "Finland",
      no: "Norge",
      dk: "Danmark",
    },
    reply: "Vi svarar på alla ansökningar inom {{days}} arbetsdagar.",
  },
  apply: {
    eyebrow: "Ansök",
    title: "Skicka din ansökan",
    text: "Berätta kort om dig själv och bifoga en länk till din portfolio. Vi läser varje ansökan och svarar inom {{days}} arbetsdagar.",
    includeTitle: "Ta gärna med",
    include: {
      contact: "Namn, e-post och telefonnummer",
      specialization: "Ditt specialområde: foto, video eller redigering",
      experience: "Hur många års erfarenhet du har",
      portfolio: "En länk till din portfolio",
      message: "Några ord om dig och vad du vill arbeta med",
    },
  },
};
