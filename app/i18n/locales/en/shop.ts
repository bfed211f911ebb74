import type sv from "../sv/shop";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Shop – software, photo albums and ready-made websites",
    description:
      "Buy Windows and Office licences, photos from sports matches and ready-made websites from Nordic Media Studio in Nykarleby, Finland. Secure card payment and fast delivery.",
    keywords:
      "online shop, software licences, Windows 11 Pro, Office 2024, sports photos, photo album, ready-made website, Nykarleby",
  },
  breadcrumb: {
    shop: "Shop",
    photos: "Photos",
  },
  overview: {
    hero: {
      eyebrow: "Shop",
      title: "Digital products and photos, delivered to you",
      lead: "Software licences, photos from matches and events, and ready-made websites. Pick a category to get started.",
    },
    categories: {
      title: "Browse by category",
      software: {
        title: "Software",
        description: "Windows 11 Pro and Office 2024 Pro Plus licences, delivered to your inbox.",
        cta: "Browse software",
      },
      merch: {
        title: "Merchandise",
        description: "Clothing and accessories in our Nordic design.",
        badge: "Coming soon",
      },
      photos: {
        title: "Photos",
        description: "High-resolution photos from sports matches and events.",
        cta: "Browse albums",
      },
      websites: {
        title: "Websites",
        description: "Ready-made websites, set to launch and ready for affiliate programmes.",
        cta: "Browse websites",
      },
    },
    comingSoon: {
      title: "More on the way",
      text: "We're adding merchandise, more photo albums and new digital products. Looking for something in particular? Let us know and we'll see what we can do.",
    },
    contact: {
      title: "Questions about a product?",
      text: "We're happy to help you choose. Get in touch and we'll get back to you quickly.",
      button: "Contact us",
    },
  },
  software: {
    meta: {
      title: "Software – Windows 11 Pro and Office 2024 Pro Plus",
      description:
        "Windows 11 Pro and Office 2024 Pro Plus licences, normally delivered by email within {{hours}} hours. Nordic support and secure card payment.",
      keywords:
        "Windows 11 Pro licence, Office 2024 Pro Plus, buy product key, software, Microsoft licence, Finland, Sweden",
    },
    hero: {
      eyebrow: "Software",
      title: "Software licences, without the hassle",
      lead: "Windows 11 Pro and Office 2024 Pro Plus – your product key normally lands in your inbox within {{hours}} hours, or on the next working day at weekends.",
    },
    reasons: {
      title: "Why buy your software from us",
      genuine: {
        title: "Activation with Microsoft",
        text: "You activate the key with Microsoft in the usual way. We are happy to answer questions about the licence terms.",
      },
      delivery: {
        title: "Normally delivered within {{hours}} hours",
        text: "Your product key and installation guide arrive by email. If you order at the weekend, the key comes on the next working day.",
      },
      support: {
        title: "Nordic support",
        text: "Stuck on the installation? We'll help in English, Finnish or Swedish.",
      },
      payment: {
        title: "Secure card payment",
        text: "Pay safely by card through a certified payment provider.",
      },
    },
    products: {
      title: "Licences",
      lead: "Pay once – no subscription, no hidden fees.",
      priceLabel: "Price",
      windows11: {
        name: "Windows 11 Pro",
        description:
          "The operating system for businesses and power users, with BitLocker, Remote Desktop and advanced security features.",
        feature1: "Licence for one PC",
        feature2: "Activates online with Microsoft",
        feature3: "Key and instructions by email",
      },
      office2024: {
        name: "Office 2024 Pro Plus",
        description:
          "Word, Excel, PowerPoint, Outlook, OneNote and Access – installed on your PC and yours to keep.",
        feature1: "Licence for one PC",
        feature2: "No monthly fee",
        feature3: "Key and instructions by email",
      },
    },
    upcoming: {
      title: "Coming to the shop",
      lead: "We're expanding the range with three new categories.",
      badge: "Coming soon",
      aiTools: {
        title: "AI tools",
        text: "Image, text and video tools that save you hours every week.",
      },
      business: {
        title: "Business software",
        text: "Software for accounting, projects and customer records.",
      },
      devTools: {
        title: "Developer tools",
        text: "Editors, databases and tooling for people who build software.",
      },
    },
    contact: {
      title: "Can't find what you're looking for?",
      text: "We can source licences for other software too. Tell us what you need and we'll come back with a price.",
      button: "Contact us",
    },
    structuredData: {
      name: "Software licences",
      description: "Windows and Office licences, delivered by email.",
    },
  },
  websites: {
    meta: {
      title: "Ready-made website – travel comparison site with affiliate income",
      description:
        "Buy a ready-made travel comparison website, ready for affiliate programmes. Responsive, search-engine optimised and ready to launch – for a one-time price.",
      keywords:
        "ready-made website, buy a website, affiliate site, travel comparison, affiliate programme, online business",
    },
    hero: {
      eyebrow: "Websites",
      title: "Ready-made websites, ready to launch",
      lead: "Start your own online business without building from scratch – we've done the groundwork.",
    },
    product: {
      eyebrow: "Ready-made website",
      name: "Travel comparison website",
      description:
        "A complete website where visitors compare flights, hotels and car hire – and where their bookings can earn you commission through affiliate programmes. How much depends on traffic and your agreements.",
      imageAlt: "Preview of the travel comparison website",
      priceNote: "one-time price",
      demo: "Contact us for a demo",
    },
    features: {
      title: "What's included",
      design: {
        title: "Responsive design",
        text: "Looks just as good on a phone, a tablet and a desktop.",
      },
      affiliate: {
        title: "Affiliate-ready",
        text: "Add your partner links, and bookings made through the site can earn commission under your affiliate agreements.",
      },
      seo: {
        title: "Search-engine optimised",
        text: "Fast loading and a well-planned structure help you get found on Google.",
      },
      editing: {
        title: "Easy to update",
        text: "Change texts, deals and links without writing a line of code.",
      },
    },
    benefits: {
      title: "Benefits",
      oneTime: "One-time cost – no monthly fees to us",
      ownership: "You own the website and all of its code",
      launch: "Help with installation and going live",
      income: "Commission income – depending on traffic and agreements",
    },
  },
  photos: {
    meta: {
      title: "Photos – buy pictures from sports matches and events",
      description:
        "Buy complete high-resolution photo albums from sports matches and events in Ostrobothnia. Find your team and keep the memories.",
      keywords:
        "sports photos, match photos, ice hockey photos, event photography, buy photos, photo album, Ostrobothnia",
    },
    hero: {
      eyebrow: "Photos",
      title: "Photos from matches and events",
      lead: "Find your team or your event and buy the whole album in high resolution.",
    },
    categories: {
      title: "Categories",
      event: {
        title: "Event photos",
        text: "Parties, conferences, concerts and corporate events, captured by our photographers.",
      },
      sports: {
        title: "Sports photos",
        text: "Matches and competitions, with the action from the first whistle to the last.",
      },
    },
    albums: {
      title: "Albums",
      lead: "Choose an album to see what's inside.",
      category: "Sport · Ice hockey",
      images: "Over {{images}} photos",
      view: "View album",
    },
  },
  hockeyAlbum: {
    meta: {
      title: "Photo album MUIK 2 vs Virkiä 2 (ice hockey)",
      description:
        "Over {{images}} high-resolution photos from the MUIK 2 vs Virkiä 2 ice hockey match on {{date}}. Buy the full album with secure card payment.",
      keywords:
        "MUIK, Virkiä, ice hockey, match photos, photo album, sports photography, Nykarleby",
    },
    title: "Ice hockey: MUIK\u00a02 vs Virkiä\u00a02",
    hero: {
      eyebrow: "Photo album · Ice hockey",
      lead: "The match on {{date}} in over {{images}} photos – goals, saves and celebrations in high resolution.",
      buy: "Buy the album – {{price}}",
    },
    features: {
      title: "Why choose this album",
      count: {
        title: "Over {{images}} photos",
        text: "The whole match, from the opening face-off to the final buzzer.",
      },
      quality: {
        title: "High resolution",
        text: "Sharp images that hold up even as large prints.",
      },
      delivery: {
        title: "Digital delivery",
        text: "You receive the full album digitally after payment.",
      },
      usage: {
        title: "Free for personal use",
        text: "Share them on social media, print them or make a photo book.",
      },
    },
    includes: {
      title: "The album includes",
      images: "Over {{images}} edited photos",
      teams: "Shots of players from both teams",
      moments: "Scoring chances, goals and celebrations",
      atmosphere: "The atmosphere in the stands and on the bench",
      files: "High-resolution JPG files",
    },
    price: {
      title: "Buy the full album",
      text: "One price for every photo – no hidden fees.",
      note: "Secure card payment",
    },
  },
  purchase: {
    immediateDelivery:
      "I want delivery of the digital content to start straight away, and I acknowledge that I then lose my right of withdrawal.",
    unavailable: "Not on sale right now",
    errorTitle: "Purchase failed",
    errorText: "Could not process your purchase. Please try again.",
    websiteErrorTitle: "Purchase failed",
    websiteErrorText: "Please contact us directly.",
    websiteSuccessTitle: "Purchase started",
    websiteSuccessText: "Taking you to payment...",
    closedTitle: "Online payment is not open yet",
    closedText:
      "You cannot pay on this page yet. Write to us through the contact form and we will arrange the purchase.",
    contact: "Go to the contact form",
    testMode: "Test mode: no real payments are made.",
  },
} satisfies Translation<typeof sv>;
