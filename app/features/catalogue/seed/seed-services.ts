import type { services } from "~/db/schema";

// The catalogue the site starts with (docs/decisions/084): the spec's eight home services, the
// sports offers and the six IT services, with the prices read as the decision records. The owner
// edits them in the back office; this list is inserted only into an empty table.

export type SeedService = Omit<typeof services.$inferInsert, "createdAt" | "updatedAt">;
type Entry = Omit<SeedService, "position">;

const nbsp = "\u00a0";
const sportsDelivery = { deliveryWorkingDays: 2 };

const homeServices: Entry[] = [
  {
    id: "private-photography",
    category: "photo",
    name: { sv: "Privatfotografering", fi: "Yksityiskuvaus", en: "Private photo sessions" },
    description: {
      sv: "Porträtt, familj, par och studentbilder – i studion, hemma hos dig eller ute i den nordiska naturen. Avslappnat, personligt och med bilder du vill ha på väggen.",
      fi: "Muotokuvat, perhe- ja parikuvat sekä ylioppilaskuvat studiossa, kotonasi tai pohjoisen luonnon keskellä. Rennosti ja yksilöllisesti – kuvia, jotka haluat seinällesi.",
      en: "Portraits, families, couples and graduation photos – in the studio, at your home or out in Nordic nature. Relaxed, personal, and pictures you will want on your wall.",
    },
    includesText: {
      sv: "Upp till en timmes fotografering och de redigerade bilderna digitalt.",
      fi: "Enintään tunnin kuvaus ja muokatut kuvat digitaalisesti.",
      en: "Up to one hour of photography and the edited images as digital files.",
    },
    includes: { hours: 1 },
    priceKind: "fixed",
    amount: 17_500,
    durationMinutes: 60,
    bookable: true,
    campaign: true,
    legacyKey: "portrait",
  },
  {
    id: "event-corporate",
    category: "photo",
    name: {
      sv: "Fotopaket för evenemang och företag",
      fi: "Tapahtuma- ja yrityskuvauspaketti",
      en: "Event and corporate photo package",
    },
    description: {
      sv: "Konferenser, mässor, fester och personalporträtt. Vi fångar stämningen diskret och levererar bilder som fungerar lika bra på webben som i tryck.",
      fi: "Konferenssit, messut, juhlat ja henkilöstökuvat. Vangitsemme tunnelman huomaamattomasti, ja kuvat toimivat yhtä hyvin verkossa kuin painettuna.",
      en: "Conferences, trade fairs, parties and staff portraits. We capture the atmosphere without getting in the way, with images that work online and in print.",
    },
    includesText: {
      sv: "Upp till 6 timmar på plats och 600–720 redigerade bilder.",
      fi: "Enintään 6 tuntia paikan päällä ja 600–720 muokattua kuvaa.",
      en: "Up to 6 hours on site and 600–720 edited images.",
    },
    includes: { hours: 6, images: { min: 600, max: 720 } },
    priceKind: "fixed",
    amount: 35_000,
    durationMinutes: 360,
    bookable: true,
    campaign: true,
    legacyKey: "corporate",
  },
  {
    id: "ai-commercial-video",
    category: "video",
    name: { sv: "AI-reklamfilm", fi: "Tekoälymainosvideo", en: "AI commercial video" },
    description: {
      sv: "Kommersiella filmer producerade med AI – från manus och bildvärld till färdig film. Passar för kampanjer, produktlanseringar och sociala medier.",
      fi: "Tekoälyllä tuotetut mainosvideot käsikirjoituksesta ja visuaalisesta ilmeestä valmiiseen videoon. Sopii kampanjoihin, tuotelanseerauksiin ja someen.",
      en: "Commercials produced with AI, from script and visual style to the finished film. Ideal for campaigns, product launches and social media.",
    },
    priceKind: "fixed",
    amount: 49_000,
    bookable: true,
    campaign: true,
    legacyKey: "advertising",
  },
  {
    id: "introduction-video",
    category: "video",
    name: { sv: "Presentationsvideo", fi: "Esittelyvideo", en: "Introduction video" },
    description: {
      sv: "En kort, personlig film som presenterar dig, ditt företag eller din förening – på webbplatsen, i rekryteringen eller i sociala kanaler.",
      fi: "Lyhyt ja persoonallinen video, joka esittelee sinut, yrityksesi tai seurasi – verkkosivuilla, rekrytoinnissa tai sosiaalisessa mediassa.",
      en: "A short, personal film that introduces you, your company or your club – on your website, in recruitment or across your social channels.",
    },
    priceKind: "fixed",
    amount: 28_000,
    durationMinutes: 120,
    bookable: true,
    campaign: true,
  },
  {
    id: "ai-editing",
    category: "ai",
    name: { sv: "AI-redigering", fi: "Tekoälyeditointi", en: "AI editing" },
    description: {
      sv: "Vi lyfter dina befintliga bilder och filmer med AI: retusch, ljus, bakgrunder och uppskalning som ger ett enhetligt och professionellt uttryck.",
      fi: "Viimeistelemme nykyiset kuvasi ja videosi tekoälyn avulla: retusointi, valaistus, taustat ja skaalaus yhtenäiseen, ammattimaiseen ilmeeseen.",
      en: "We enhance the photos and footage you already have with AI: retouching, lighting, backgrounds and upscaling for a consistent, professional look.",
    },
    priceKind: "fixed",
    amount: 21_000,
    bookable: true,
    campaign: true,
    legacyKey: "ai-enhanced",
  },
  {
    id: "custom-content",
    category: "ai",
    name: { sv: "Skräddarsytt innehåll", fi: "Räätälöity sisältö", en: "Custom content" },
    description: {
      sv: "En idé som inte passar i någon mall? Vi tar fram foto, film och AI-material som är anpassat efter ditt varumärke och dina kanaler.",
      fi: "Idea, joka ei mahdu mihinkään valmiiseen pakettiin? Tuotamme kuvat, videot ja tekoälymateriaalit juuri brändisi ja kanaviesi tarpeisiin.",
      en: "Got an idea that doesn't fit a template? We create photo, video and AI material shaped around your brand and the channels you use.",
    },
    priceKind: "from",
    amount: 35_000,
  },
  {
    id: "ai-influencer",
    category: "ai",
    name: { sv: "AI-influencer", fi: "Tekoälyvaikuttaja", en: "AI influencer" },
    description: {
      sv: "Skapa en egen digital ambassadör med unikt utseende, röst och personlighet – som syns i dina kanaler dygnet runt, helt på dina villkor.",
      fi: "Luo oma digitaalinen lähettiläs, jolla on ainutlaatuinen ulkonäkö, ääni ja persoona – ja joka näkyy kanavissasi vuorokauden ympäri sinun ehdoillasi.",
      en: "Create your own digital ambassador with a unique look, voice and personality – present in your channels around the clock, entirely on your terms.",
    },
    priceKind: "quote",
  },
  {
    id: "sports-season",
    category: "sports",
    name: {
      sv: "Säsongsavtal för idrottsföreningar",
      fi: "Kausisopimus urheiluseuroille",
      en: "Season contract for sports clubs",
    },
    description: {
      sv: `Vi fotograferar de matcher ni väljer under hela säsongen: matchbilder, lagbilder och spelarporträtt. Vi matchar er tidigare fotografs pris för jämförbara uppdrag och ger 10${nbsp}% rabatt på fleråriga avtal.`,
      fi: `Kuvaamme valitsemanne ottelut koko kauden ajan: ottelukuvat, joukkuekuvat ja pelaajamuotokuvat. Vastaamme aiemman kuvaajanne hintaan vertailukelpoisissa toimeksiannoissa, ja monivuotisista sopimuksista saatte 10${nbsp}%:n alennuksen.`,
      en: "We photograph the games you choose all season long: match action, team photos and player portraits. We match your previous photographer's price for comparable assignments and give 10% off multi-year contracts.",
    },
    includesText: {
      sv: "280–300 bilder i hög upplösning per evenemang, levererade inom 2 vardagar.",
      fi: "280–300 korkearesoluutioista kuvaa tapahtumaa kohden, toimitus 2 arkipäivän kuluessa.",
      en: "280–300 high-resolution images per event, delivered within 2 working days.",
    },
    includes: { images: { min: 280, max: 300 }, ...sportsDelivery },
    priceKind: "quote",
  },
];

