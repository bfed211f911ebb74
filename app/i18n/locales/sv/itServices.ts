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
  cta: {
    title: "Berätta om ditt projekt",
    text: "Kontakta oss så återkommer vi med ett förslag och ett fast pris – utan förpliktelser.",
    button: "Kontakta oss",
  },
};
