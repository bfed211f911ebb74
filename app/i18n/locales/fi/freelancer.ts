import type sv from "../sv/freelancer";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Freelancerit – tule meille kuvaajaksi, videokuvaajaksi tai editoijaksi",
    description:
      "Etsimme freelance-valokuvaajia, -videokuvaajia ja -editoijia Suomesta, Ruotsista, Norjasta ja Tanskasta. Joustavat toimeksiannot, reilut ehdot ja moderni tekoälytekniikka. Lähetä hakemuksesi jo tänään.",
    keywords:
      "freelance-valokuvaaja, freelance-videokuvaaja, kuvankäsittelijä, freelance-työ valokuvaus, valokuvaajan työpaikat Pohjoismaat, Nordic Media Studio",
  },
  hero: {
    eyebrow: "Freelancerit",
    title: "Ikuista Pohjoismaat kanssamme",
    lead: "Kasvamme ja etsimme luovia valokuvaajia, videokuvaajia ja editoijia, jotka haluavat monipuolisia toimeksiantoja – omilla ehdoillaan ja lähellä kotia.",
    primaryCta: "Hae nyt",
    secondaryCta: "Katso, keitä etsimme",
  },
  benefits: {
    eyebrow: "Miksi freelanceriksi meille",
    title: "Yhteistyö, joka antaa enemmän",
    lead: "Säilytät freelancerin vapauden, mutta takanasi on tiimi.",
    items: {
      flexible: {
        title: "Päätät itse ajankäytöstäsi",
        text: "Otat vastaan ne keikat, jotka sopivat aikatauluusi. Ei minimimääriä eikä lukittuja työaikoja.",
      },
      variety: {
        title: "Monipuolisia toimeksiantoja",
        text: "Muotokuvia, yritystapahtumia, häitä, urheilua ja mainontaa – viikot eivät ole koskaan samanlaisia.",
      },
      fairPay: {
        title: "Reilut ehdot",
        text: "Selkeät palkkiot, joista sovitaan ennen keikkaa, ja maksut ajallaan joka kerta.",
      },
      tools: {
        title: "Modernia tekniikkaa ja tekoälyä",
        text: "Käytössäsi ovat tekoälytyökalumme ja työnkulkumme, jotka nopeuttavat editointia ja toimitusta.",
      },
      community: {
        title: "Pohjoismainen verkosto",
        text: "Pääset osaksi tekijäyhteisöä, jossa jaetaan vinkkejä, keikkoja ja inspiraatiota.",
      },
      growth: {
        title: "Kehity tekijänä",
        text: "Kartuta portfoliotasi kiinnostavien asiakkaiden projekteilla ja kasva kanssamme.",
      },
    },
  },
  roles: {
    eyebrow: "Avoimet roolit",
    title: "Etsimme nyt",
    lead: "Olitpa kameran takana tai editointipöydän ääressä, meillä on sinulle paikka.",
    lookingFor: "Etsimme sinua, joka",
    photographers: {
      title: "Valokuvaajat",
      description:
        "Muotokuviin, tapahtumiin, häihin, yrityksille ja urheiluun eri puolilla Pohjoismaita.",
      skills: {
        gear: "omistat ammattitason kamerakaluston",
        people: "viihdyt ihmisten parissa",
        action: "tavoitat oikean hetken silloinkin, kun tilanteet etenevät nopeasti",
      },
    },
    videographers: {
      title: "Videokuvaajat",
      description: "Mainosvideoihin, esittelyvideoihin, tapahtumavideoihin ja somesisältöön.",
      skills: {
        storytelling: "osaat kertoa tarinan liikkuvalla kuvalla",
        sound: "hallitset äänen, valon ja kuvanvakautuksen",
        formats: "ajattelet sekä vaaka- että pystyformaatissa",
      },
    },
    editors: {
      title: "Editoijat",
      description:
        "Kuvankäsittelyyn, värimäärittelyyn ja videoeditointiin – mielellään tekoälyn avulla.",
      skills: {
        software: "hallitset Lightroomin, Photoshopin tai Premieren",
        detail: "huomaat värit ja pienetkin yksityiskohdat",
        deadlines: "toimitat nopeasti ja pidät aikatauluista kiinni",
      },
    },
  },
  nordic: {
    eyebrow: "Tervetuloa kaikkialta Pohjoismaista",
    title: "Asutpa missä päin Pohjoismaita tahansa – ota yhteyttä",
    text: "Asiakkaitamme on useassa maassa, ja niin on freelancereitakin. Otamme mielellämme vastaan hakemuksia tekijöiltä koko alueelta, ja voit työskennellä suomeksi, ruotsiksi tai englanniksi.",
    countriesLabel: "Maat, joista etsimme freelancereita",
    countries: {
      se: "Ruotsi",
      fi: "Suomi",
      no: "Norja",
      dk: "Tanska",
    },
    reply: "Vastaamme jokaiseen hakemukseen {{days}} arkipäivän kuluessa.",
  },
  apply: {
    eyebrow: "Hae",
    title: "Lähetä hakemuksesi",
    text: "Kerro lyhyesti itsestäsi ja liitä mukaan linkki portfolioosi. Luemme jokaisen hakemuksen ja vastaamme {{days}} arkipäivän kuluessa.",
    includeTitle: "Kerro meille",
    include: {
      contact: "Nimesi, sähköpostiosoitteesi ja puhelinnumerosi",
      specialization: "Erikoisalasi: valokuvaus, video tai editointi",
      experience: "Kuinka monen vuoden kokemus sinulla on",
      portfolio: "Linkki portfolioosi",
      message: "Muutama sana itsestäsi ja siitä, millaisia töitä haluat tehdä",
    },
  },
} satisfies Translation<typeof sv>;
