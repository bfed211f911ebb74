import type sv from "../sv/shop";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Kauppa – ohjelmistot, valokuva-albumit ja valmiit verkkosivustot",
    description:
      "Osta Windows- ja Office-lisenssejä, kuvia urheiluotteluista ja valmiita verkkosivustoja Nordic Media Studiolta Uudestakaarlepyystä. Turvallinen korttimaksu ja nopea toimitus.",
    keywords:
      "verkkokauppa, ohjelmistolisenssit, Windows 11 Pro, Office 2024, urheilukuvat, valokuva-albumi, valmis verkkosivusto, Uusikaarlepyy",
  },
  breadcrumb: {
    shop: "Kauppa",
    photos: "Valokuvat",
  },
  overview: {
    hero: {
      eyebrow: "Kauppa",
      title: "Digitaaliset tuotteet ja kuvat suoraan sinulle",
      lead: "Ohjelmistolisenssejä, kuvia otteluista ja tapahtumista sekä valmiita verkkosivustoja. Valitse kategoria ja aloita.",
    },
    categories: {
      title: "Valitse kategoria",
      software: {
        title: "Ohjelmistot",
        description: "Windows 11 Pro- ja Office 2024 Pro Plus -lisenssit suoraan sähköpostiisi.",
        cta: "Katso ohjelmistot",
      },
      merch: {
        title: "Oheistuotteet",
        description: "Vaatteita ja asusteita pohjoismaisella designillamme.",
        badge: "Tulossa pian",
      },
      photos: {
        title: "Valokuvat",
        description: "Teräviä, korkearesoluutioisia kuvia urheiluotteluista ja tapahtumista.",
        cta: "Katso albumit",
      },
      websites: {
        title: "Verkkosivustot",
        description: "Julkaisuvalmiita verkkosivustoja, jotka voi liittää affiliate-ohjelmiin.",
        cta: "Katso sivustot",
      },
    },
    comingSoon: {
      title: "Lisää on tulossa",
      text: "Täydennämme valikoimaa oheistuotteilla, uusilla valokuva-albumeilla ja muilla digitaalisilla tuotteilla. Etsitkö jotain tiettyä? Kerro meille, niin katsotaan, mitä voimme tehdä.",
    },
    contact: {
      title: "Kysyttävää tuotteesta?",
      text: "Autamme mielellämme löytämään oikean vaihtoehdon. Ota yhteyttä, niin vastaamme nopeasti.",
      button: "Ota yhteyttä",
    },
  },
  software: {
    meta: {
      title: "Ohjelmistot – Windows 11 Pro ja Office 2024 Pro Plus",
      description:
        "Windows 11 Pro- ja Office 2024 Pro Plus -lisenssit sähköpostitse yleensä {{hours}} tunnin sisällä. Pohjoismainen tuki ja turvallinen korttimaksu.",
      keywords:
        "Windows 11 Pro lisenssi, Office 2024 Pro Plus, lisenssiavain, ohjelmistot, Microsoft-lisenssi, Suomi",
    },
    hero: {
      eyebrow: "Ohjelmistot",
      title: "Ohjelmistolisenssit vaivatta",
      lead: "Windows 11 Pro ja Office 2024 Pro Plus – lisenssiavain saapuu sähköpostiisi yleensä {{hours}} tunnin sisällä, viikonloppuisin seuraavana arkipäivänä.",
    },
    reasons: {
      title: "Miksi ostaa ohjelmistot meiltä",
      genuine: {
        title: "Aktivointi Microsoftin kautta",
        text: "Aktivoit avaimen tavalliseen tapaan Microsoftin kautta. Vastaamme mielellämme lisenssiehtoja koskeviin kysymyksiin.",
      },
      delivery: {
        title: "Toimitus yleensä {{hours}} tunnin sisällä",
        text: "Lisenssiavain ja asennusohjeet tulevat sähköpostiisi. Viikonloppuna tehdyn tilauksen avain tulee seuraavana arkipäivänä.",
      },
      support: {
        title: "Pohjoismainen tuki",
        text: "Jos asennus takkuaa, autamme suomeksi, ruotsiksi tai englanniksi.",
      },
      payment: {
        title: "Turvallinen korttimaksu",
        text: "Maksat kortilla turvallisesti sertifioidun maksupalvelun kautta.",
      },
    },
    products: {
      title: "Lisenssit",
      lead: "Kertaosto – ei kuukausimaksuja eikä piilokuluja.",
      priceLabel: "Hinta",
      windows11: {
        name: "Windows 11 Pro",
        description:
          "Käyttöjärjestelmä yrityksille ja vaativille käyttäjille: BitLocker, etätyöpöytä ja edistyneet tietoturvaominaisuudet.",
        feature1: "Lisenssi yhdelle tietokoneelle",
        feature2: "Aktivointi verkossa Microsoftin kautta",
        feature3: "Avain ja ohjeet sähköpostitse",
      },
      office2024: {
        name: "Office 2024 Pro Plus",
        description:
          "Word, Excel, PowerPoint, Outlook, OneNote ja Access – asennettuna omalle koneellesi ja pysyvästi sinun.",
        feature1: "Lisenssi yhdelle tietokoneelle",
        feature2: "Ei kuukausimaksua",
        feature3: "Avain ja ohjeet sähköpostitse",
      },
    },
    upcoming: {
      title: "Pian valikoimassa",
      lead: "Laajennamme valikoimaa kolmella uudella kategorialla.",
      badge: "Tulossa pian",
      aiTools: {
        title: "Tekoälytyökalut",
        text: "Kuvan, tekstin ja videon työkaluja, jotka säästävät tunteja joka viikko.",
      },
      business: {
        title: "Yritysohjelmistot",
        text: "Ohjelmia kirjanpitoon, projektinhallintaan ja asiakasrekisterien ylläpitoon.",
      },
      devTools: {
        title: "Kehittäjätyökalut",
        text: "Editorit, tietokannat ja muut työkalut ohjelmistokehittäjille.",
      },
    },
    contact: {
      title: "Etkö löytänyt etsimääsi?",
      text: "Hankimme lisenssejä myös muihin ohjelmiin. Kerro, mitä tarvitset, niin lähetämme sinulle hintatarjouksen.",
      button: "Ota yhteyttä",
    },
    structuredData: {
      name: "Ohjelmistolisenssit",
      description: "Windows- ja Office-lisenssit sähköpostitse.",
    },
  },
  websites: {
    meta: {
      title: "Valmis verkkosivusto – matkavertailusivusto affiliate-tuotoilla",
      description:
        "Osta valmis matkojen vertailusivusto, joka on valmis affiliate-ohjelmiin. Responsiivinen, hakukoneoptimoitu ja julkaisuvalmis – kertahintaan.",
      keywords:
        "valmis verkkosivusto, osta verkkosivusto, affiliate-sivusto, matkavertailu, affiliate-ohjelma, verkkoliiketoiminta",
    },
    hero: {
      eyebrow: "Verkkosivustot",
      title: "Valmiit verkkosivustot julkaisuvalmiina",
      lead: "Perusta oma verkkoliiketoiminta aloittamatta tyhjästä – pohjatyö on jo tehty.",
    },
    product: {
      eyebrow: "Valmis verkkosivusto",
      name: "Matkavertailusivusto",
      description:
        "Valmis sivusto, jolla kävijät vertailevat lentoja, hotelleja ja vuokra-autoja – ja josta voit saada provisiota varauksista affiliate-ohjelmien kautta. Tulot riippuvat liikenteestä ja sopimuksista.",
      imageAlt: "Esikatselu matkavertailusivustosta",
      priceNote: "kertahinta",
      demo: "Pyydä esittely",
    },
    features: {
      title: "Mitä saat",
      design: {
        title: "Responsiivinen ulkoasu",
        text: "Näyttää yhtä hyvältä puhelimessa, tabletilla ja tietokoneella.",
      },
      affiliate: {
        title: "Valmis affiliate-ohjelmille",
        text: "Lisää kumppanilinkkisi, niin sivuston kautta tehdyistä varauksista voi kertyä provisiota affiliate-sopimustesi mukaan.",
      },
      seo: {
        title: "Hakukoneoptimoitu",
        text: "Nopea latautuminen ja harkittu rakenne auttavat sinua löytymään Googlesta.",
      },
      editing: {
        title: "Helppo päivittää",
        text: "Vaihda tekstit, tarjoukset ja linkit ilman ohjelmointitaitoja.",
      },
    },
    benefits: {
      title: "Edut",
      oneTime: "Kertamaksu – ei kuukausimaksuja meille",
      ownership: "Sivusto ja koko lähdekoodi ovat sinun",
      launch: "Apua asennukseen ja julkaisuun",
      income: "Provisiotuloja – määrä riippuu liikenteestä ja sopimuksista",
    },
  },
  photos: {
    meta: {
      title: "Valokuvat – osta kuvia urheiluotteluista ja tapahtumista",
      description:
        "Osta kokonaisia valokuva-albumeita korkealla resoluutiolla Pohjanmaan urheiluotteluista ja tapahtumista. Löydä oma joukkueesi ja säilytä muistot.",
      keywords:
        "urheilukuvat, ottelukuvat, jääkiekkokuvat, tapahtumakuvaus, osta valokuvia, valokuva-albumi, Pohjanmaa",
    },
    hero: {
      eyebrow: "Valokuvat",
      title: "Kuvia otteluista ja tapahtumista",
      lead: "Löydä oma joukkueesi tai tapahtumasi ja osta koko albumi korkealla resoluutiolla.",
    },
    categories: {
      title: "Kategoriat",
      event: {
        title: "Tapahtumakuvat",
        text: "Juhlat, konferenssit, konsertit ja yritystapahtumat kuvaajiemme tallentamina.",
      },
      sports: {
        title: "Urheilukuvat",
        text: "Otteluita ja kilpailuja – täyttä vauhtia ensimmäisestä minuutista viimeiseen.",
      },
    },
    albums: {
      title: "Albumit",
      lead: "Valitse albumi ja katso, mitä se sisältää.",
      category: "Urheilu · Jääkiekko",
      images: "Yli {{images}} kuvaa",
      view: "Katso albumi",
    },
  },
  hockeyAlbum: {
    meta: {
      title: "Valokuva-albumi MUIK 2–Virkiä 2 (jääkiekko)",
      description:
        "Yli {{images}} korkearesoluutioista kuvaa jääkiekko-ottelusta MUIK 2 – Virkiä 2 ({{date}}). Osta koko albumi turvallisesti kortilla.",
      keywords:
        "MUIK, Virkiä, jääkiekko, ottelukuvat, valokuva-albumi, urheiluvalokuvaus, Uusikaarlepyy",
    },
    title: "Jääkiekko: MUIK\u00a02 – Virkiä\u00a02",
    hero: {
      eyebrow: "Valokuva-albumi · Jääkiekko",
      lead: "Yli {{images}} kuvaa {{date}} pelatusta ottelusta – maalit, torjunnat ja tuuletukset korkealla resoluutiolla.",
      buy: "Osta albumi – {{price}}",
    },
    features: {
      title: "Miksi valita tämä albumi",
      count: {
        title: "Yli {{images}} kuvaa",
        text: "Koko ottelu aloituksesta loppusummeriin.",
      },
      quality: {
        title: "Korkea resoluutio",
        text: "Terävät kuvat, jotka näyttävät hyviltä isoinakin tulosteina.",
      },
      delivery: {
        title: "Digitaalinen toimitus",
        text: "Saat koko albumin digitaalisesti maksun jälkeen.",
      },
      usage: {
        title: "Vapaasti yksityiskäyttöön",
        text: "Jaa somessa, tulosta tai kokoa kuvakirja.",
      },
    },
    includes: {
      title: "Albumi sisältää",
      images: "Yli {{images}} käsiteltyä kuvaa",
      teams: "Kuvia molempien joukkueiden pelaajista",
      moments: "Maalipaikat, maalit ja tuuletukset",
      atmosphere: "Tunnelmaa katsomosta ja vaihtopenkiltä",
      files: "Korkearesoluutioiset JPG-tiedostot",
    },
    price: {
      title: "Osta koko albumi",
      text: "Yksi hinta kaikista kuvista – ei piilokuluja.",
      note: "Turvallinen korttimaksu",
    },
  },
  purchase: {
    immediateDelivery:
      "Haluan, että digitaalisen sisällön toimitus alkaa heti, ja hyväksyn, että menetän silloin peruuttamisoikeuteni.",
    unavailable: "Ei myynnissä juuri nyt",
    errorTitle: "Osto epäonnistui",
    errorText: "Oston suorittaminen ei onnistunut. Yritä uudelleen.",
    websiteErrorTitle: "Osto epäonnistui",
    websiteErrorText: "Ota meihin yhteyttä suoraan.",
    websiteSuccessTitle: "Osto aloitettu",
    websiteSuccessText: "Siirryt nyt maksamaan.",
    closedTitle: "Verkkomaksu ei ole vielä käytössä",
    closedText:
      "Tällä sivulla ei voi vielä maksaa. Lähetä meille viesti yhteydenottolomakkeella, niin hoidamme oston.",
    contact: "Yhteydenottolomakkeeseen",
    testMode: "Testitila: oikeita maksuja ei tehdä.",
  },
} satisfies Translation<typeof sv>;
