import type { Language } from "~/i18n/languages";

// The chat's question set (issue 19, docs/decisions/085): questions as customers write them,
// typos and follow-ups included, with the facts each answer must hold. The facts are computed
// from the seeded catalogue by question-set.server.test.ts, so an owner's price change moves
// the expectation with the answer; only wording-free figures (counts, days) are typed here when
// the catalogue states them as text.

/** The figures an answer is checked against, in the question's language. */
export type CheckFacts = {
  /** A service's price as written in `lang` ("60 €"), by catalogue id. */
  price: (id: string) => string;
  /** Its campaign price while the campaign runs. */
  campaignPrice: (id: string) => string;
  /** `quantity` × the service's price, computed with price.ts ("180 €"). */
  times: (id: string, quantity: number) => string;
  /** A shop product's price, by key. */
  product: (key: string) => string;
  /** The campaign's percentage and last day as the texts write them. */
  percent: string;
  lastDay: string;
  /** A service's or product's name in the language. */
  name: (id: string) => string;
  /** Business facts from the settings. */
  email: string;
  phone: string;
  street: string;
  whatsappLink: string;
  /** The first slot hour as written, e.g. "9.00" / "9:00". */
  firstHour: string;
  /** The newest article's title. */
  newestArticle: string;
  /** A text of the assistant's own in the language (chatKnowledge / chat key). */
  text: (key: string) => string;
};

export type Scenario = "campaignRuns" | "campaignOver" | "whatsapp";

export type ChatCase = {
  lang: Language;
  /** Questions asked before, in order, each answered by the assistant. */
  before?: string[];
  question: string;
  /** The site's state: the campaign running (default), over, or a WhatsApp number set. */
  scenario?: Scenario;
  /** Every one of these must be in the answer. */
  holds: (facts: CheckFacts) => (string | RegExp)[];
  /** None of these may be in it. */
  lacks?: (facts: CheckFacts) => (string | RegExp)[];
  /** When `holds` should be read in another language than `lang` ("and in Finnish?"). */
  answerLanguage?: Language;
};

const eventThreeHours = (f: CheckFacts) => [
  f.times("event-hourly", 3),
  f.price("event-hourly"),
  f.campaignPrice("event-corporate"),
  f.price("event-corporate"),
  /\b6\b/,
];
const matchImages = () => ["280–300", /\b2\b/];
const campaignFacts = (f: CheckFacts) => [
  f.percent,
  f.lastDay,
  f.name("private-photography"),
  f.campaignPrice("private-photography"),
];
const noCampaign = (f: CheckFacts) => [f.text("chatKnowledge:campaign.none")];
const contactOptions = (f: CheckFacts) => [f.email, f.phone];
const notListed = (f: CheckFacts) => [f.text("chatKnowledge:notListed.text"), f.email];
const noServicePrice = (f: CheckFacts) => [
  f.campaignPrice("ai-commercial-video"),
  f.price("ai-commercial-video"),
  f.price("introduction-video"),
];
const delivery = (f: CheckFacts) => [
  f.name("sports-team-event"),
  /\b2\b/,
  f.text("chatKnowledge:delivery.other"),
];
const privatePrice = (f: CheckFacts) => [
  f.campaignPrice("private-photography"),
  f.price("private-photography"),
];

