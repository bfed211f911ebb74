import type { SeedArticle } from "./seed-article";

// Three articles about the business's services, written per language. They state only what the
// site itself says (app/content/, the service pages); prices live on the service pages, which
// follow the owner's settings and the running campaign, so the articles link there instead.

const photoSessions: SeedArticle = {
  slug: "fotografering-boka-din-session",
  publishedAt: "2026-08-20T09:00:00+03:00",
  mediaKey: "newsDefault",
  translations: {
    sv: {
      title: "Boka en fotografering direkt på webben",
      excerpt:
        "Porträtt, företagsbilder, evenemang och bröllop: nu bokar du din fotografering hos oss på några minuter – dag och tid väljer du själv.",
      markdown: `Det ska vara lika enkelt att boka en fotograf som att boka en tid hos frisören. Därför kan du nu boka din fotografering direkt här på webbplatsen.

## Fem sorters fotografering

- **Porträtt och professionella bilder** – för dig själv, familjen eller din profil i arbetslivet.
- **Företagsfotografering** – personalbilder, lokaler och produkter som visar vem ni är.
- **Evenemang och bröllop** – vi dokumenterar dagen så att du kan vara med i den.
- **AI-förstärkt fotografering** – bilder som vi vidareutvecklar med AI-verktyg.
- **Reklam och marknadsföring** – bilder gjorda för kampanjer, annonser och sociala medier.

## Så går bokningen till

1. Skapa ett konto och bekräfta din e-postadress.
2. Välj tjänst, dag och en ledig tid mellan kl. 9.00 och 17.00 (finländsk tid).
3. Skriv gärna några rader om vad du önskar och skicka din bokningsförfrågan.

Du får genast ett mejl om att vi har tagit emot förfrågan, med en preliminär kalenderfil. När vi har bekräftat tiden får du ett nytt mejl. Under **Mina bokningar** ser du dina bokningar och kan själv avboka en förfrågan som ännu väntar på bekräftelse.

Vid evenemang fotograferar vi per timme, och du får 100–120 bilder per timme. Aktuella priser och kampanjer hittar du under [Tjänster](/#tjanster).`,
    },
    fi: {
      title: "Varaa valokuvaus suoraan verkossa",
      excerpt:
        "Muotokuvat, yrityskuvat, tapahtumat ja häät: varaat nyt kuvauksen meiltä muutamassa minuutissa – päivän ja kellonajan valitset itse.",
      markdown: `Valokuvaajan varaamisen pitää olla yhtä helppoa kuin kampaamoajan varaaminen. Siksi voit nyt varata kuvauksen suoraan tältä sivustolta.

## Viisi kuvauspalvelua

- **Muotokuvat ja ammattikuvat** – sinulle, perheellesi tai työelämän profiiliisi.
- **Yrityskuvaus** – henkilöstökuvat, tilat ja tuotteet, jotka kertovat, keitä olette.
- **Tapahtuma- ja hääkuvaus** – tallennamme päivän, jotta sinä voit olla siinä mukana.
- **Tekoälyavusteinen valokuvaus** – kuvat, joita jalostamme edelleen tekoälytyökaluilla.
- **Mainonta ja markkinointi** – kuvat kampanjoihin, mainoksiin ja sosiaaliseen mediaan.

## Näin varaat

1. Luo tili ja vahvista sähköpostiosoitteesi.
2. Valitse palvelu, päivä ja vapaa aika klo 9.00–17.00 (Suomen aikaa).
3. Kerro halutessasi muutamalla rivillä, mitä toivot, ja lähetä varauspyyntö.

Saat heti sähköpostiisi kuittauksen varauspyynnöstä ja alustavan kalenteritiedoston. Kun olemme vahvistaneet ajan, saat uuden viestin. **Omat varaukset** -sivulla näet varauksesi ja voit itse perua varauspyynnön, joka odottaa vielä vahvistusta.

Tapahtumia kuvaamme tuntiveloituksella, ja saat 100–120 kuvaa tunnissa. Ajankohtaiset hinnat ja kampanjat löydät kohdasta [Palvelut](/fi#tjanster).`,
    },
    en: {
      title: "Book a photo session online",
      excerpt:
        "Portraits, corporate photos, events and weddings: you can now book your photo session with us in a few minutes, on the day and at the time you choose.",
      markdown: `Booking a photographer should be as easy as booking a haircut. That is why you can now book your photo session right here on the website.

## Five kinds of photography

- **Portraits and professional photos** – for yourself, your family or your professional profile.
- **Corporate photography** – staff photos, premises and products that show who you are.
- **Events and weddings** – we capture the day so that you can be part of it.
- **AI-enhanced photography** – photos we develop further with AI tools.
- **Advertising and marketing** – photos made for campaigns, ads and social media.

## How booking works

1. Create an account and confirm your email address.
2. Choose a service, a day and an available time between 9:00 and 17:00 (Finnish time).
3. Add a few lines about what you have in mind, if you like, and send your booking request.

You get an email straight away to say we have received your request, with a provisional calendar entry. Once we have confirmed the time, we email you again. Under **My bookings** you can see your bookings and cancel a request that is still waiting for confirmation.

We photograph events by the hour, and you get 100–120 photos per hour. Current prices and offers are under [Services](/en#tjanster).`,
    },
  },
};

