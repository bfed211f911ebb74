import type sv from "../sv/portfolio";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Portfolio – photography, video and AI art",
    description:
      "Wedding, portrait, sports and brand photography, AI art, promo films and demo videos. Photography and video from Nykarleby, Finland, for the whole Nordic region.",
    keywords:
      "portfolio, photographer Nykarleby, wedding photographer Ostrobothnia, sports photography, brand photography, AI art, promo video, Jakobstad, Vaasa",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Pictures and films with a story to tell",
    lead: "A selection of our work – from riverside weddings in Nykarleby and junior ice hockey in Jakobstad to promo films and AI art lit by the Nordic sky.",
  },
  promo: {
    heading: "Promo films",
    lead: "Short films that show what a company does – and why it deserves to be chosen.",
    promo1: {
      title: "Crafted on the coast",
      description:
        "A promo film for a family business on the coast: the people, the workshop and the sea in a single breath. Shot in one day and cut for the web and social media.",
    },
    promo2: {
      title: "The city wakes up",
      description:
        "Pace, light and city life in a film for a local business in Vaasa. Drone footage, interviews and motion graphics woven into a story of under two minutes.",
    },
  },
  demos: {
    heading: "Demo marketing videos",
    lead: "AI-generated clips that show how quickly an idea becomes finished material for ads and social media.",
    play: "Play",
    pause: "Pause",
    demo1: {
      title: "Northern lights in motion",
      description:
        "An atmospheric loop for a tourism campaign – generated with AI and polished by hand.",
    },
    demo2: {
      title: "Product at sunset",
      description:
        "A product video for an online store, with light and movement bringing out every detail.",
    },
    demo3: {
      title: "City after dark",
      description:
        "A fast-cut ad in vertical and landscape formats, ready for Instagram and YouTube.",
    },
  },
  gallery: {
    heading: "Photo gallery",
    lead: "Work from assignments in Ostrobothnia and across the Nordics. Pick a category to see more of what interests you.",
    filterLabel: "Filter the photos",
    all: "All",
    status: "Showing {{shown}} of {{total}} photos",
  },
  viewer: {
    previous: "Previous picture",
    next: "Next picture",
    close: "Close",
    position: "Picture {{position}} of {{total}}",
  },
  categories: {
    category1: "Portraits & events",
    category2: "AI artworks",
    category3: "Sports & events",
    category4: "Branding & identity",
  },
  items: {
    p01: {
      title: "The potter of Jeppo",
      alt: "A potter at the wheel in her studio, hands dusted with clay in soft window light",
    },
    p02: {
      title: "A wedding by the Nykarleby river",
      alt: "A bride and groom walking hand in hand along the river in Nykarleby in warm evening light",
    },
    p03: {
      title: "Northern lights over the Kvarken",
      alt: "AI artwork of green and violet northern lights reflected in the Kvarken archipelago",
    },
    p04: {
      title: "Junior ice hockey in Jakobstad",
      alt: "A junior player carrying the puck up the ice at full speed during a game in Jakobstad",
    },
    p05: {
      title: "Summer collection at Fäboda beach",
      alt: "A model in a pale linen dress among the rocks on Fäboda beach",
    },
    p06: {
      title: "Orienteering in the Munsala woods",
      alt: "An orienteer running between pine trees with a map in hand",
    },
    p07: {
      title: "Café shoot for a Vaasa roastery",
      alt: "A barista pouring coffee into a ceramic cup at a wooden table",
    },
    p08: {
      title: "Vaasa in neon",
      alt: "AI-generated night view of a Nordic city glowing in blue and pink neon",
    },
    p09: {
      title: "Family portrait for Christmas",
      alt: "A family with two children and a dog laughing together against a dark studio backdrop",
    },
    p10: {
      title: "Graduation party in Jakobstad",
      alt: "A new graduate in a white student cap celebrating with family in the garden",
    },
    p11: {
      title: "Mountain lake in watercolour",
      alt: "Watercolour-style AI artwork of a still mountain lake surrounded by blue peaks",
    },
    p12: {
      title: "Figure skating at the Vaasa ice arena",
      alt: "A figure skater mid-spin, ice spray sparkling in the spotlights",
    },
    p13: {
      title: "Sailing style in the Larsmo archipelago",
      alt: "A couple in sailing jackets on the deck of a sailboat in the Larsmo archipelago",
    },
    p14: {
      title: "Trail race in Kantlax",
      alt: "A runner on a muddy forest trail, the splash from their shoes frozen mid-stride",
    },
    p15: {
      title: "Brand imagery for a design store",
      alt: "Scandinavian design lamps and ceramics arranged on the shelves of a shop in Kokkola",
    },
    p16: {
      title: "Tankar lighthouse",
      alt: "AI-enhanced image of Tankar lighthouse under a starry winter sky",
    },
    p17: {
      title: "Staff portraits for an accounting firm",
      alt: "A smiling woman in a blazer photographed against a light grey studio backdrop",
    },
    p18: {
      title: "Summer wedding at Juthbacka manor",
      alt: "Wedding guests raising a toast on the lawn in front of Juthbacka manor",
    },
    p19: {
      title: "The ice queen",
      alt: "AI portrait of a woman with frosted eyelashes and a crown of ice crystals",
    },
    p20: {
      title: "Hockey derby in Kokkola",
      alt: "Two players battling for the puck along the boards in front of a packed stand",
    },
    p21: {
      title: "Wool from a local knitwear maker",
      alt: "Hands holding a freshly knitted wool jumper in natural white and grey tones",
    },
    p22: {
      title: "Finnish baseball on a summer evening",
      alt: "A batter striking the ball during a pesäpallo game in the evening sun",
    },
    p23: {
      title: "Skincare range launch",
      alt: "Skincare bottles on a marble slab surrounded by sprigs of eucalyptus",
    },
    p24: {
      title: "Jakobstad after dark",
      alt: "AI-enhanced evening shot of the wooden houses of Skata with warm light in the windows",
    },
    p25: {
      title: "Portrait of a fiddler",
      alt: "A young folk musician holding a fiddle, lit by dramatic side light",
    },
    p26: {
      title: "Company anniversary in Vaasa",
      alt: "A CEO giving a speech to staff at a candlelit anniversary party",
    },
    p27: {
      title: "Dance of the aurora",
      alt: "Digital artwork in which ribbons of northern lights form a dancing figure",
    },
    p28: {
      title: "Cross-country ski race in Jeppo",
      alt: "A skier on a snowy track, spruces white with frost and a low winter sun",
    },
    p29: {
      title: "Sauna life in the archipelago",
      alt: "A smoking wood-fired sauna on a seaside rock at dusk",
    },
    p30: {
      title: "Athletics camp in Nykarleby",
      alt: "A young high jumper in the air above the bar at a summer camp",
    },
    p31: {
      title: "Street style in central Vaasa",
      alt: "A young man in an oversized coat crossing the street in the city's evening light",
    },
    p32: {
      title: "Moon over the Replot Bridge",
      alt: "AI artwork of a huge full moon above the cables of the Replot Bridge on a clear winter night",
    },
  },
  cta: {
    title: "Want pictures like these?",
    text: "Tell us about your wedding, your match or your brand, and we will suggest an approach and a price.",
    button: "Get in touch",
  },
} satisfies Translation<typeof sv>;
