import type sv from "../sv/portfolio";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Portfolio – valokuvaus, video ja tekoälytaide",
    description:
      "Hää-, muotokuva-, urheilu- ja brändikuvausta, tekoälytaidetta sekä mainos- ja demovideoita. Valokuvausta ja videotuotantoa Uudestakaarlepyystä kaikkialle Pohjoismaihin.",
    keywords:
      "portfolio, valokuvaaja Uusikaarlepyy, hääkuvaaja Pohjanmaa, urheilukuvaus, brändikuvat, tekoälytaide, mainosvideo, Pietarsaari, Vaasa",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Kuvia ja videoita, joilla on tarina",
    lead: "Poimintoja töistämme: häitä Uudenkaarlepyyn joen rannalla, juniorikiekkoa Pietarsaaressa, mainosvideoita ja pohjoisen valon innoittamaa tekoälytaidetta.",
  },
  promo: {
    heading: "Mainosvideot",
    lead: "Lyhyitä videoita, jotka kertovat, mitä yritys tekee – ja miksi juuri se kannattaa valita.",
    promo1: {
      title: "Rannikon käsityöläiset",
      description:
        "Mainosvideo rannikolla toimivalle perheyritykselle: ihmiset, verstas ja meri samassa tarinassa. Kuvattu yhdessä päivässä ja leikattu verkkoon ja someen.",
    },
    promo2: {
      title: "Kaupunki herää",
      description:
        "Tempoa, valoa ja kaupunkielämää vaasalaisen toimijan videossa. Dronekuvat, haastattelut ja grafiikat yhdistyvät alle kahden minuutin tarinaksi.",
    },
  },
  demos: {
    heading: "Markkinoinnin demovideot",
    lead: "Tekoälyllä tuotettuja videoita, jotka näyttävät, miten nopeasti ideasta syntyy valmista materiaalia mainoksiin ja someen.",
    play: "Toista",
    pause: "Keskeytä",
    demo1: {
      title: "Revontulet liikkeessä",
      description:
        "Tunnelmallinen luuppi matkailukampanjaan – luotu tekoälyllä ja viimeistelty käsin.",
    },
    demo2: {
      title: "Tuote auringonlaskussa",
      description: "Tuotevideo verkkokauppaan: valo ja liike nostavat yksityiskohdat esiin.",
    },
    demo3: {
      title: "Yön kaupunki",
      description:
        "Rytmikkäästi leikattu mainosvideo pysty- ja vaakamuodossa Instagramiin ja YouTubeen.",
    },
  },
  gallery: {
    heading: "Kuvagalleria",
    lead: "Kuvia toimeksiannoista Pohjanmaalla ja muualla Pohjoismaissa. Valitse kategoria ja katso lisää juuri sinua kiinnostavista töistä.",
    filterLabel: "Suodata kuvia",
    all: "Kaikki",
    status: "{{shown}}/{{total}} kuvaa näkyvissä",
  },
  viewer: {
    previous: "Edellinen kuva",
    next: "Seuraava kuva",
    close: "Sulje",
    position: "Kuva {{position}} / {{total}}",
  },
  categories: {
    category1: "Muotokuvat ja tapahtumat",
    category2: "Tekoälytaide",
    category3: "Urheilu ja tapahtumat",
    category4: "Brändi ja identiteetti",
  },
  items: {
    p01: {
      title: "Keraamikko Jepualla",
      alt: "Keraamikko dreijaa ateljeessaan savisin käsin pehmeässä ikkunavalossa",
    },
    p02: {
      title: "Häät Uudenkaarlepyyn joen rannalla",
      alt: "Hääpari kävelee käsi kädessä joenrantaa pitkin Uudessakaarlepyyssä lämpimässä iltavalossa",
    },
    p03: {
      title: "Revontulet Merenkurkun yllä",
      alt: "Tekoälyteos vihreistä ja violeteista revontulista, jotka heijastuvat Merenkurkun saaristoon",
    },
    p04: {
      title: "Juniorikiekkoa Pietarsaaressa",
      alt: "Junioripelaaja kuljettaa kiekkoa täydessä vauhdissa ottelussa Pietarsaaressa",
    },
    p05: {
      title: "Kesämallisto Fäbodan rannalla",
      alt: "Malli vaaleassa pellavamekossa Fäbodan rantakallioilla",
    },
    p06: {
      title: "Suunnistusta Munsalan metsissä",
      alt: "Suunnistaja juoksee mäntyjen välissä kartta kädessä",
    },
    p07: {
      title: "Kahvilakuvat vaasalaiselle paahtimolle",
      alt: "Barista kaataa kahvia keraamiseen kuppiin puupöydän ääressä",
    },
    p08: {
      title: "Vaasa neonvaloissa",
      alt: "Tekoälyllä luotu yönäkymä pohjoismaisesta kaupungista sinisissä ja pinkeissä neonvaloissa",
    },
    p09: {
      title: "Perhekuva joulua varten",
      alt: "Perhe, kaksi lasta ja koira nauravat yhdessä tummaa studiotaustaa vasten",
    },
    p10: {
      title: "Lakkiaiset Pietarsaaressa",
      alt: "Tuore ylioppilas valkolakissa juhlii perheensä kanssa puutarhassa",
    },
    p11: {
      title: "Tunturijärvi akvarellina",
      alt: "Akvarellityylinen tekoälyteos tyynestä tunturijärvestä sinisten vuorten keskellä",
    },
    p12: {
      title: "Taitoluistelua Vaasan jäähallissa",
      alt: "Taitoluistelija kesken piruetin, jääsiru kimaltaa valonheittimien loisteessa",
    },
    p13: {
      title: "Purjehdusmuotia Luodon saaristossa",
      alt: "Pariskunta purjehdustakeissa purjeveneen kannella Luodon saaristossa",
    },
    p14: {
      title: "Maastojuoksu Kantlaxissa",
      alt: "Juoksija mutaisella metsäpolulla, kengistä lentävät roiskeet pysäytettyinä",
    },
    p15: {
      title: "Brändikuvat designliikkeelle",
      alt: "Skandinaavisia valaisimia ja keramiikkaa aseteltuna kokkolalaisen liikkeen hyllyille",
    },
    p16: {
      title: "Tankarin majakka",
      alt: "Tekoälyllä viimeistelty kuva Tankarin majakasta tähtikirkkaan talvitaivaan alla",
    },
    p17: {
      title: "Henkilökuvat tilitoimistolle",
      alt: "Hymyilevä nainen bleiserissä vaaleanharmaata studiotaustaa vasten",
    },
    p18: {
      title: "Kesähäät Juthbackan kartanossa",
      alt: "Hääväki kohottaa maljan nurmikolla Juthbackan kartanon edessä",
    },
    p19: {
      title: "Jääkuningatar",
      alt: "Tekoälymuotokuva naisesta, jolla on huurteiset ripset ja jääkiteistä tehty kruunu",
    },
    p20: {
      title: "Kiekkoderby Kokkolassa",
      alt: "Kaksi pelaajaa taistelee kiekosta laidassa täyden katsomon edessä",
    },
    p21: {
      title: "Villaneuleita paikalliselta neulomolta",
      alt: "Kädet pitelevät vastaneulottua villapuseroa luonnonvalkoisen ja harmaan sävyissä",
    },
    p22: {
      title: "Pesäpalloa kesäillassa",
      alt: "Lyöjä osuu palloon pesäpallo-ottelussa ilta-auringossa",
    },
    p23: {
      title: "Ihonhoitosarjan lanseeraus",
      alt: "Ihonhoitotuotteiden pulloja marmorialustalla eukalyptuksen oksien keskellä",
    },
    p24: {
      title: "Pietarsaari pimeän tultua",
      alt: "Tekoälyllä viimeistelty iltakuva Skatan puutaloista, ikkunoissa lämmin valo",
    },
    p25: {
      title: "Kansanmuusikon muotokuva",
      alt: "Nuori kansanmuusikko viulun kanssa dramaattisessa sivuvalossa",
    },
    p26: {
      title: "Yrityksen juhlavuosi Vaasassa",
      alt: "Toimitusjohtaja pitää puheen henkilöstölle kynttilävalaistussa juhlassa",
    },
    p27: {
      title: "Revontulten tanssi",
      alt: "Digitaalinen taideteos, jossa revontulten nauhat muodostavat tanssivan hahmon",
    },
    p28: {
      title: "Hiihtokilpailu Jepualla",
      alt: "Hiihtäjä lumisella ladulla, kuuset huurteessa ja talviaurinko matalalla",
    },
    p29: {
      title: "Saunaelämää saaristossa",
      alt: "Savuava puulämmitteinen sauna merenrantakalliolla hämärän aikaan",
    },
    p30: {
      title: "Yleisurheiluleiri Uudessakaarlepyyssä",
      alt: "Nuori korkeushyppääjä ilmassa riman yläpuolella kesäleirillä",
    },
    p31: {
      title: "Katumuotia Vaasan keskustassa",
      alt: "Nuori mies väljässä takissa ylittää suojatien kaupungin iltavalossa",
    },
    p32: {
      title: "Kuu Raippaluodon sillan yllä",
      alt: "Tekoälyteos suuresta täysikuusta Raippaluodon sillan vaijerien yllä kirkkaana talviyönä",
    },
  },
  cta: {
    title: "Haluatko tällaisia kuvia?",
    text: "Kerro meille häistäsi, ottelustasi tai brändistäsi, niin ehdotamme toteutusta ja hintaa.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
