import type sv from "../sv/aiInfluencer";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Tekoälyvaikuttaja – oma digitaalinen lähettiläs brändillesi",
    description:
      "Luomme tekoälyvaikuttajan, joka on kokonaan sinun: ulkonäkö, persoona ja sisältö brändisi mukaan. Verkkokaupoille, kauneusalalle, teknologiayrityksille ja brändeille kaikkialla Pohjoismaissa. Hinta tarjouksen mukaan.",
    keywords:
      "tekoälyvaikuttaja, virtuaalivaikuttaja, AI-vaikuttaja, digitaalinen lähettiläs, tekoälysisältö, vaikuttajamarkkinointi, sosiaalinen media, verkkokauppa, brändi",
  },
  hero: {
    eyebrow: "Tekoälyvaikuttaja",
    title: "Oma tekoälyvaikuttaja – aina oikealla äänellä",
    lead: "Digitaalinen lähettiläs, joka näyttää, kuulostaa ja toimii juuri kuten brändisi. Se on valmis julkaisemaan silloin, kun sinäkin, kaikissa kanavissa ja kaikilla tarvitsemillasi kielillä.",
    cta: "Varaa työpaja",
  },
  benefits: {
    heading: "Miksi tekoälyvaikuttaja?",
    lead: "Vaikuttajamarkkinoinnin parhaat puolet – ilman viivästyksiä, kohuja tai kompromisseja.",
    control: {
      title: "Täysi hallinta",
      description:
        "Sinä päätät ulkonäöstä, arvoista ja viesteistä. Ei yllättäviä julkaisuja eikä sopimusriitoja – brändisi on aina hyvissä käsissä.",
    },
    adaptability: {
      title: "Muuntautumiskyky",
      description:
        "Uusi sesonki, tuote tai markkina? Tekoälyvaikuttajasi vaihtaa ympäristöä, tyyliä ja kieltä päivissä eikä viikoissa.",
    },
    costEffectiveness: {
      title: "Kustannustehokkuus",
      description:
        "Ei matkoja, studiovuokria eikä kalliita kuvauspäiviä. Kun hahmo on kerran luotu, jokainen uusi julkaisu on huomattavasti edullisempi tuottaa.",
    },
    uniqueness: {
      title: "Ainutlaatuisuus",
      description:
        "Hahmo, jota kenelläkään muulla ei ole. Se luodaan alusta asti sinulle ja siitä tulee brändisi tunnistettavat kasvot.",
    },
  },
  process: {
    heading: "Näin se etenee",
    lead: "Neljä vaihetta ensimmäisestä ideasta vaikuttajaan, joka julkaisee ja aktivoi yleisönsä.",
    workshop: {
      title: "Työpaja",
      description:
        "Tapaamme paikan päällä tai etänä ja käymme läpi brändisi, kohderyhmäsi ja tavoitteesi. Yhdessä muotoilemme hahmon persoonan ja tyylin.",
    },
    generation: {
      title: "Luonti",
      description:
        "Luomme hahmon tekoälyllä: kasvot, vartalon, vaatetuksen ja ilmeet. Saat valita vaihtoehdoista ja antaa palautetta, kunnes kaikki on kohdallaan.",
    },
    content: {
      title: "Sisältö",
      description:
        "Tuotamme kuvia, lyhyitä videoita ja tekstejä sisältösuunnitelman mukaan – tuotekuvia, arjen hetkiä ja kampanjamateriaalia.",
    },
    launch: {
      title: "Lanseeraus",
      description:
        "Perustamme tilit, julkaisemme ensimmäiset postaukset ja seuraamme tuloksia, jotta vaikuttajasi jatkaa kasvuaan.",
    },
  },
  services: {
    heading: "Palveluihimme sisältyy",
    lead: "Hoidamme kaiken tai vain ne osat, joissa tarvitset apua.",
    character: "Hahmosuunnittelu ja visuaalinen ilme",
    personality: "Persoona, äänensävy ja tarina",
    images: "Fotorealistiset kuvat someen ja verkkoon",
    video: "Lyhyet videot ja Reels-videot, joissa on ääni ja liike",
    calendar: "Sisältösuunnitelma ja julkaisukalenteri",
    campaigns: "Kampanjat ja tuotelanseeraukset",
    languages: "Monikielinen sisältö suomeksi, ruotsiksi, englanniksi ja muilla kielillä",
    analytics: "Seuranta, analytiikka ja jatkuva kehitys",
  },
  audiences: {
    heading: "Kenelle se sopii?",
    lead: "Tekoälyvaikuttaja tuo eniten hyötyä siellä, missä sisältöä tarvitaan paljon ja brändi on kaikki kaikessa.",
    ecommerce: {
      title: "Verkkokauppa",
      description:
        "Esittele uutuuksia joka viikko mallilla, joka on aina käytettävissä eikä vaadi uusintakuvauksia.",
    },
    beauty: {
      title: "Kauneus",
      description:
        "Esittele ihonhoitoa, meikkejä ja hiustuotteita kasvoilla, jotka sopivat brändisi estetiikkaan täydellisesti.",
    },
    tech: {
      title: "Teknologia",
      description:
        "Selitä sovelluksia, laitteita ja palveluita selkeän ja edistyksellisen oppaan avulla, joka puhuu asiakkaidesi kieltä.",
    },
    brand: {
      title: "Brändit",
      description:
        "Anna yrityksellesi kasvot ja ääni, jotka kantavat kampanjoita, rekrytointia ja asiakasviestintää vuodesta toiseen.",
    },
  },
  cta: {
    title: "Valmis luomaan oman tekoälyvaikuttajasi?",
    text: "Jokainen projekti on erilainen, joten annamme hinnan, kun olemme käyneet tarpeesi läpi. Ota yhteyttä, niin sovitaan ensimmäinen keskustelu.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