const eventAndSportsServices: Entry[] = [
  {
    id: "event-hourly",
    category: "photo",
    name: {
      sv: "Evenemangsfotografering per timme",
      fi: "Tapahtumakuvaus tuntihinnalla",
      en: "Event photography by the hour",
    },
    description: {
      sv: "Fester, bröllop, föreningsträffar och andra evenemang – du betalar för de timmar du behöver. För längre uppdrag lönar sig fotopaketet för evenemang och företag.",
      fi: "Juhlat, häät, seurojen tilaisuudet ja muut tapahtumat – maksat vain tarvitsemistasi tunneista. Pidempiin tilaisuuksiin tapahtuma- ja yrityskuvauspaketti tulee edullisemmaksi.",
      en: "Parties, weddings, club gatherings and other events – you pay for the hours you need. For longer events the event and corporate package works out cheaper.",
    },
    includesText: {
      sv: "100–120 redigerade bilder per timme.",
      fi: "100–120 muokattua kuvaa tunnissa.",
      en: "100–120 edited images per hour.",
    },
    includes: { images: { min: 100, max: 120 } },
    priceKind: "hourly",
    amount: 6_000,
    durationMinutes: 60,
    bookable: true,
    legacyKey: "event-wedding",
  },
  {
    id: "sports-team-event",
    category: "sports",
    name: {
      sv: "Idrottsevenemang för lag och föreningar",
      fi: "Urheilutapahtuma joukkueille ja seuroille",
      en: "Sports event for teams and clubs",
    },
    description: {
      sv: "En match, en turnering eller en tävlingsdag för hela laget: matchbilder, lagbild och stämningen runt planen.",
      fi: "Ottelu, turnaus tai kilpailupäivä koko joukkueelle: ottelukuvat, joukkuekuva ja tunnelma kentän laidalta.",
      en: "A game, a tournament or a competition day for the whole team: match action, a team photo and the atmosphere around the pitch.",
    },
    includesText: {
      sv: "280–300 bilder i hög upplösning, levererade inom 2 vardagar.",
      fi: "280–300 korkearesoluutioista kuvaa, toimitus 2 arkipäivän kuluessa.",
      en: "280–300 high-resolution images, delivered within 2 working days.",
    },
    includes: { images: { min: 280, max: 300 }, ...sportsDelivery },
    priceKind: "fixed",
    amount: 12_000,
    priceUnit: "event",
    durationMinutes: 120,
    bookable: true,
  },
  {
    id: "sports-athlete",
    category: "sports",
    name: { sv: "Enskild idrottare", fi: "Yksittäinen urheilija", en: "Individual athlete" },
    description: {
      sv: "Bilder av dig, inte av hela laget: action från tävling eller match och porträtt i idrottsmiljö för sociala medier, sponsorer eller din egen webbplats.",
      fi: "Kuvat sinusta, ei koko joukkueesta: toimintakuvia kilpailusta tai ottelusta ja muotokuvia urheiluympäristössä someen, sponsoreille tai omille verkkosivuillesi.",
      en: "Pictures of you rather than the whole team: action from your competition or game and portraits in a sports setting, for social media, sponsors or your own website.",
    },
    includesText: {
      sv: "Cirka 300 bilder i hög upplösning per evenemang, levererade inom 2 vardagar.",
      fi: "Noin 300 korkearesoluutioista kuvaa tapahtumaa kohden, toimitus 2 arkipäivän kuluessa.",
      en: "Around 300 high-resolution images per event, delivered within 2 working days.",
    },
    includes: { images: { min: 300, max: 300 }, ...sportsDelivery },
    priceKind: "fixed",
    amount: 14_000,
    priceUnit: "event",
    durationMinutes: 120,
    bookable: true,
  },
];

