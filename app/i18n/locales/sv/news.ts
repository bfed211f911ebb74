export default {
  meta: {
    title: "Nyheter – aktuellt från Nordic Media Studio",
    description:
      "Nyheter, erbjudanden och tips om fotografering, video, AI-innehåll och IT från Nordic Media Studio i Nykarleby.",
    keywords:
      "nyheter, aktuellt, fotografering, idrottsfotografering, AI-video, Nordic Media Studio, Nykarleby",
  },
  hero: {
    eyebrow: "Nyheter",
    title: "Aktuellt från studion",
    lead: "Nya tjänster, erbjudanden och inblickar bakom kameran – här berättar vi vad som händer hos oss.",
  },
  breadcrumbs: {
    news: "Nyheter",
  },
  list: {
    title: "Senaste nyheterna",
    readMore: "Läs mer",
    loading: "Laddar nyheter...",
    emptyTitle: "Inga nyheter just nu",
    emptyText: "Vi har inte publicerat några nyheter ännu. Titta gärna in igen snart!",
  },
  notFound: {
    title: "Artikeln hittades inte",
    text: "Artikeln du letar efter finns inte eller har tagits bort.",
    back: "Tillbaka till nyheterna",
  },
  article: {
    allNews: "Alla nyheter",
    published: "Publicerad",
    fallbackNote: "Den här artikeln finns bara på svenska.",
    updated: "Uppdaterad",
  },
  rss: {
    title: "Nordic Media Studio – nyheter",
    description: "Nyheter, erbjudanden och tips från Nordic Media Studio.",
    link: "Nyheterna som RSS-flöde",
  },
  articles: {
    seasonContracts: {
      title: "Säsongsavtal för idrottsföreningar – nu med prisgaranti",
      /** The article's share image, for link previews (og:image:alt). */
      imageAlt: "En tom, upplyst ishockeyrink",
      excerpt:
        "Byter er förening fotograf inför nästa säsong? För jämförbara uppdrag matchar vi priset från er tidigare fotograf, och fleråriga avtal ger extra rabatt.",
      keywords:
        "säsongsavtal, idrottsförening, idrottsfotografering, prisgaranti, matchbilder, lagfoto, Nordic Media Studio",
      badge: "Idrottsföreningar",
      intro:
        "Fina matchbilder ska inte vara en fråga om budget. Därför erbjuder vi nu säsongsavtal för lag och föreningar – med en prisgaranti som gör bytet enkelt.",
      highlightsLabel: "Det viktigaste i korthet",
      highlights: {
        priceMatch: "Samma pris som er tidigare fotograf för jämförbara uppdrag",
        discount: "{{percent}}\u00a0% rabatt på fleråriga avtal",
        images: "Hundratals bilder per evenemang",
        delivery: "Snabb leverans efter varje evenemang",
      },
      cta: "Begär en offert",
      team: {
        title: "Säsongsavtal för lag",
        p1: "Med ett säsongsavtal följer vi ert lag genom hela säsongen. Ni väljer vilka matcher och evenemang vi ska fotografera, och vi ser till att varje höjdpunkt fångas – från uppvärmningen till slutsignalen.",
        p2: "Ni får ett fast pris att planera efter och en fotograf som lär känna laget, spelarna och arenan. Det syns i bilderna.",
        includedTitle: "Det här ingår i ett säsongsavtal",
        included: {
          coverage: "Fotografering av de matcher och evenemang ni väljer",
          images: "Högupplösta, redigerade bilder från varje evenemang",
          delivery: "Snabb leverans – perfekt för sociala medier",
          usage: "Bilder som fungerar för webb, sponsorer, matchprogram och tryck",
        },
      },
      priceMatch: {
        title: "Prisgaranti",
        p1: "Har föreningen redan en fotograf? Visa oss vad ni har betalat, så matchar vi priset för ett jämförbart uppdrag. Ni behöver alltså inte välja mellan pris och kvalitet – ni får båda.",
        p2: "Garantin gäller jämförbara uppdrag och är vårt sätt att göra det enkelt att prova något nytt.",
        multiYear:
          "Tecknar ni ett flerårigt avtal får ni dessutom {{percent}}\u00a0% rabatt – ett tryggt upplägg för både föreningen och sponsorerna.",
      },
      individual: {
        title: "Individuella idrottare",
        p1: "Är du idrottare och vill ha bilder som visar dig när du presterar som bäst? Vi fotograferar dig under tävling eller match och levererar actionbilder och porträtt som passar lika bra i sociala medier som i sponsorpresentationer.",
        p2: "Idrottsfotografering för individuella idrottare har ett fast pris per evenemang – du hittar det på vår sida om säsongsavtal.",
      },
      reasons: {
        title: "Fyra skäl att välja oss",
        items: {
          priceMatch: {
            title: "Ni betalar inte mer",
            text: "Prisgarantin för jämförbara uppdrag gör att bytet till oss inte kostar föreningen något extra.",
          },
          speed: {
            title: "Bilderna kommer snabbt",
            text: "Ni får bilderna snabbt, medan matchen fortfarande engagerar fansen.",
          },
          volume: {
            title: "Många bilder att välja bland",
            text: "Hundratals redigerade bilder per evenemang ger material för hela veckan.",
          },
          partnership: {
            title: "En partner som stannar",
            text: "Med fleråriga avtal får ni {{percent}}\u00a0% rabatt och en fotograf som känner laget.",
          },
        },
      },
      closing: {
        title: "Redo för nästa säsong?",
        text: "Berätta om er förening och vad ni betalar i dag, så återkommer vi med ett förslag som matchar priset för ett jämförbart uppdrag.",
        button: "Kontakta oss",
        more: "Läs mer om våra säsongsavtal",
      },
    },
  },
};
