export default {
  meta: {
    title: "Portfolio – fotografering, video och AI-konst",
    description:
      "Bröllops-, porträtt-, idrotts- och varumärkesfotografering, AI-konst, reklamfilmer och demovideor. Fotografering och video från Nykarleby för hela Norden.",
    keywords:
      "portfolio, fotograf Nykarleby, bröllopsfotograf Österbotten, idrottsfotografering, varumärkesbilder, AI-konst, reklamfilm, Jakobstad, Vasa",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Bilder och filmer som berättar något",
    lead: "Ett urval av vårt arbete – från bröllop längs Nykarlebys å och juniorhockey i Jakobstad till reklamfilmer och AI-konst med nordiskt ljus.",
  },
  promo: {
    heading: "Reklamfilmer",
    lead: "Korta filmer som visar vad ett företag gör – och varför man ska välja just det.",
    promo1: {
      title: "Kustens hantverk",
      description:
        "En reklamfilm för ett familjeföretag vid kusten: människorna, verkstaden och havet i ett och samma andetag. Inspelad på en dag, klippt för webb och sociala medier.",
    },
    promo2: {
      title: "Staden vaknar",
      description:
        "Tempo, ljus och stadsliv i en film för en lokal aktör i Vasa. Drönarbilder, intervjuer och grafik förenade till en berättelse på under två minuter.",
    },
  },
  demos: {
    heading: "Demovideor för marknadsföring",
    lead: "AI-genererade filmer som visar hur snabbt en idé blir färdigt material för annonser och sociala medier.",
    play: "Spela",
    pause: "Pausa",
    demo1: {
      title: "Norrsken i rörelse",
      description:
        "En stämningsfull loop för en turismkampanj – skapad med AI och finslipad för hand.",
    },
    demo2: {
      title: "Produkt i solnedgång",
      description: "En produktvideo för webbutiken, där ljus och rörelse lyfter fram detaljerna.",
    },
    demo3: {
      title: "Nattens stad",
      description:
        "En snabbklippt annonsfilm i vertikalt och liggande format för Instagram och YouTube.",
    },
  },
  gallery: {
    heading: "Bildgalleri",
    lead: "Bilder från uppdrag i Österbotten och runt om i Norden. Välj en kategori för att se mer av det som intresserar dig.",
    filterLabel: "Filtrera bilderna",
    all: "Alla",
    status: "Visar {{shown}} av {{total}} bilder",
  },
  viewer: {
    previous: "Föregående bild",
    next: "Nästa bild",
    close: "Stäng",
    position: "Bild {{position}} av {{total}}",
  },
  categories: {
    category1: "Porträtt och evenemang",
    category2: "AI-konstverk",
    category3: "Idrott och evenemang",
    category4: "Varumärke och identitet",
  },
  items: {
    p01: {
      title: "Keramikern i Jeppo",
      alt: "Keramiker vid drejskivan i sin ateljé, med lerdammiga händer i mjukt fönsterljus",
    },
    p02: {
      title: "Bröllop vid Nykarlebys å",
      alt: "Brudpar som går hand i hand längs ån i Nykarleby i varmt kvällsljus",
    },
    p03: {
      title: "Norrsken över Kvarken",
      alt: "AI-konstverk av grönt och violett norrsken som speglar sig i Kvarkens skärgård",
    },
    p04: {
      title: "Juniorhockey i Jakobstad",
      alt: "Juniorspelare som driver pucken framåt i full fart under en match i Jakobstad",
    },
    p05: {
      title: "Sommarkollektion i Fäboda",
      alt: "Modell i ljus linneklänning bland klipporna på stranden i Fäboda",
    },
    p06: {
      title: "Orientering i Munsalaskogen",
      alt: "Orienterare som springer mellan tallar med kartan i handen",
    },
    p07: {
      title: "Kafébilder för ett rosteri i Vasa",
      alt: "Barista som häller upp kaffe i en keramikkopp vid ett träbord",
    },
    p08: {
      title: "Vasa i neon",
      alt: "AI-genererad nattvy av en nordisk stad i blått och rosa neonljus",
    },
    p09: {
      title: "Familjeporträtt inför julen",
      alt: "Familj med två barn och en hund som skrattar tillsammans framför en mörk studiobakgrund",
    },
    p10: {
      title: "Studentfest i Jakobstad",
      alt: "Nybliven student i vit studentmössa som firar med familjen i trädgården",
    },
    p11: {
      title: "Fjällsjön i akvarell",
      alt: "AI-konstverk i akvarellstil av en stilla fjällsjö omgiven av blå berg",
    },
    p12: {
      title: "Konståkning i Vasa ishall",
      alt: "Konståkare mitt i en piruett, med isspray som glittrar i strålkastarljuset",
    },
    p13: {
      title: "Seglingsmode i Larsmo skärgård",
      alt: "Par i seglarjackor på däcket av en segelbåt i Larsmo skärgård",
    },
    p14: {
      title: "Terränglopp i Kantlax",
      alt: "Löpare på en lerig skogsstig, stänk från skorna fångade i farten",
    },
    p15: {
      title: "Varumärkesbilder för en designbutik",
      alt: "Skandinavisk designinredning med lampor och keramik uppställda i en butik i Karleby",
    },
    p16: {
      title: "Fyren på Tankar",
      alt: "AI-förstärkt bild av Tankar fyr under en stjärnklar vinterhimmel",
    },
    p17: {
      title: "Personalporträtt för en revisionsbyrå",
      alt: "Leende kvinna i kavaj, porträtterad mot en ljusgrå studiobakgrund",
    },
    p18: {
      title: "Sommarbröllop på Juthbacka",
      alt: "Bröllopsgäster som skålar på gräsmattan framför Juthbacka herrgård",
    },
    p19: {
      title: "Isdrottningen",
      alt: "AI-porträtt av en kvinna med frostiga ögonfransar och en krona av iskristaller",
    },
    p20: {
      title: "Hockeyderby i Karleby",
      alt: "Två spelare som kämpar om pucken vid sargen inför en fullsatt läktare",
    },
    p21: {
      title: "Ylle från ett lokalt stickeri",
      alt: "Händer som håller en nystickad ylletröja i naturvita och grå toner",
    },
    p22: {
      title: "Boboll en sommarkväll",
      alt: "Slagman som träffar bollen under en bobollsmatch i kvällssol",
    },
    p23: {
      title: "Lansering av en hudvårdsserie",
      alt: "Flaskor med hudvård på en marmorskiva, omgivna av eukalyptuskvistar",
    },
    p24: {
      title: "Jakobstad efter mörkrets inbrott",
      alt: "AI-förstärkt kvällsbild av trähusen i Skata med varmt ljus i fönstren",
    },
    p25: {
      title: "Spelmansporträtt",
      alt: "Ung folkmusiker med fiol, fotograferad i dramatiskt sidoljus",
    },
    p26: {
      title: "Företagsjubileum i Vasa",
      alt: "Vd som håller tal inför personalen under en jubileumsfest med levande ljus",
    },
    p27: {
      title: "Norrskensdansen",
      alt: "Digitalt konstverk där norrskenets band formar en dansande gestalt",
    },
    p28: {
      title: "Längdskidlopp i Jeppo",
      alt: "Skidåkare i ett snötäckt spår med frost i granarna och låg vintersol",
    },
    p29: {
      title: "Bastuliv i skärgården",
      alt: "Rykande vedeldad bastu på en klippa vid havet i skymningen",
    },
    p30: {
      title: "Friidrottsläger i Nykarleby",
      alt: "Ung höjdhoppare i luften ovanför ribban under ett sommarläger",
    },
    p31: {
      title: "Streetstyle i Vasa centrum",
      alt: "Ung man i oversizerock som korsar ett övergångsställe i stadens kvällsljus",
    },
    p32: {
      title: "Måne över Replotbron",
      alt: "AI-konstverk av en stor fullmåne över Replotbrons kablar en klar vinternatt",
    },
  },
  cta: {
    title: "Vill du ha bilder som dessa?",
    text: "Berätta om ditt bröllop, din match eller ditt varumärke, så föreslår vi upplägg och pris.",
    button: "Kontakta oss",
  },
};