const itServices: Entry[] = [
  {
    id: "web-development",
    category: "it",
    name: { sv: "Webbutveckling", fi: "Verkkosivut", en: "Web development" },
    description: {
      sv: "Moderna, snabba och sökmotoroptimerade webbplatser som fungerar lika bra i mobilen som på datorn.",
      fi: "Modernit, nopeat ja hakukoneystävälliset verkkosivut, jotka toimivat yhtä hyvin puhelimella kuin tietokoneella.",
      en: "Modern, fast, search-friendly websites that work as well on a phone as on a desktop.",
    },
    priceKind: "fixed",
    amount: 140_000,
  },
  {
    id: "ai-chatbot",
    category: "it",
    name: { sv: "AI-chattbot", fi: "Tekoälychatbot", en: "AI chatbot" },
    description: {
      sv: "En chattbot som svarar dina kunder dygnet runt, tränad på ditt eget innehåll och dina tjänster.",
      fi: "Chatbot, joka vastaa asiakkaillesi ympäri vuorokauden – koulutettuna omalla sisällölläsi ja palveluillasi.",
      en: "A chatbot that answers your customers around the clock, trained on your own content and services.",
    },
    priceKind: "fixed",
    amount: 70_000,
  },
  {
    id: "process-automation",
    category: "it",
    name: { sv: "Processautomation", fi: "Prosessiautomaatio", en: "Process automation" },
    description: {
      sv: "Vi automatiserar återkommande uppgifter – fakturor, rapporter, e-post och dataflöden mellan system.",
      fi: "Automatisoimme toistuvat tehtävät: laskut, raportit, sähköpostit ja tiedonsiirrot järjestelmien välillä.",
      en: "We automate recurring tasks – invoices, reports, email and data flows between systems.",
    },
    priceKind: "fixed",
    amount: 105_000,
  },
  {
    id: "it-consulting",
    category: "it",
    name: { sv: "IT-konsultation", fi: "IT-konsultointi", en: "IT consulting" },
    description: {
      sv: "Rådgivning om system, säkerhet och AI: vi hjälper dig välja rätt lösning för din verksamhet.",
      fi: "Neuvontaa järjestelmistä, tietoturvasta ja tekoälystä: autamme valitsemaan yrityksellesi oikean ratkaisun.",
      en: "Advice on systems, security and AI: we help you choose the right solution for your business.",
    },
    priceKind: "hourly",
    amount: 21_000,
  },
  {
    id: "it-maintenance",
    category: "it",
    name: { sv: "Support och underhåll", fi: "Tuki ja ylläpito", en: "Support and maintenance" },
    description: {
      sv: "Uppdateringar, säkerhetskopior och övervakning så att din webbplats och dina system fungerar som de ska.",
      fi: "Päivitykset, varmuuskopiot ja valvonta, jotta verkkosivusi ja järjestelmäsi toimivat niin kuin pitää.",
      en: "Updates, backups and monitoring, so your website and systems keep running.",
    },
    priceKind: "from",
    amount: 35_000,
    priceUnit: "month",
  },
  {
    id: "it-custom",
    category: "it",
    name: {
      sv: "Skräddarsydda IT-lösningar",
      fi: "Räätälöidyt IT-ratkaisut",
      en: "Custom IT solutions",
    },
    description: {
      sv: "Har du ett eget behov? Vi tar fram en lösning och ett pris som passar just ditt projekt.",
      fi: "Tarvitsetko jotain muuta? Suunnittelemme ratkaisun ja hinnan juuri sinun projektiisi.",
      en: "Something specific in mind? We design a solution and a price that fit your project.",
    },
    priceKind: "quote",
  },
];

/** Every starting service, positions 1 … n in this order. */
export const seedServices: SeedService[] = [
  ...homeServices,
  ...eventAndSportsServices,
  ...itServices,
].map((service, index) => ({ ...service, position: index + 1 }));
