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
    images: { value: "n. {{images}}", label: "kuvaa tapahtumasta" },
    delivery: { value: "{{hours}}\u00a0h", label: "tavallinen aika loppuvihellyksestä kuviin" },
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
        text: "Kuvat ovat yleensä perillä {{hours}} tunnin kuluessa, joten voitte julkaista ne, kun ottelu vielä puhuttaa.",
      },
      quality: {
        title: "Korkea kuvanlaatu",
        text: "Noin {{images}} tarkkaa, viimeisteltyä kuvaa tapahtumaa kohden – valmiina verkkoon, someen ja painoon.",
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
      title: "Joukkuekuvaus",
      description:
        "Joukkuekuvat, pelaaja- ja valmentajakuvat sekä ottelukuvat, jotka nostavat koko joukkueen esiin.",
      price: "Tarjous hintatakuulla",
      features: {
        teamPhoto: "Joukkuekuva ja pelaajien henkilökuvat",
        matchday: "Ottelukuvat kotipeleistä",
        sponsors: "Kuvia, joita yhteistyökumppanit esittelevät mielellään",
      },
    },
    individual: {
      title: "Yksittäiset urheilijat",
      description:
        "Urheilijoille, jotka haluavat vahvoja kuvia someen, sponsoreille tai omille verkkosivuilleen.",
      price: "{{price}} / tapahtuma",
      features: {
        action: "Tilannekuvia kilpailusta tai ottelusta",
        portrait: "Henkilökuvat urheiluympäristössä",
        delivery: "Toimitus yleensä {{hours}} tunnin kuluessa",
      },
    },
    season: {
      title: "Kausisopimus",
      description:
        "Kuljemme seuran rinnalla koko kauden – yksi luotettava kumppani ja kiinteä kustannus, jonka varaan voi suunnitella.",
      price: "{{percent}}\u00a0%:n alennus monivuotisista sopimuksista",
      features: {
        everyMatch: "Valitsemienne otteluiden kuvaus koko kauden ajan",
        images: "Noin {{images}} kuvaa tapahtumasta",
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
