export default {
  meta: {
    title: "Nordic Media Studio – foto, video och AI-innehåll i hela Norden",
    description:
      "Fotografering, videoproduktion och AI-innehåll från Nykarleby: porträtt, evenemang, bröllop, idrottsfoto, AI-reklamfilm och AI-influencers för privatpersoner, företag och föreningar i Sverige, Finland, Norge och Danmark.",
    keywords:
      "fotograf, fotografering, videoproduktion, AI-video, eventfotograf, bröllopsfotograf, idrottsfotograf, AI-influencer, Nykarleby, Österbotten, Norden",
  },
  seo: {
    description:
      "Nordisk studio för fotografering, video och AI-innehåll med bas i Nykarleby, Finland. Vi arbetar för privatpersoner, företag, idrottsföreningar och idrottare i hela Norden.",
    catalogName: "Foto-, video- och AI-tjänster",
  },
  hero: {
    badge: "Foto, film och AI – från Nykarleby till hela Norden",
    titleLead: "Vi fångar ögonblicken",
    titleAccent: "som gör skillnad",
    description:
      "Fotografering, film och AI-producerat innehåll för privatpersoner, företag, idrottsföreningar och idrottare i Sverige, Finland, Norge och Danmark. Personligt, snabbt och med känsla för det som gör just din berättelse unik.",
    book: "Boka en fotografering",
    portfolio: "Se vår portfolio",
  },
  services: {
    eyebrow: "Våra tjänster",
    title: "Foto, film och AI under samma tak",
    lead: "Nya porträtt, en säljande reklamfilm eller en hel säsong med matchbilder – du får en fotograf som planerar tillsammans med dig, levererar i tid och tar ansvar för slutresultatet.",
    campaignNote:
      "Just nu {{percent}}\u00a0% rabatt på {{services}} till och med {{lastDay}} – rabatten är redan avdragen i priserna nedan.",
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Ett urval av vårt arbete",
    text: "Från hantverkare i sina ateljéer och bröllop i kvällsljus till hetsiga hockeymatcher och norrsken över Kvarken – här är några bilder vi är extra stolta över. I hela portfolion hittar du porträtt, evenemang, idrott, natur och AI-konst.",
    button: "Se hela portfolion",
  },
  aiArt: {
    eyebrow: "AI-konst",
    title: "När kameran möter artificiell intelligens",
    text: "Vi kombinerar fotografiskt hantverk med generativ AI och skapar konstverk, kampanjbilder och miljöer som inte går att fotografera – men som ändå känns äkta. För varumärken som vill sticka ut, för skivomslag och affischer, eller som ett unikt verk på väggen hemma.",
    portfolioButton: "Utforska portfolion",
    contactButton: "Beställ ett AI-verk",
    images: {
      art1: "AI-genererat konstverk: ett drömlikt norrskenslandskap i turkos och violett",
      art2: "AI-genererat konstverk: en upplyst nordisk stad under en stjärnklar natt",
      art3: "AI-genererat konstverk: en figur i silhuett mot en glödande solnedgång över havet",
    },
  },
  funnel: {
    eyebrow: "Så går det till",
    title: "Från idé till färdiga bilder i fyra steg",
    lead: "Ett tydligt och tryggt upplägg – du vet alltid vad som händer härnäst.",
    stepLabel: "Steg {{number}}:",
    steps: {
      choose: {
        title: "Välj tjänst",
        description:
          "Utforska våra tjänster och hitta det som passar dig – porträtt, evenemang, idrott, video eller AI. Osäker? Vi hjälper dig gärna att välja.",
        cta: "Se tjänsterna",
      },
      plan: {
        title: "Boka och planera",
        description:
          "Hör av dig eller boka en tid. Vi går igenom dina önskemål, plats, tidpunkt och stil så att dagen blir precis som du har tänkt dig.",
        cta: "Kontakta oss",
      },
      create: {
        title: "Fotografering och produktion",
        description:
          "Vi fotograferar, filmar eller skapar med AI – och redigerar varje bild med omsorg. Se exempel på hur resultatet kan bli.",
        cta: "Se portfolion",
      },
      deliver: {
        title: "Leverans och uppföljning",
        description:
          "Du får dina färdiga bilder och filmer digitalt, redo att delas, tryckas eller publiceras. Och vi finns kvar även efter leveransen.",
        cta: "Boka nu",
      },
    },
    closing: "Kom igång – boka en tid",
  },
  intro: {
    eyebrow: "Möt oss",
    title: "Lär känna Nordic Media Studio",
    text: "Se hur vi arbetar – från planering och fotografering till redigering och leverans. En kort film om människorna bakom kameran och om vad vi kan göra för dig.",
    videoLabel: "Presentationsvideo om Nordic Media Studio",
    fallback: "Din webbläsare kan inte spela upp filmen här.",
    download: "Ladda ner filmen",
  },
  contact: {
    eyebrow: "Kontakt och bokning",
    title: "Låt oss skapa något tillsammans",
    lead: "Berätta vad du planerar så återkommer vi snabbt med förslag och pris. Vi utgår från Nykarleby och fotograferar i hela Norden.",
    detailsTitle: "Kontaktuppgifter",
    email: "E-post",
    phone: "Telefon",
    location: "Ort",
    address: "Adress",
    whatsapp: "WhatsApp",
    rates: {
      title: "Priser för evenemang och idrott",
      addons: "Extra redigering kommer vi överens om med dig.",
    },
  },
  panels: {
    label: "I studion och ute i fält",
    studio: {
      title: "I studion",
      text: "Kontrollerat ljus, lugn miljö och tid för detaljerna – för porträtt, produktbilder och personalfoton.",
      alt: "Fotograf som riktar en softbox mot en modell i en mörk fotostudio",
    },
    field: {
      title: "Ute i fält",
      text: "Vid sidlinjen, på festen eller mitt i skogen – vi tar med oss studiokvaliteten dit det händer.",
      alt: "Fotograf med kamera och teleobjektiv i en skog i gyllene kvällsljus",
    },
  },
};
