import type sv from "../sv/testimonials";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Asiakaskokemukset – mitä asiakkaamme sanovat",
    description:
      "Lue, mitä asiakkaat ajattelevat kuvauksistamme, videoistamme ja tekoälypalveluistamme – ja kerro meille myös oma kokemuksesi Nordic Media Studiosta.",
    keywords:
      "asiakaskokemukset, arvostelut, valokuvaaja kokemuksia, Nordic Media Studio, valokuvaaja Uusikaarlepyy",
  },
  hero: {
    eyebrow: "Asiakaskokemukset",
    title: "Asiakkaamme kertovat",
    lead: "Paras palaute on tyytyväinen asiakas, joka suosittelee meitä eteenpäin. Tässä muutama heistä kertoo kokemuksistaan.",
  },
  list: {
    title: "Mitä asiakkaat sanovat",
  },
  rating: "{{rating}} tähteä {{max}}:stä",
  verified: "Varmennettu asiakas",
  items: {
    emma: {
      name: "Emma Lindholm",
      service: "Muotokuvaus",
      quote:
        "Olen aina tuntenut oloni kameran edessä kiusaantuneeksi, mutta kuvauksissa oli rento tunnelma heti alusta asti. Kuvista tuli luontevia ja juuri sellaisia kuin toivoin – käytän niitä sekä LinkedInissä että omilla verkkosivuillani.",
    },
    mikael: {
      name: "Mikael Sjöberg",
      service: "Yritys- ja tapahtumakuvaus",
      quote:
        "Tilasimme Nordic Media Studion kuvaamaan asiakasiltaamme, ja saimme laadukkaan kuvakokonaisuuden jo seuraavana päivänä. Ammattimaista, vaivatonta ja tunnelman tavoittavaa työtä, joka näkyy jokaisessa kuvassa. Varaamme mielellämme uudelleen.",
    },
  },
} satisfies Translation<typeof sv>;
