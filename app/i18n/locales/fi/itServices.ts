import type sv from "../sv/itServices";
import type { Translation } from "../types";

export default {
  meta: {
    title: "IT-palvelut – verkkosivut, tekoälychatbotit ja automaatio",
    description:
      "Verkkosivut, tekoälychatbotit, prosessiautomaatio, IT-konsultointi ja ylläpito yrityksille Pohjoismaissa. Kiinteät hinnat ja henkilökohtainen palvelu Uudestakaarlepyystä.",
    keywords:
      "verkkosivujen teko, tekoälychatbot, prosessiautomaatio, IT-konsultti, IT-tuki, Uusikaarlepyy, Pohjanmaa",
  },
  hero: {
    eyebrow: "IT-ratkaisut",
    title: "Digitaaliset ratkaisut, jotka tekevät työn puolestasi",
    lead: "Rakennamme nopeita verkkosivuja, älykkäitä tekoälychatbotteja ja aikaa säästäviä automaatioita – ja huolehdimme niistä myös jatkossa.",
  },
  grid: {
    title: "IT-palvelumme",
  },
  cta: {
    title: "Kerro meille projektistasi",
    text: "Ota yhteyttä, niin lähetämme sinulle ehdotuksen ja kiinteän hinnan – ilman sitoumuksia.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
