export default {
  meta: {
    title: "IT-tjänster – webbutveckling, AI-chattbottar och automation",
    description:
      "Webbplatser, AI-chattbottar, processautomation, IT-konsultation och underhåll för företag i Norden. Fasta priser, personlig service från Nykarleby.",
    keywords:
      "webbutveckling, AI-chattbot, processautomation, IT-konsult, IT-support, Nykarleby, Österbotten",
  },
  hero: {
    eyebrow: "IT-lösningar",
    title: "Digitala lösningar som gör jobbet åt dig",
    lead: "Vi bygger snabba webbplatser, smarta AI-chattbottar och automationer som sparar tid – och tar hand om dem efteråt.",
  },
  grid: {
    title: "Våra IT-tjänster",
  },
  services: {
    webDevelopment: {
      title: "Webbutveckling",
      description:
        "Moderna, snabba och sökmotoroptimerade webbplatser som fungerar lika bra i mobilen som på datorn.",
    },
    aiChatbot: {
      title: "AI-chattbot",
      description:
        "En chattbot som svarar dina kunder dygnet runt, tränad på ditt eget innehåll och dina tjänster.",
    },
    automation: {
      title: "Processautomation",
      description:
        "Vi automatiserar återkommande uppgifter – fakturor, rapporter, e-post och dataflöden mellan system.",
    },
    consulting: {
      title: "IT-konsultation",
      description:
        "Rådgivning om system, säkerhet och AI: vi hjälper dig välja rätt lösning för din verksamhet.",
    },
    maintenance: {
      title: "Support och underhåll",
      description:
        "Uppdateringar, säkerhetskopior och övervakning så att din webbplats och dina system alltid fungerar.",
    },
    customIt: {
      title: "Skräddarsydda lösningar",
      description:
        "Har du ett eget behov? Vi tar fram en lösning och ett pris som passar just ditt projekt.",
    },
  },
  cta: {
    title: "Berätta om ditt projekt",
    text: "Kontakta oss så återkommer vi med ett förslag och ett fast pris – utan förpliktelser.",
    button: "Kontakta oss",
  },
};
