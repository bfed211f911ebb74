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
  services: {
    webDevelopment: {
      title: "Verkkosivut",
      description:
        "Modernit, nopeat ja hakukoneystävälliset verkkosivut, jotka toimivat yhtä hyvin puhelimella kuin tietokoneella.",
    },
    aiChatbot: {
      title: "Tekoälychatbot",
      description:
        "Chatbot, joka vastaa asiakkaillesi ympäri vuorokauden – koulutettuna omalla sisällölläsi ja palveluillasi.",
    },
    automation: {
      title: "Prosessiautomaatio",
      description:
        "Automatisoimme toistuvat tehtävät: laskut, raportit, sähköpostit ja tiedonsiirrot järjestelmien välillä.",
    },
    consulting: {
      title: "IT-konsultointi",
      description:
        "Neuvontaa järjestelmistä, tietoturvasta ja tekoälystä: autamme valitsemaan yrityksellesi oikean ratkaisun.",
    },
    maintenance: {
      title: "Tuki ja ylläpito",
      description:
        "Päivitykset, varmuuskopiot ja valvonta, jotta verkkosivusi ja järjestelmäsi toimivat aina.",
    },
    customIt: {
      title: "Räätälöidyt ratkaisut",
      description:
        "Tarvitsetko jotain muuta? Suunnittelemme ratkaisun ja hinnan juuri sinun projektiisi.",
    },
  },
  cta: {
    title: "Kerro meille projektistasi",
    text: "Ota yhteyttä, niin lähetämme sinulle ehdotuksen ja kiinteän hinnan – ilman sitoumuksia.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