const videoAndAi: SeedArticle = {
  slug: "video-och-ai-innehall",
  publishedAt: "2026-09-24T09:00:00+03:00",
  mediaKey: "introPoster",
  translations: {
    sv: {
      title: "Video och AI-innehåll som får företaget att synas",
      excerpt:
        "Reklamvideor gjorda med AI, presentationsvideor och AI-redigering av bilder: så hjälper vi företag att berätta sin historia i rörlig bild.",
      markdown: `Rörlig bild fångar uppmärksamheten i flödet bättre än det mesta. Vi kombinerar klassiskt hantverk med AI-verktyg, så att även mindre företag har råd med video som känns genomarbetad.

## Det här gör vi

- **AI-genererade reklamvideor** – korta filmer för annonser och sociala medier, producerade med AI.
- **Presentationsvideor** – en film som presenterar företaget, teamet eller en ny produkt.
- **AI-redigering** – vi förbättrar och bearbetar bilder och videor med AI-verktyg.
- **Skräddarsytt innehåll** – när behovet inte passar i en färdig ram tar vi fram ett upplägg tillsammans.

## AI-influencers

Vi skapar också AI-influencers: digitala personer som kan bära ett varumärke i sociala medier. Läs mer på sidan [AI-influencer](/ai-influencer).

## Se exemplen

På sidan [Videor](/videos) ser du exempel på vårt arbete. Berätta vad du vill visa, så föreslår vi ett format som passar – [kontakta oss](/#kontakt).`,
    },
    fi: {
      title: "Video ja tekoälysisältö, joilla yrityksesi näkyy",
      excerpt:
        "Tekoälyllä tehdyt mainosvideot, esittelyvideot ja kuvien tekoälyeditointi: näin autamme yrityksiä kertomaan tarinansa liikkuvalla kuvalla.",
      markdown: `Liikkuva kuva pysäyttää somevirrassa paremmin kuin juuri mikään muu. Yhdistämme perinteisen käsityön ja tekoälytyökalut, jotta pienemmälläkin yrityksellä on varaa viimeisteltyyn videoon.

## Näitä teemme

- **Tekoälyllä tuotetut mainosvideot** – lyhyet videot mainoksiin ja sosiaaliseen mediaan.
- **Esittelyvideot** – video, joka esittelee yrityksen, tiimin tai uuden tuotteen.
- **Tekoälyeditointi** – parannamme ja muokkaamme kuvia ja videoita tekoälytyökaluilla.
- **Räätälöity sisältö** – kun tarpeesi ei mahdu valmiiseen muottiin, suunnittelemme toteutuksen yhdessä.

## Tekoälyvaikuttajat

Luomme myös tekoälyvaikuttajia: digitaalisia hahmoja, jotka voivat edustaa brändiä sosiaalisessa mediassa. Lue lisää sivulta [Tekoälyvaikuttaja](/fi/ai-influencer).

## Katso esimerkit

[Videot](/fi/videos)-sivulla näet esimerkkejä työstämme. Kerro, mitä haluat näyttää, niin ehdotamme sopivaa muotoa – [ota yhteyttä](/fi#kontakt).`,
    },
    en: {
      title: "Video and AI content that gets your business seen",
      excerpt:
        "AI-generated commercials, introduction videos and AI editing: how we help businesses tell their story in moving pictures.",
      markdown: `Moving pictures stop the scroll better than almost anything else. We combine traditional craft with AI tools, so that smaller businesses, too, can afford video that feels polished.

## What we do

- **AI-generated commercial videos** – short films for ads and social media, produced with AI.
- **Introduction videos** – a film that presents your business, your team or a new product.
- **AI editing** – we enhance and rework photos and videos with AI tools.
- **Custom content** – when your needs do not fit a ready-made format, we plan one with you.

## AI influencers

We also create AI influencers: digital personalities that can carry a brand on social media. Read more on the [AI influencer](/en/ai-influencer) page.

## See the examples

The [Videos](/en/videos) page shows examples of our work. Tell us what you want to show and we will suggest a format that fits – [get in touch](/en#kontakt).`,
    },
  },
};