export const questionSet: ChatCase[] = [
  // Swedish
  { lang: "sv", question: "Vad kostar en eventfotograf i tre timmar?", holds: eventThreeHours },
  {
    lang: "sv",
    question: "hur mkt kostar fotografering 3h på ett kalas",
    holds: (f) => [f.times("event-hourly", 3)],
  },
  {
    lang: "sv",
    before: ["Vad kostar en eventfotograf i tre timmar?"],
    question: "och för två timmar då?",
    holds: (f) => [f.times("event-hourly", 2)],
  },
  {
    lang: "sv",
    question: "Vad kostar ett bröllop?",
    holds: (f) => [f.name("event-hourly"), f.price("event-hourly")],
  },
  {
    lang: "sv",
    question: "Vad kostar bröllopsfotografering i 5 timmar",
    holds: (f) => [f.times("event-hourly", 5)],
  },
  {
    lang: "sv",
    question: "Hur många bilder får man från en match och hur snabbt?",
    holds: matchImages,
  },
  { lang: "sv", question: "Finns det någon rabatt just nu?", holds: campaignFacts },
  {
    lang: "sv",
    question: "Har ni nån kampanj på gång?",
    scenario: "campaignOver",
    holds: noCampaign,
  },
  {
    lang: "sv",
    question: "Kan jag prata med någon på WhatsApp?",
    holds: contactOptions,
  },
  {
    lang: "sv",
    question: "Kan man skriva till er på whatsapp?",
    scenario: "whatsapp",
    holds: (f) => [f.whatsappLink],
  },
  {
    lang: "sv",
    question: "Vad kostar hockeyalbumet?",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  {
    lang: "sv",
    question: "Hur snabbt får jag bilderna efter en fotografering?",
    holds: delivery,
  },
  {
    lang: "sv",
    question: "Gör ni drönarvideo?",
    holds: notListed,
    lacks: noServicePrice,
  },
  { lang: "sv", question: "Vad kostar porträttfotografering?", holds: privatePrice },
  {
    lang: "sv",
    question: "vad kostar en hemsida",
    holds: (f) => [f.name("web-development"), f.price("web-development")],
  },
  { lang: "sv", question: "När har ni öppet?", holds: (f) => [f.firstHour] },
  {
    lang: "sv",
    question: "Kan jag avboka min bokning?",
    holds: (f) => [f.text("chatKnowledge:cancel.text")],
  },
  { lang: "sv", question: "Var ligger ni? Vad är adressen?", holds: (f) => [f.street] },
  {
    lang: "sv",
    question: "Vad kostar IT-konsultation för 4 timmar?",
    holds: (f) => [f.times("it-consulting", 4)],
  },
  {
    lang: "sv",
    question: "vad kostar en reklamfilm",
    holds: (f) => [f.campaignPrice("ai-commercial-video"), f.price("ai-commercial-video")],
  },
  {
    lang: "sv",
    question: "Vilka tjänster kan man boka?",
    holds: (f) => [f.name("sports-team-event"), f.name("event-hourly")],
  },
  {
    lang: "sv",
    before: ["Vad kostar en eventfotograf i tre timmar?"],
    question: "och albumet då?",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  {
    lang: "sv",
    before: ["Vad kostar en eventfotograf i tre timmar?"],
    question: "på finska?",
    answerLanguage: "fi",
    holds: (f) => [f.times("event-hourly", 3), f.name("event-hourly")],
  },
  {
    lang: "sv",
    question: "Hur många bilder ingår i paketet för evenemang och företag?",
    holds: () => ["600–720"],
  },
  {
    lang: "sv",
    question: "Vad kostar säsongsavtal för en idrottsförening?",
    holds: (f) => [f.name("sports-season"), f.text("common:price.onRequest")],
  },

  {
    lang: "sv",
    question: "vad kostar det att anlita en fotograf till en fest i fyra timmar",
    holds: (f) => [f.times("event-hourly", 4)],
  },
  { lang: "sv", question: "hur lång tid tar det innan man får bilderna", holds: delivery },
  {
    lang: "sv",
    question: "fotograferar ni med drönare?",
    holds: notListed,
    lacks: noServicePrice,
  },

  // Finnish
  {
    lang: "fi",
    question: "Paljonko tapahtumakuvaaja maksaa kolmeksi tunniksi?",
    holds: eventThreeHours,
  },
  {
    lang: "fi",
    question: "mitä maksaa 3 tunnin kuvaus juhliin",
    holds: (f) => [f.times("event-hourly", 3)],
  },
  {
    lang: "fi",
    before: ["Paljonko tapahtumakuvaaja maksaa kolmeksi tunniksi?"],
    question: "entä kahdeksi tunniksi?",
    holds: (f) => [f.times("event-hourly", 2)],
  },
  {
    lang: "fi",
    question: "paljonko jääkiekkoalbumi maksaa",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  {
    lang: "fi",
    question: "Paljonko hääkuvaus maksaa?",
    holds: (f) => [f.name("event-hourly"), f.price("event-hourly")],
  },
  {
    lang: "fi",
    question: "Montako kuvaa ottelusta saa ja kuinka nopeasti?",
    holds: matchImages,
  },
  { lang: "fi", question: "Onko teillä nyt alennuksia?", holds: campaignFacts },
  {
    lang: "fi",
    question: "onko nyt jotain tarjouksia",
    scenario: "campaignOver",
    holds: noCampaign,
  },
  {
    lang: "fi",
    question: "Voiko teille laittaa viestiä WhatsAppissa?",
    holds: contactOptions,
  },
  {
    lang: "fi",
    question: "Voiko teihin olla yhteydessä whatsappilla?",
    scenario: "whatsapp",
    holds: (f) => [f.whatsappLink],
  },
  {
    lang: "fi",
    question: "Kuinka nopeasti saan kuvat kuvauksen jälkeen?",
    holds: delivery,
  },
  {
    lang: "fi",
    question: "Teettekö droonivideoita?",
    holds: notListed,
    lacks: noServicePrice,
  },
  { lang: "fi", question: "Paljonko muotokuvaus maksaa?", holds: privatePrice },
  {
    lang: "fi",
    question: "Paljonko kotisivut maksavat?",
    holds: (f) => [f.name("web-development"), f.price("web-development")],
  },
  { lang: "fi", question: "Milloin olette auki?", holds: (f) => [f.firstHour] },
  {
    lang: "fi",
    question: "Voinko perua varauksen?",
    holds: (f) => [f.text("chatKnowledge:cancel.text")],
  },
  { lang: "fi", question: "Mikä on puhelinnumeronne?", holds: (f) => [f.phone] },
  {
    lang: "fi",
    question: "Paljonko IT-konsultointi maksaa neljältä tunnilta?",
    holds: (f) => [f.times("it-consulting", 4)],
  },
  {
    lang: "fi",
    question: "paljonko maksaa esittelyvideo",
    holds: (f) => [f.campaignPrice("introduction-video"), f.price("introduction-video")],
  },
  {
    lang: "fi",
    question: "Mitä palveluja voi varata?",
    holds: (f) => [f.name("sports-team-event"), f.name("event-hourly")],
  },
  {
    lang: "fi",
    before: ["Paljonko hääkuvaus maksaa?"],
    question: "entä albumi?",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  {
    lang: "fi",
    question: "Paljonko yksittäisen urheilijan kuvaus maksaa",
    holds: (f) => [f.price("sports-athlete")],
  },
  {
    lang: "fi",
    before: ["Paljonko tapahtumakuvaaja maksaa kolmeksi tunniksi?"],
    question: "englanniksi?",
    answerLanguage: "en",
    holds: (f) => [f.times("event-hourly", 3), f.name("event-hourly")],
  },

  {
    lang: "fi",
    question: "paljonko maksaa valokuvaaja juhliin neljäksi tunniksi",
    holds: (f) => [f.times("event-hourly", 4)],
  },
  { lang: "fi", question: "kauanko kestää saada kuvat", holds: delivery },
  {
    lang: "fi",
    question: "mitä jääkiekko albumi maksaa",
    holds: (f) => [f.product("hockeyAlbum")],
  },

  // English
  {
    lang: "en",
    question: "How much is an event photographer for three hours?",
    holds: eventThreeHours,
  },
  { lang: "en", question: "event photog 3h price?", holds: (f) => [f.times("event-hourly", 3)] },
  {
    lang: "en",
    before: ["How much is an event photographer for three hours?"],
    question: "and for two hours?",
    holds: (f) => [f.times("event-hourly", 2)],
  },
  {
    lang: "en",
    before: ["How much is an event photographer for three hours?"],
    question: "what about the album?",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  {
    lang: "en",
    before: ["How much is an event photographer for three hours?"],
    question: "and in Finnish?",
    answerLanguage: "fi",
    holds: (f) => [f.times("event-hourly", 3), f.name("event-hourly")],
  },
  {
    lang: "en",
    question: "How many images do we get from a match, and how fast?",
    holds: matchImages,
  },
  { lang: "en", question: "is there a discount right now?", holds: campaignFacts },
  {
    lang: "en",
    question: "any deals on at the moment?",
    scenario: "campaignOver",
    holds: noCampaign,
  },
  { lang: "en", question: "Can I talk to someone on WhatsApp?", holds: contactOptions },
  {
    lang: "en",
    question: "can i whatsapp you",
    scenario: "whatsapp",
    holds: (f) => [f.whatsappLink],
  },
  {
    lang: "en",
    question: "how much is a wedding",
    holds: (f) => [f.name("event-hourly"), f.price("event-hourly")],
  },
  { lang: "en", question: "How fast do I get photos after a shoot?", holds: delivery },
  { lang: "en", question: "Do you do drone video?", holds: notListed, lacks: noServicePrice },
  { lang: "en", question: "How much does a protrait cost?", holds: privatePrice },
  {
    lang: "en",
    question: "How much is the ice hockey album?",
    holds: (f) => [f.product("hockeyAlbum")],
  },
  { lang: "en", question: "What are your opening hours?", holds: (f) => [f.firstHour] },
  { lang: "en", question: "Where are you located?", holds: (f) => [f.street] },
  { lang: "en", question: "whats your email adress", holds: (f) => [f.email] },
  {
    lang: "en",
    question: "How much is IT consulting for 4 hours?",
    holds: (f) => [f.times("it-consulting", 4)],
  },
  {
    lang: "en",
    question: "Can I book AI editing?",
    holds: (f) => [f.name("ai-editing"), f.text("chatKnowledge:service.bookable")],
  },
  {
    lang: "en",
    question: "What are your prices?",
    holds: (f) => [f.price("event-hourly"), f.price("web-development"), f.price("sports-athlete")],
  },
  {
    lang: "en",
    question: "What's the weather on Mars tomorrow?",
    holds: (f) => [f.text("chat:reply.unknown"), f.email],
  },
  {
    lang: "en",
    question: "Do you have any news?",
    holds: (f) => [f.newestArticle],
  },
  {
    lang: "en",
    question: "how much for a team photo at our football game",
    holds: (f) => [f.price("sports-team-event")],
  },
  {
    lang: "en",
    question: "price for a photographer at my birthday party for 4 hrs?",
    holds: (f) => [f.times("event-hourly", 4)],
  },
  {
    lang: "en",
    question: "How long until we get the pics from our hockey game?",
    holds: matchImages,
  },
  { lang: "en", question: "do you do aerial photos with a drone", holds: notListed },
];
