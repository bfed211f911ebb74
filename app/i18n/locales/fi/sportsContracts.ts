import type sv from "../sv/sportsContracts";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Kausisopimukset urheiluseuroille – hintatakuulla",
    description:
      "Kausisopimukset urheiluseuroille ja kuvaukset yksittäisille urheilijoille. Vastaavissa toimeksiannoissa vastaamme edellisen kuvaajanne hintaan. Toimitamme satoja viimeisteltyjä kuvia tapahtumasta nopeasti ja annamme alennusta monivuotisista sopimuksista.",
    keywords:
      "urheiluvalokuvaus, kausisopimus, urheiluseuran valokuvaaja, joukkuekuva, ottelukuvat, hintatakuu, urheiluvalokuvaaja Pohjanmaa",
  },
  hero: {
    eyebrow: "Kausisopimukset urheiluseuroille",
    title: "Kautenne ansaitsee huippuluokan kuvat",
    lead: "Kuvaamme otteluita, joukkuekuvia ja ratkaisevia hetkiä urheiluseuroille ja urheilijoille kaikkialla Pohjoismaissa – ja vastaavissa toimeksiannoissa vastaamme hintaan, jonka maksatte nyt.",
    primaryCta: "Pyydä tarjous",
    secondaryCta: "Katso vaihtoehdot",
  },
  facts: {
    label: "Kausisopimukset lyhyesti",
    images: { value: "{{images}}", label: "kuvaa tapahtumasta" },
    delivery: { value: "{{days}}\u00a0arkipäivää", label: "tapahtumasta kuvien toimitukseen" },
    discount: { value: "{{percent}}\u00a0%", label: "alennus monivuotisista sopimuksista" },
    priceMatch: {
      value: "Hintatakuu",
      label: "edellisen kuvaajan hinta vastaavista toimeksiannoista",
    },
  },
  benefits: {
    eyebrow: "Edut",
    title: "Siksi seurat valitsevat meidät",
    lead: "Tiedämme, kuinka paljon kuvat merkitsevät pelaajille, kannattajille ja yhteistyökumppaneille.",
    items: {
      priceMatch: {
        title: "Hintatakuu",
        text: "Onko teillä jo kuvaaja? Näyttäkää, mitä maksatte nyt, niin vastaamme hintaan vastaavissa toimeksiannoissa – laadusta tinkimättä.",
      },
      professional: {
        title: "Ammattimainen toteutus",
        text: "Saavumme ajoissa, tunnemme kentän säännöt ja työskentelemme huomaamattomasti peliä häiritsemättä.",
      },
      experience: {
        title: "Kokemusta urheilusta",
        text: "Jääkiekko, jalkapallo, salibandy tai yleisurheilu – tiedämme, missä pitää seistä, kun ratkaiseva hetki koittaa.",
      },
      fast: {
        title: "Nopea toimitus",
        text: "Kuvat toimitetaan {{days}} arkipäivän kuluessa, joten voitte julkaista ne, kun ottelu vielä puhuttaa.",
      },
      quality: {
        title: "Korkea kuvanlaatu",
        text: "{{images}} tarkkaa, viimeisteltyä kuvaa tapahtumaa kohden – valmiina verkkoon, someen ja painoon.",
      },
      flexible: {
        title: "Joustavat ratkaisut",
        text: "Yksittäiset ottelut, kokonaiset kaudet tai monivuotiset sopimukset: mukaudumme seuran aikatauluun ja budjettiin.",
      },
    },
  },
  services: {
    eyebrow: "Vaihtoehdot",
    title: "Valitse teille sopiva",
    lead: "Yksittäisestä urheilijasta monen joukkueen seuraan – meiltä löytyy ratkaisu jokaiseen tarpeeseen.",
    badge: "Suosituin",
    included: "Sisältää",
    team: {
      features: {
        teamPhoto: "Joukkuekuva ja pelaajien henkilökuvat",
        matchday: "Ottelukuvat kotipeleistä",
        sponsors: "Kuvia, joita yhteistyökumppanit esittelevät mielellään",
      },
    },
    individual: {
      features: {
        action: "Tilannekuvia kilpailusta tai ottelusta",
        portrait: "Henkilökuvat urheiluympäristössä",
      },
    },
    season: {
      features: {
        everyMatch: "Valitsemienne otteluiden kuvaus koko kauden ajan",
        priceMatch: "Sama hinta kuin edellisellä kuvaajallanne vastaavista toimeksiannoista",
      },
    },
  },
  cta: {
    title: "Jutellaan seuraavasta kaudestanne",
    text: "Kertokaa seurastanne, joukkueistanne ja nykyisestä hinnastanne, niin saatte pian ehdotuksen, jossa vastaamme hintaan vastaavista toimeksiannoista.",
    button: "Ota yhteyttä",
  },
} satisfies Translation<typeof sv>;