const itServices: SeedArticle = {
  slug: "it-tjanster-webb-ai-chattbottar-automation",
  publishedAt: "2026-10-15T09:00:00+03:00",
  mediaKey: "itServices",
  translations: {
    sv: {
      title: "Nytt hos oss: IT-tjänster för småföretag och föreningar",
      excerpt:
        "Webbplatser, AI-chattbottar, automatisering av rutinjobb, IT-konsultation och support – nu får du digitala lösningar från samma studio som tar dina bilder.",
      markdown: `Många av våra kunder behöver mer än bilder: en webbplats att visa dem på, svar till kunderna dygnet runt eller mindre handpåläggning i vardagen. Därför erbjuder vi nu också IT-tjänster.

## Våra IT-tjänster

- **Webbutveckling** – snabba, moderna webbplatser som fungerar lika bra i mobilen som på datorn.
- **AI-chattbot** – en assistent på webbplatsen som svarar på kundernas frågor utifrån er egen information.
- **Processautomation** – vi automatiserar återkommande uppgifter, så att tiden räcker till det viktiga.
- **IT-konsultation** – stöd när ni ska välja system, planera en förnyelse eller reda ut ett problem.
- **Support och underhåll** – vi håller webbplatsen och systemen uppdaterade och säkra.
- **Skräddarsydda lösningar** – när inget färdigt passar bygger vi det ni behöver.

## Bild och webb från samma ställe

När samma team tar bilderna och bygger webbplatsen blir helheten enhetlig – och du har en kontakt i stället för flera. Läs mer och se priserna på sidan [IT-tjänster](/it-services).`,
    },
    fi: {
      title: "Uutta meillä: IT-palvelut pienyrityksille ja yhdistyksille",
      excerpt:
        "Verkkosivut, tekoälychatbotit, rutiinitöiden automaatio, IT-konsultointi ja tuki – nyt saat digitaaliset ratkaisut samasta studiosta, joka ottaa kuvasi.",
      markdown: `Moni asiakkaamme tarvitsee muutakin kuin kuvia: verkkosivut, joilla ne näkyvät, vastauksia asiakkaille vuorokauden ympäri tai vähemmän käsin tehtävää työtä arkeen. Siksi tarjoamme nyt myös IT-palveluja.

## IT-palvelumme

- **Verkkosivut** – nopeat, modernit sivustot, jotka toimivat yhtä hyvin puhelimessa kuin tietokoneella.
- **Tekoälychatbot** – sivustosi avustaja, joka vastaa asiakkaiden kysymyksiin omien tietojesi pohjalta.
- **Prosessiautomaatio** – automatisoimme toistuvat tehtävät, jotta aika riittää olennaiseen.
- **IT-konsultointi** – tukea järjestelmien valintaan, uudistusten suunnitteluun ja ongelmien selvittämiseen.
- **Tuki ja ylläpito** – pidämme sivustot ja järjestelmät ajan tasalla ja turvallisina.
- **Räätälöidyt ratkaisut** – kun mikään valmis ei sovi, rakennamme sen, mitä tarvitset.

## Kuvat ja verkko samasta paikasta

Kun sama tiimi ottaa kuvat ja rakentaa sivuston, kokonaisuudesta tulee yhtenäinen – ja sinulla on yksi yhteyshenkilö monen sijaan. Lue lisää ja katso hinnat [IT-palvelut](/fi/it-services)-sivulta.`,
    },
    en: {
      title: "New: IT services for small businesses and associations",
      excerpt:
        "Websites, AI chatbots, automation of routine work, IT consulting and support – digital solutions from the same studio that takes your photos.",
      markdown: `Many of our clients need more than photos: a website to show them on, answers for their customers around the clock, or less manual work day to day. That is why we now offer IT services as well.

## Our IT services

- **Web development** – fast, modern websites that work as well on a phone as on a computer.
- **AI chatbot** – an assistant on your website that answers customers' questions from your own information.
- **Process automation** – we automate recurring tasks, so there is time for what matters.
- **IT consulting** – support when you choose systems, plan a renewal or untangle a problem.
- **Support and maintenance** – we keep your website and systems up to date and secure.
- **Custom solutions** – when nothing ready-made fits, we build what you need.

## Photos and web from one place

When the same team takes the photos and builds the website, the whole fits together – and you have one contact instead of several. Read more and see the prices on the [IT services](/en/it-services) page.`,
    },
  },
};

export const serviceArticles: readonly SeedArticle[] = [photoSessions, videoAndAi, itServices];
