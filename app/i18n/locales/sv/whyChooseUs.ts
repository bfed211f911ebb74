export default {
  meta: {
    title: "Varför välja oss – kvalitet, AI och personlig service",
    description:
      "Erfarna fotografer, AI-driven produktion och personlig service på svenska, finska och engelska. Därför väljer privatpersoner, företag och idrottsföreningar i Norden Nordic Media Studio.",
    keywords:
      "varför välja oss, fotograf Nykarleby, professionell fotografering, AI-video, fotograf Österbotten, fotograf Norden",
  },
  hero: {
    eyebrow: "Varför välja oss",
    title: "Bilder och berättelser som håller – från första idé till färdig leverans",
    lead: "Vi förenar klassiskt fotohantverk med modern AI-teknik och nordisk omtanke. Resultatet är bilder, filmer och digitala lösningar som du är stolt över att visa upp.",
  },
  sectionsLabel: "Tre skäl som gör skillnad",
  sections: {
    craft: {
      title: "Hantverk och kvalitet i varje bild",
      lead: "Bra bilder uppstår inte av en slump. Bakom varje leverans finns erfarenhet, rätt utrustning och ett öga för detaljer.",
      points: {
        experience: {
          title: "Erfarna fotografer",
          text: "Vi har fotograferat allt från porträtt och bröllop till företagsevent och ishockeymatcher – och vet hur man fångar ögonblicket när det händer.",
        },
        equipment: {
          title: "Professionell utrustning",
          text: "Ljusstarka objektiv, snabba kamerahus och studioblixtar gör att vi levererar skarpa bilder även i svagt ljus och högt tempo.",
        },
        editing: {
          title: "Noggrann efterbearbetning",
          text: "Varje bild gås igenom för hand: färg, ljus och beskärning finjusteras så att helheten känns genomarbetad.",
        },
        style: {
          title: "Ett uttryck som är ditt",
          text: "Vi lyssnar på hur du vill framstå och anpassar stil, miljö och bildspråk efter dig eller ditt varumärke.",
        },
      },
    },
    innovation: {
      title: "Teknik och AI i framkant",
      lead: "Vi använder ny teknik där den verkligen gör nytta – för att spara tid, öppna nya kreativa möjligheter och hålla kostnaderna nere.",
      points: {
        aiEditing: {
          title: "AI-förstärkt redigering",
          text: "Smarta verktyg tar hand om rutinmomenten, så att vi kan lägga mer tid på det kreativa och du får dina bilder snabbare.",
        },
        aiContent: {
          title: "AI-video och nytt innehåll",
          text: "Reklamfilmer, presentationsvideor och AI-influencers skapas på en bråkdel av den tid en traditionell produktion kräver.",
        },
        itUnderOneRoof: {
          title: "Webb och IT under samma tak",
          text: "Behöver bilderna en ny webbplats, en chattbot eller en automatiserad arbetsgång? Vi bygger den också – du har en enda kontakt.",
        },
        fastDelivery: {
          title: "Snabba leveranser",
          text: "Efter ett idrottsevenemang får du bilderna normalt inom {{days}}\u00a0vardagar – medan matchen fortfarande är på allas läppar.",
        },
      },
    },
    partnership: {
      title: "Trygg och personlig service",
      lead: "Du ska känna dig väl omhändertagen från första mejlet till sista leveransen – och vilja komma tillbaka.",
      points: {
        local: {
          title: "Lokal förankring, nordisk räckvidd",
          text: "Vi har vår bas i Nykarleby i Österbotten och arbetar med kunder i Finland, Sverige, Norge och Danmark.",
        },
        languages: {
          title: "Service på ditt språk",
          text: "Vi kommunicerar smidigt på svenska, finska och engelska – så att inget viktigt går förlorat på vägen.",
        },
        clearPricing: {
          title: "Tydliga priser",
          text: "Du vet vad du betalar innan vi börjar. Inga dolda avgifter, och tillägg kommer vi alltid överens om i förväg.",
        },
        longTerm: {
          title: "Långsiktiga samarbeten",
          text: "Många kunder återkommer år efter år. För idrottsföreningar ger fleråriga avtal {{percent}}\u00a0% rabatt.",
        },
      },
    },
  },
  cta: {
    title: "Redo att skapa något tillsammans?",
    text: "Berätta vad du har i tankarna, så återkommer vi med ett förslag som passar din idé och din budget.",
    button: "Kontakta oss",
  },
};
