export default {
  meta: {
    title: "AI-influencer – en egen digital ambassadör för ditt varumärke",
    description:
      "Vi skapar en AI-influencer som är helt din: utseende, personlighet och innehåll anpassat efter ditt varumärke. För e-handel, skönhet, teknik och varumärken i hela Norden. Pris enligt offert.",
    keywords:
      "AI-influencer, virtuell influencer, digital ambassadör, AI-genererat innehåll, influencermarknadsföring, sociala medier, e-handel, varumärke",
  },
  hero: {
    eyebrow: "AI-influencer",
    title: "Din egen AI-influencer – alltid i rätt ton",
    lead: "En digital ambassadör som ser ut, låter och agerar precis som ditt varumärke. Den är redo att posta när du är det, i alla kanaler och på alla språk du behöver.",
    cta: "Boka en workshop",
  },
  benefits: {
    heading: "Varför en AI-influencer?",
    lead: "Allt det bästa med influencermarknadsföring – utan förseningar, skandaler eller kompromisser.",
    control: {
      title: "Full kontroll",
      description:
        "Du bestämmer utseende, värderingar och budskap. Inga oväntade inlägg, inga avtalskonflikter – varumärket är alltid i trygga händer.",
    },
    adaptability: {
      title: "Anpassningsförmåga",
      description:
        "Ny säsong, ny produkt eller ny marknad? Din AI-influencer byter miljö, stil och språk på några dagar i stället för veckor.",
    },
    costEffectiveness: {
      title: "Kostnadseffektivitet",
      description:
        "Inga resor, studiohyror eller dyra inspelningsdagar. När karaktären väl finns blir varje nytt inlägg betydligt billigare att ta fram.",
    },
    uniqueness: {
      title: "Unikhet",
      description:
        "En karaktär som ingen annan har. Den skapas från grunden för dig och blir ett igenkännbart ansikte för just ditt varumärke.",
    },
  },
  process: {
    heading: "Så går det till",
    lead: "Fyra steg från första idé till en influencer som publicerar och engagerar.",
    workshop: {
      title: "Workshop",
      description:
        "Vi träffas, på plats eller digitalt, och går igenom ditt varumärke, din målgrupp och dina mål. Tillsammans formar vi karaktärens personlighet och stil.",
    },
    generation: {
      title: "Generering",
      description:
        "Vi tar fram karaktären med AI: ansikte, kropp, kläder och uttryck. Du får välja mellan alternativ och ge feedback tills allt sitter.",
    },
    content: {
      title: "Innehåll",
      description:
        "Vi producerar bilder, korta videor och texter enligt en innehållsplan – produktbilder, vardagsscener och kampanjmaterial.",
    },
    launch: {
      title: "Lansering",
      description:
        "Vi sätter upp kontona, publicerar de första inläggen och följer upp resultaten, så att influencern fortsätter att växa.",
    },
  },
  services: {
    heading: "Det här ingår i våra tjänster",
    lead: "Vi kan ta hand om allt, eller bara de delar du behöver hjälp med.",
    character: "Karaktärsdesign och visuell identitet",
    personality: "Personlighet, tonläge och berättelse",
    images: "Fotorealistiska bilder för sociala medier och webb",
    video: "Korta videor och reels med röst och rörelse",
    calendar: "Innehållsplan och publiceringskalender",
    campaigns: "Kampanjer och produktlanseringar",
    languages: "Flerspråkigt innehåll på svenska, finska, engelska och fler språk",
    analytics: "Uppföljning, analys och löpande utveckling",
  },
  audiences: {
    heading: "För vem passar det?",
    lead: "En AI-influencer gör störst skillnad där innehållsbehovet är stort och varumärket betyder allt.",
    ecommerce: {
      title: "E-handel",
      description:
        "Visa nya produkter varje vecka med en modell som alltid finns tillgänglig och aldrig behöver omfotograferas.",
    },
    beauty: {
      title: "Skönhet",
      description:
        "Presentera hudvård, smink och hårprodukter med ett ansikte som passar varumärkets estetik perfekt.",
    },
    tech: {
      title: "Teknik",
      description:
        "Förklara appar, prylar och tjänster med en pedagogisk och framåtblickande guide som talar kundernas språk.",
    },
    brand: {
      title: "Varumärken",
      description:
        "Ge ditt företag ett ansikte och en röst som bär kampanjer, rekrytering och kundkommunikation år efter år.",
    },
  },
  cta: {
    title: "Redo att skapa din AI-influencer?",
    text: "Varje projekt är unikt, så vi sätter priset när vi har gått igenom dina behov tillsammans. Kontakta oss så bokar vi in ett första samtal.",
    button: "Kontakta oss",
  },
};
