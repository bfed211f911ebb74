export default {
  meta: {
    title: "Butik – programvara, fotoalbum och färdiga webbplatser",
    description:
      "Köp Windows- och Office-licenser, bilder från idrottsmatcher och färdiga webbplatser hos Nordic Media Studio i Nykarleby. Trygg kortbetalning och snabb leverans.",
    keywords:
      "webbutik, programvarulicenser, Windows 11 Pro, Office 2024, idrottsbilder, fotoalbum, färdig webbplats, Nykarleby",
  },
  breadcrumb: {
    shop: "Butik",
    photos: "Foton",
  },
  overview: {
    hero: {
      eyebrow: "Butik",
      title: "Digitala produkter och bilder – direkt till dig",
      lead: "Programvarulicenser, bilder från matcher och evenemang och färdiga webbplatser. Välj en kategori och kom igång.",
    },
    categories: {
      title: "Välj kategori",
      software: {
        title: "Programvara",
        description:
          "Licenser för Windows 11 Pro och Office 2024 Pro Plus, levererade till din e-post.",
        cta: "Se programvara",
      },
      merch: {
        title: "Kläder och accessoarer",
        description: "Kläder och accessoarer med vår nordiska design.",
        badge: "Kommer snart",
      },
      photos: {
        title: "Foton",
        description: "Bilder i hög upplösning från idrottsmatcher och evenemang.",
        cta: "Se fotoalbum",
      },
      websites: {
        title: "Webbplatser",
        description:
          "Färdiga webbplatser som är redo att lanseras och kopplas till affiliateprogram.",
        cta: "Se webbplatser",
      },
    },
    comingSoon: {
      title: "Mer är på väg",
      text: "Vi fyller på butiken med kläder och accessoarer, fler fotoalbum och nya digitala produkter. Letar du efter något särskilt? Säg till, så ser vi vad vi kan ordna.",
    },
    contact: {
      title: "Frågor om en produkt?",
      text: "Vi hjälper dig gärna att välja rätt. Hör av dig så svarar vi snabbt.",
      button: "Kontakta oss",
    },
  },
  software: {
    meta: {
      title: "Programvara – Windows 11 Pro och Office 2024 Pro Plus",
      description:
        "Licenser för Windows 11 Pro och Office 2024 Pro Plus, levererade per e-post normalt inom {{hours}} timmar. Nordisk support och trygg kortbetalning.",
      keywords:
        "Windows 11 Pro licens, Office 2024 Pro Plus, köpa licensnyckel, programvara, Microsoft-licens, Finland, Sverige",
    },
    hero: {
      eyebrow: "Programvara",
      title: "Programvarulicenser utan krångel",
      lead: "Windows 11 Pro och Office 2024 Pro Plus – licensnyckeln landar i din inkorg normalt inom {{hours}} timmar, på helger nästa vardag.",
    },
    reasons: {
      title: "Därför köper du programvara hos oss",
      genuine: {
        title: "Aktivering hos Microsoft",
        text: "Du aktiverar nyckeln hos Microsoft som vanligt. Har du frågor om licensvillkoren svarar vi gärna.",
      },
      delivery: {
        title: "Leverans normalt inom {{hours}} timmar",
        text: "Licensnyckeln och installationsanvisningarna kommer till din e-post. Beställer du under en helg får du nyckeln nästa vardag.",
      },
      support: {
        title: "Nordisk support",
        text: "Fastnar du i installationen hjälper vi dig på svenska, finska eller engelska.",
      },
      payment: {
        title: "Trygg kortbetalning",
        text: "Du betalar säkert med kort hos en certifierad betalningsleverantör.",
      },
    },
    products: {
      title: "Licenser",
      lead: "Engångsköp – ingen prenumeration och inga dolda avgifter.",
      priceLabel: "Pris",
      windows11: {
        name: "Windows 11 Pro",
        description:
          "Operativsystemet för företag och krävande användare, med BitLocker, fjärrskrivbord och avancerade säkerhetsfunktioner.",
        feature1: "Licens för en dator",
        feature2: "Aktiveras online hos Microsoft",
        feature3: "Nyckel och anvisningar per e-post",
      },
      office2024: {
        name: "Office 2024 Pro Plus",
        description:
          "Word, Excel, PowerPoint, Outlook, OneNote och Access – installerade på din dator och dina för gott.",
        feature1: "Licens för en dator",
        feature2: "Ingen månadsavgift",
        feature3: "Nyckel och anvisningar per e-post",
      },
    },
    upcoming: {
      title: "Snart i butiken",
      lead: "Vi bygger ut sortimentet med tre nya kategorier.",
      badge: "Kommer snart",
      aiTools: {
        title: "AI-verktyg",
        text: "Verktyg för bild, text och video som sparar timmar varje vecka.",
      },
      business: {
        title: "Affärsprogram",
        text: "Program för bokföring, projekt och kundregister.",
      },
      devTools: {
        title: "Utvecklarverktyg",
        text: "Editorer, databaser och verktyg för dig som bygger mjukvara.",
      },
    },
    contact: {
      title: "Hittar du inte det du söker?",
      text: "Vi skaffar licenser även för andra program. Berätta vad du behöver så återkommer vi med ett pris.",
      button: "Kontakta oss",
    },
    structuredData: {
      name: "Programvarulicenser",
      description: "Licenser för Windows och Office, levererade per e-post.",
    },
  },
  websites: {
    meta: {
      title: "Färdig webbplats – jämförelsesajt för resor med affiliateintäkter",
      description:
        "Köp en färdig jämförelsesajt för resor, redo för affiliateprogram. Responsiv, sökmotoroptimerad och klar att lansera – till ett engångspris.",
      keywords:
        "färdig webbplats, köpa webbplats, affiliatesajt, jämförelsesajt resor, affiliateprogram, nätföretag",
    },
    hero: {
      eyebrow: "Webbplatser",
      title: "Färdiga webbplatser redo att lanseras",
      lead: "Starta ett eget nätföretag utan att bygga från noll – vi har redan gjort jobbet.",
    },
    product: {
      eyebrow: "Färdig webbplats",
      name: "Jämförelsesajt för resor",
      description:
        "En komplett webbplats där besökarna jämför flyg, hotell och hyrbilar – och där du kan få provision på bokningarna via affiliateprogram. Hur mycket beror på trafiken och avtalen.",
      imageAlt: "Förhandsvisning av jämförelsesajten för resor",
      priceNote: "engångspris",
      demo: "Kontakta oss för demo",
    },
    features: {
      title: "Det här ingår",
      design: {
        title: "Responsiv design",
        text: "Ser lika bra ut i mobilen, på surfplattan och på datorn.",
      },
      affiliate: {
        title: "Klar för affiliateprogram",
        text: "Lägg in dina partnerlänkar, så kan bokningar via sajten ge provision enligt dina affiliateavtal.",
      },
      seo: {
        title: "Sökmotoroptimerad",
        text: "Snabb laddning och genomtänkt struktur som hjälper dig att synas på Google.",
      },
      editing: {
        title: "Lätt att uppdatera",
        text: "Byt texter, erbjudanden och länkar utan att kunna programmera.",
      },
    },
    benefits: {
      title: "Fördelar",
      oneTime: "Engångskostnad – inga månadsavgifter till oss",
      ownership: "Du äger webbplatsen och all kod",
      launch: "Hjälp med installation och publicering",
      income: "Intäkter via provision – de beror på trafik och avtal",
    },
  },
  photos: {
    meta: {
      title: "Foton – köp bilder från idrottsmatcher och evenemang",
      description:
        "Köp hela fotoalbum i hög upplösning från idrottsmatcher och evenemang i Österbotten. Hitta ditt lag och spara minnena.",
      keywords:
        "idrottsbilder, matchbilder, ishockeybilder, evenemangsfoto, köpa foton, fotoalbum, Österbotten",
    },
    hero: {
      eyebrow: "Foton",
      title: "Bilder från matcher och evenemang",
      lead: "Hitta ditt lag eller ditt evenemang och köp hela albumet i hög upplösning.",
    },
    categories: {
      title: "Kategorier",
      event: {
        title: "Evenemangsfoton",
        text: "Fester, konferenser, konserter och företagsevent – fångade av våra fotografer.",
      },
      sports: {
        title: "Idrottsfoton",
        text: "Matcher och tävlingar med action från första till sista minuten.",
      },
    },
    albums: {
      title: "Album",
      lead: "Välj ett album för att se vad det innehåller.",
      category: "Idrott · Ishockey",
      images: "Över {{images}} bilder",
      view: "Visa albumet",
    },
  },
  hockeyAlbum: {
    meta: {
      title: "Fotoalbum MUIK 2–Virkiä 2 (ishockey)",
      description:
        "Över {{images}} bilder i hög upplösning från ishockeymatchen MUIK 2 – Virkiä 2 den {{date}}. Köp hela albumet med trygg kortbetalning.",
      keywords: "MUIK, Virkiä, ishockey, matchbilder, fotoalbum, idrottsfoto, Nykarleby",
    },
    title: "Ishockey: MUIK\u00a02 – Virkiä\u00a02",
    hero: {
      eyebrow: "Fotoalbum · Ishockey",
      lead: "Matchen den {{date}} i över {{images}} bilder – mål, räddningar och jubel i hög upplösning.",
      buy: "Köp albumet – {{price}}",
    },
    features: {
      title: "Därför lönar sig albumet",
      count: {
        title: "Över {{images}} bilder",
        text: "Hela matchen från nedsläpp till slutsignal.",
      },
      quality: {
        title: "Hög upplösning",
        text: "Skarpa bilder som håller även för utskrift i stort format.",
      },
      delivery: {
        title: "Digital leverans",
        text: "Du får hela albumet digitalt efter betalningen.",
      },
      usage: {
        title: "Fritt för privat bruk",
        text: "Dela i sociala medier, skriv ut eller gör en fotobok.",
      },
    },
    includes: {
      title: "Albumet innehåller",
      images: "Över {{images}} redigerade bilder",
      teams: "Bilder på spelarna i båda lagen",
      moments: "Målchanser, mål och målfiranden",
      atmosphere: "Stämningen på läktaren och vid båset",
      files: "Högupplösta JPG-filer",
    },
    price: {
      title: "Köp hela albumet",
      text: "Ett pris för alla bilder – inga dolda avgifter.",
      note: "Trygg kortbetalning",
    },
  },
  purchase: {
    immediateDelivery:
      "Jag vill att leveransen av det digitala innehållet börjar direkt och godkänner att jag då förlorar min ångerrätt.",
    unavailable: "Inte till salu just nu",
    errorTitle: "Köpet gick inte igenom",
    errorText: "Det gick inte att genomföra köpet. Försök igen.",
    websiteErrorTitle: "Fel vid köp",
    websiteErrorText: "Kontakta oss direkt.",
    websiteSuccessTitle: "Köpet har påbörjats",
    websiteSuccessText: "Du skickas vidare till betalningen.",
    closedTitle: "Betalning på nätet är inte öppen ännu",
    closedText:
      "Du kan inte betala här på sidan ännu. Skriv till oss via kontaktformuläret så ordnar vi köpet.",
    contact: "Till kontaktformuläret",
    testMode: "Testläge: inga riktiga betalningar görs.",
  },
};
