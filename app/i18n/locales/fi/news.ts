import type sv from "../sv/news";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Uutiset – ajankohtaista Nordic Media Studiosta",
    description:
      "Uutisia, tarjouksia ja vinkkejä valokuvauksesta, videosta, tekoälysisällöstä ja IT:stä – Nordic Media Studio, Uusikaarlepyy.",
    keywords:
      "uutiset, ajankohtaista, valokuvaus, urheiluvalokuvaus, tekoälyvideo, Nordic Media Studio, Uusikaarlepyy",
  },
  hero: {
    eyebrow: "Uutiset",
    title: "Ajankohtaista studiolta",
    lead: "Uusia palveluita, tarjouksia ja kurkistuksia kameran taakse – täällä kerromme, mitä meillä tapahtuu.",
  },
  breadcrumbs: {
    news: "Uutiset",
  },
  list: {
    title: "Uusimmat uutiset",
    readMore: "Lue lisää",
    loading: "Ladataan uutisia...",
    emptyTitle: "Ei uutisia juuri nyt",
    emptyText: "Emme ole vielä julkaisseet uutisia. Käy katsomassa pian uudelleen!",
  },
  notFound: {
    title: "Artikkelia ei löytynyt",
    text: "Etsimääsi artikkelia ei ole olemassa tai se on poistettu.",
    back: "Takaisin uutisiin",
  },
  article: {
    allNews: "Kaikki uutiset",
    published: "Julkaistu",
    fallbackNote: "Tätä artikkelia ei ole vielä suomeksi, joten se näytetään ruotsiksi.",
    updated: "Päivitetty",
  },
  rss: {
    title: "Nordic Media Studio – uutiset",
    description: "Uutisia, tarjouksia ja vinkkejä Nordic Media Studiolta.",
    link: "Uutiset RSS-syötteenä",
  },
  articles: {
    seasonContracts: {
      title: "Kausisopimukset urheiluseuroille – nyt hintatakuulla",
      /** The article's share image, for link previews (og:image:alt). */
      imageAlt: "Tyhjä, valaistu jääkiekkokaukalo",
      excerpt:
        "Vaihtaako seuranne kuvaajaa ennen uutta kautta? Vastaavissa toimeksiannoissa vastaamme edellisen kuvaajanne hintaan ja annamme lisäalennusta monivuotisista sopimuksista.",
      keywords:
        "kausisopimus, urheiluseura, urheiluvalokuvaus, hintatakuu, ottelukuvat, joukkuekuva, Nordic Media Studio",
      badge: "Urheiluseurat",
      intro:
        "Hienot ottelukuvat eivät saa olla budjetista kiinni. Siksi tarjoamme nyt kausisopimuksia joukkueille ja seuroille – hintatakuulla, joka tekee vaihdosta helppoa.",
      highlightsLabel: "Tärkeimmät lyhyesti",
      highlights: {
        priceMatch: "Sama hinta kuin edellisellä kuvaajallanne vastaavista toimeksiannoista",
        discount: "{{percent}}\u00a0%:n alennus monivuotisista sopimuksista",
        images: "Satoja kuvia tapahtumasta",
        delivery: "Nopea toimitus jokaisen tapahtuman jälkeen",
      },
      cta: "Pyydä tarjous",
      team: {
        title: "Kausisopimukset joukkueille",
        p1: "Kausisopimuksella kuljemme joukkueenne mukana koko kauden. Te valitsette, mitkä ottelut ja tapahtumat kuvaamme, ja me huolehdimme siitä, että jokainen kohokohta tallentuu – alkulämmittelystä loppuvihellykseen.",
        p2: "Saatte kiinteän hinnan, jonka varaan voi suunnitella, ja kuvaajan, joka oppii tuntemaan joukkueen, pelaajat ja hallin. Se näkyy kuvissa.",
        includedTitle: "Kausisopimukseen sisältyy",
        included: {
          coverage: "Valitsemienne otteluiden ja tapahtumien kuvaus",
          images: "Tarkat, viimeistellyt kuvat jokaisesta tapahtumasta",
          delivery: "Nopea toimitus – juuri sopivasti someen",
          usage:
            "Kuvat sopivat verkkoon, yhteistyökumppaneille, otteluohjelmiin ja painotuotteisiin",
        },
      },
      priceMatch: {
        title: "Hintatakuu",
        p1: "Onko seurallanne jo kuvaaja? Näyttäkää, mitä olette maksaneet, niin vastaamme hintaan vastaavasta toimeksiannosta. Teidän ei siis tarvitse valita hinnan ja laadun välillä – saatte molemmat.",
        p2: "Takuu koskee vastaavia toimeksiantoja, ja sen avulla uuden kokeileminen on helppoa.",
        multiYear:
          "Kun teette monivuotisen sopimuksen, saatte lisäksi {{percent}}\u00a0%:n alennuksen – turvallinen ratkaisu sekä seuralle että yhteistyökumppaneille.",
      },
      individual: {
        title: "Yksittäiset urheilijat",
        p1: "Oletko urheilija ja haluat kuvia, joissa olet parhaimmillasi? Kuvaamme sinut kilpailussa tai ottelussa ja toimitamme tilannekuvia ja henkilökuvia, jotka toimivat yhtä hyvin somessa kuin sponsoriesittelyissä.",
        p2: "Yksittäisen urheilijan urheilukuvauksella on kiinteä hinta tapahtumaa kohden – löydät sen kausisopimusten sivulta.",
      },
      reasons: {
        title: "Neljä syytä valita meidät",
        items: {
          priceMatch: {
            title: "Ette maksa enempää",
            text: "Vastaavia toimeksiantoja koskevan hintatakuun ansiosta kuvaajan vaihtaminen ei maksa seurallenne mitään ylimääräistä.",
          },
          speed: {
            title: "Kuvat tulevat nopeasti",
            text: "Saatte kuvat nopeasti, kun ottelu vielä puhuttaa faneja.",
          },
          volume: {
            title: "Runsaasti valinnanvaraa",
            text: "Sadat viimeistellyt kuvat tapahtumasta riittävät materiaaliksi koko viikoksi.",
          },
          partnership: {
            title: "Kumppani, joka pysyy",
            text: "Monivuotisella sopimuksella saatte {{percent}}\u00a0%:n alennuksen ja kuvaajan, joka tuntee joukkueen.",
          },
        },
      },
      closing: {
        title: "Valmiina seuraavaan kauteen?",
        text: "Kertokaa seurastanne ja nykyisestä hinnastanne, niin teemme ehdotuksen, joka vastaa hintaa vastaavasta toimeksiannosta.",
        button: "Ota yhteyttä",
        more: "Lue lisää kausisopimuksista",
      },
    },
  },
} satisfies Translation<typeof sv>;
