import type sv from "../sv/home";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Nordic Media Studio – valokuvaus, video ja tekoälysisällöt kaikkialla Pohjoismaissa",
    description:
      "Valokuvaus, videotuotanto ja tekoälysisällöt Uudestakaarlepyystä: muotokuvat, tapahtumat, häät, urheilukuvaus, tekoälymainosvideot ja tekoälyvaikuttajat yksityishenkilöille, yrityksille ja seuroille Suomessa, Ruotsissa, Norjassa ja Tanskassa.",
    keywords:
      "valokuvaaja, valokuvaus, videotuotanto, tekoälyvideo, tapahtumakuvaaja, hääkuvaaja, urheilukuvaaja, AI-vaikuttaja, Uusikaarlepyy, Pohjanmaa, Pohjoismaat",
  },
  seo: {
    description:
      "Pohjoismainen valokuvaus-, video- ja tekoälystudio Uudessakaarlepyyssä. Palvelemme yksityishenkilöitä, yrityksiä, urheiluseuroja ja urheilijoita kaikkialla Pohjoismaissa.",
    catalogName: "Valokuvaus-, video- ja tekoälypalvelut",
  },
  hero: {
    badge: "Kuvaa, videota ja tekoälyä – Uudestakaarlepyystä kaikkialle Pohjoismaihin",
    titleLead: "Tallennamme hetket,",
    titleAccent: "joilla on merkitystä",
    description:
      "Valokuvausta, videoita ja tekoälyllä tuotettua sisältöä yksityishenkilöille, yrityksille, urheiluseuroille ja urheilijoille Suomessa, Ruotsissa, Norjassa ja Tanskassa. Henkilökohtaisesti, nopeasti ja aina sinun tarinasi ehdoilla.",
    book: "Varaa kuvaus",
    portfolio: "Katso portfolio",
  },
  services: {
    eyebrow: "Palvelumme",
    title: "Kuvat, videot ja tekoäly saman katon alta",
    lead: "Tarvitsetpa uudet muotokuvat, myyvän mainosvideon tai kokonaisen kauden ottelukuvat, saat kuvaajan, joka suunnittelee kanssasi, toimittaa ajallaan ja vastaa lopputuloksesta.",
    campaignNote:
      "Nyt {{percent}}\u00a0%:n alennus {{lastDay}} asti: {{services}}. Alennus on jo vähennetty alla olevista hinnoista.",
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Poimintoja töistämme",
    text: "Käsityöläisistä ateljeissaan ja häistä iltavalossa vauhdikkaisiin kiekko-otteluihin ja Merenkurkun revontuliin – tässä muutama kuva, joista olemme erityisen ylpeitä. Koko portfoliosta löydät muotokuvia, tapahtumia, urheilua, luontoa ja tekoälytaidetta.",
    button: "Katso koko portfolio",
  },
  aiArt: {
    eyebrow: "Tekoälytaide",
    title: "Kun kamera kohtaa tekoälyn",
    text: "Yhdistämme valokuvaajan käsityötaidon generatiiviseen tekoälyyn ja luomme taideteoksia, kampanjakuvia ja maailmoja, joita ei voi kuvata – mutta jotka tuntuvat silti aidoilta. Brändeille, jotka haluavat erottua, levynkansiin ja julisteisiin tai ainutlaatuiseksi tauluksi kotisi seinälle.",
    portfolioButton: "Tutustu portfolioon",
    contactButton: "Tilaa tekoälyteos",
    images: {
      art1: "Tekoälyllä luotu teos: unenomainen revontulimaisema turkoosin ja violetin sävyissä",
      art2: "Tekoälyllä luotu teos: valaistu pohjoismainen kaupunki tähtikirkkaana yönä",
      art3: "Tekoälyllä luotu teos: siluettihahmo hehkuvaa auringonlaskua vasten meren äärellä",
    },
  },
  funnel: {
    eyebrow: "Näin se toimii",
    title: "Ideasta valmiisiin kuviin neljässä vaiheessa",
    lead: "Selkeä ja huoleton prosessi – tiedät aina, mitä seuraavaksi tapahtuu.",
    stepLabel: "Vaihe {{number}}:",
    steps: {
      choose: {
        title: "Valitse palvelu",
        description:
          "Tutustu palveluihimme ja löydä itsellesi sopiva: muotokuvat, tapahtumat, urheilu, video tai tekoäly. Etkö ole varma? Autamme mielellämme valinnassa.",
        cta: "Katso palvelut",
      },
      plan: {
        title: "Varaa ja suunnittele",
        description:
          "Ota yhteyttä tai varaa aika. Käymme yhdessä läpi toiveesi, paikan, ajankohdan ja tyylin, jotta päivästä tulee juuri sellainen kuin haluat.",
        cta: "Ota yhteyttä",
      },
      create: {
        title: "Kuvaus ja tuotanto",
        description:
          "Kuvaamme, videoimme tai luomme tekoälyllä – ja viimeistelemme jokaisen kuvan huolella. Katso esimerkkejä siitä, millaista jälkeä syntyy.",
        cta: "Katso portfolio",
      },
      deliver: {
        title: "Toimitus ja tuki",
        description:
          "Saat valmiit kuvat ja videot digitaalisesti, valmiina jaettaviksi, painettaviksi tai julkaistaviksi. Ja olemme tukenasi myös toimituksen jälkeen.",
        cta: "Varaa nyt",
      },
    },
    closing: "Aloitetaan yhdessä – varaa aika",
  },
  intro: {
    eyebrow: "Tutustu meihin",
    title: "Tämä on Nordic Media Studio",
    text: "Katso, miten työskentelemme suunnittelusta ja kuvauksesta editointiin ja toimitukseen. Lyhyt video ihmisistä kameran takana ja siitä, mitä voimme tehdä sinulle.",
    videoLabel: "Nordic Media Studion esittelyvideo",
    fallback: "Selaimesi ei pysty toistamaan videota tässä.",
    download: "Lataa video",
  },
  contact: {
    eyebrow: "Yhteystiedot ja varaus",
    title: "Luodaan jotain yhdessä",
    lead: "Kerro, mitä suunnittelet, niin lähetämme sinulle pian ideoita ja hinta-arvion. Toimimme Uudestakaarlepyystä käsin ja kuvaamme kaikkialla Pohjoismaissa.",
    detailsTitle: "Yhteystiedot",
    email: "Sähköposti",
    phone: "Puhelin",
    location: "Sijainti",
    address: "Osoite",
    whatsapp: "WhatsApp",
    rates: {
      title: "Tapahtuma- ja urheilukuvauksen hinnat",
      addons: "Lisäkäsittelystä sovimme kanssasi tapauskohtaisesti.",
    },
  },
  panels: {
    label: "Studiossa ja kentällä",
    studio: {
      title: "Studiossa",
      text: "Hallittu valo, rauhallinen ympäristö ja aikaa yksityiskohdille – muotokuviin, tuotekuviin ja henkilöstökuviin.",
      alt: "Valokuvaaja suuntaa softboxia kohti mallia hämärässä kuvausstudiossa",
    },
    field: {
      title: "Kentällä",
      text: "Kentän laidalla, juhlissa tai keskellä metsää – tuomme studiotason laadun sinne, missä asiat tapahtuvat.",
      alt: "Valokuvaaja kamera ja teleobjektiivi kädessään metsässä kultaisessa iltavalossa",
    },
  },
} satisfies Translation<typeof sv>;
