import type sv from "../sv/news";
import type { Translation } from "../types";

export default {
  meta: {
    title: "News – the latest from Nordic Media Studio",
    description:
      "News, offers and tips on photography, video, AI content and IT from Nordic Media Studio in Nykarleby, Finland.",
    keywords:
      "news, updates, photography, sports photography, AI video, Nordic Media Studio, Nykarleby",
  },
  hero: {
    eyebrow: "News",
    title: "Latest from the studio",
    lead: "New services, special offers and a look behind the camera – this is where we share what's happening.",
  },
  breadcrumbs: {
    news: "News",
  },
  list: {
    title: "Latest news",
    readMore: "Read more",
    loading: "Loading news...",
    emptyTitle: "No news right now",
    emptyText: "We haven't published any news yet. Check back soon!",
  },
  notFound: {
    title: "Article not found",
    text: "The article you're looking for doesn't exist or has been removed.",
    back: "Back to news",
  },
  article: {
    allNews: "All news",
    published: "Published",
    fallbackNote: "This article is not available in English yet, so it is shown in Swedish.",
    updated: "Updated",
  },
  rss: {
    title: "Nordic Media Studio – news",
    description: "News, offers and tips from Nordic Media Studio.",
    link: "News as an RSS feed",
  },
  articles: {
    seasonContracts: {
      title: "Season contracts for sports clubs – now with a price-match guarantee",
      /** The article's share image, for link previews (og:image:alt). */
      imageAlt: "An empty, floodlit ice hockey rink",
      excerpt:
        "Is your club switching photographers before next season? For comparable assignments we'll match your previous photographer's price and add an extra discount on multi-year agreements.",
      keywords:
        "season contract, sports club, sports photography, price match, match photos, team photo, Nordic Media Studio",
      badge: "Sports clubs",
      intro:
        "Great game-day photos shouldn't come down to budget. That's why we now offer season contracts for teams and clubs – with a price-match guarantee that makes switching easy.",
      highlightsLabel: "The key points at a glance",
      highlights: {
        priceMatch: "Your previous photographer's price for comparable assignments",
        discount: "{{percent}}% off multi-year agreements",
        images: "Hundreds of photos per event",
        delivery: "Fast delivery after every event",
      },
      cta: "Request a quote",
      team: {
        title: "Season contracts for teams",
        p1: "With a season contract we follow your team all season long. You choose the games and events we cover, and we make sure every highlight is captured – from the warm-up to the final whistle.",
        p2: "You get a fixed price to plan around and a photographer who gets to know the team, the players and the venue. It shows in the pictures.",
        includedTitle: "What a season contract includes",
        included: {
          coverage: "Coverage of the games and events you choose",
          images: "High-resolution, edited photos from every event",
          delivery: "Fast delivery – just in time for social media",
          usage: "Images that work for your website, sponsors, match programmes and print",
        },
      },
      priceMatch: {
        title: "Price-match guarantee",
        p1: "Already have a photographer? Show us what you've been paying and we'll match it for a comparable assignment. You don't have to choose between price and quality – you get both.",
        p2: "The guarantee covers comparable assignments and is our way of making it easy to try something new.",
        multiYear:
          "Sign a multi-year agreement and you also get {{percent}}% off – a secure arrangement for the club and its sponsors alike.",
      },
      individual: {
        title: "Individual athletes",
        p1: "Are you an athlete who wants photos that show you at your best? We shoot you in competition or in a game and deliver action shots and portraits that work just as well on social media as in a sponsor pitch.",
        p2: "Sports photography for individual athletes has a fixed price per event – you'll find it on our season contracts page.",
      },
      reasons: {
        title: "Four reasons to choose us",
        items: {
          priceMatch: {
            title: "You won't pay more",
            text: "Our price match for comparable assignments means switching to us costs your club nothing extra.",
          },
          speed: {
            title: "Your photos arrive fast",
            text: "You'll have the photos quickly, while the game is still buzzing among fans.",
          },
          volume: {
            title: "Plenty to choose from",
            text: "Hundreds of edited photos per event give you content for the whole week.",
          },
          partnership: {
            title: "A partner who sticks around",
            text: "Multi-year agreements get {{percent}}% off – and a photographer who knows your team.",
          },
        },
      },
      closing: {
        title: "Ready for next season?",
        text: "Tell us about your club and what you pay today, and we'll come back with a proposal that matches the price for a comparable assignment.",
        button: "Contact us",
        more: "More about our season contracts",
      },
    },
  },
} satisfies Translation<typeof sv>;
