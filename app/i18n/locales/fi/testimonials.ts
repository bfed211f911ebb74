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
    empty: "Täällä ei ole vielä asiakaskokemuksia. Kerro ihmeessä omasi – lomake löytyy alta.",
  },
  rating: "{{rating}} tähteä {{max}}:stä",
  verified: "Varmennettu asiakas",
} satisfies Translation<typeof sv>;
