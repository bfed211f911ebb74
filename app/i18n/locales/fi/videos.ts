import type sv from "../sv/videos";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Videot – mainosvideot, esittelyvideot ja tekoälyvideo",
    description:
      "Katso mainos- ja esittelyvideoitamme. Tuotamme videoita yrityksille, seuroille ja brändeille kaikkialla Pohjoismaissa – perinteisesti kuvattuna tai tekoälyllä luotuna.",
    keywords:
      "videotuotanto, mainosvideo, esittelyvideo, tekoälyvideo, yritysvideo, videokuvaaja Uusikaarlepyy, Pohjanmaa, Pietarsaari, Vaasa",
  },
  hero: {
    eyebrow: "Video",
    title: "Videoita, jotka pysäyttävät",
    lead: "Käsikirjoituksesta valmiiseen videoon: kuvaamme, leikkaamme ja hyödynnämme tekoälyä, jotta viestisi menee perille – verkossa, somessa ja isolla näytöllä.",
  },
  showcase: {
    heading: "Videomme",
    lead: "Kaksi esimerkkiä työstämme – ensimmäisestä ideasta valmiiseen videoon.",
    promo1: {
      title: "Mainosvideo: Rannikon käsityöläiset",
      description:
        "Mainosvideo rannikolla toimivalle perheyritykselle. Seurasimme tuotteen takana olevia ihmisiä yhden työpäivän ajan – verstaan aamuvalosta laiturilla tapahtuvaan toimitukseen – ja leikkasimme materiaalista pidemmän verkkoversion sekä lyhyitä someversioita.",
    },
    intro: {
      title: "Esittelyvideo: tällainen on {{name}}",
      description:
        "Oma esittelymme: keitä olemme, miten työskentelemme ja miksi rakastamme pohjoista valoa. Esittelyvideo on nopein tapa näyttää asiakkaille ja yhteistyökumppaneille, kuka olet – alle kahdessa minuutissa.",
    },
  },
  offers: {
    heading: "Tätä voimme tehdä sinulle",
  },
  cta: {
    title: "Onko sinulla idea videoksi?",
    text: "Kerro, mitä haluat näyttää ja kenelle. Lähetämme sinulle ehdotuksen toteutuksesta, aikataulusta ja hinnasta.",
    button: "Varaa keskustelu",
  },
} satisfies Translation<typeof sv>;
