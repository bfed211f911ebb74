import type sv from "../sv/chatKnowledge";
import type { Translation } from "../types";

// Server only: never loaded in the browser (the chat panel reads chat.ts).
export default {
  systemPrompt:
    "Olet asiakaspalvelun avustaja {{name}} -sivustolla. Studio tekee valokuvausta, videoita, tekoälysisältöä ja IT-palveluja. Vastaa suomeksi, lyhyesti ja ystävällisesti. Käytä vain alla olevia tietoja. Laske hinnat tietojen mukaan (esimerkiksi tunnit × tuntihinta). Jos vastausta ei löydy niistä, sano se rehellisesti ja ehdota etusivun yhteydenottolomaketta (tai WhatsAppia, jos se on alla). Älä koskaan keksi hintoja, aikoja tai lupauksia.",
  about: {
    text: "Olen automaattinen avustaja. Vastaan sivuston tietojen perusteella: palvelut ja hinnat, kampanja, verkkokauppa, varaussäännöt ja vapaat ajat, toimitusajat, uutiset sekä yhteystiedot.",
    terms: "hei moi moikka terve huomenta apua kuka olet avustaja robotti ihminen",
  },
  service: {
    terms: "palvelu palvelut kuvaus valokuvaus kuvaaja valokuvaaja video elokuva",
    bookable: "Sen voit varata etusivun varauslomakkeella.",
    notBookable: "Sitä ei varata lomakkeella: lähetä kysely yhteydenottolomakkeella.",
    keyTerms: {
      "private-photography":
        "muotokuva muotokuvat muotokuvaus perhekuva perhe pari lapset ylioppilaskuva ylioppilaskuvat yksityinen",
      "event-corporate":
        "paketti kuvauspaketti yritys yrityskuvaus konferenssi messut henkilöstökuva",
      "ai-commercial-video": "mainosvideo mainoselokuva mainos",
      "introduction-video": "esittelyvideo esittely yritysvideo",
      "ai-editing": "editointi retusointi kuvankäsittely jälkikäsittely skaalaus",
      "custom-content": "räätälöity erikoistilaus idea sisältö",
      "ai-influencer": "vaikuttaja influencer lähettiläs avatar digitaalinen",
      "sports-season": "kausi kausisopimus sopimus seura seuralle",
      "event-hourly":
        "tapahtuma tapahtumat tapahtumakuvaaja tapahtumakuvaus juhlat juhla häät hääkuvaus hääkuvaaja hääkuvat ristiäiset tunti tuntihinta",
      "sports-team-event":
        "ottelu ottelut ottelusta matsi matsista peli turnaus joukkue urheilu jääkiekko jalkapallo salibandy",
      "sports-athlete": "urheilija pelaaja yksittäinen itsestäni",
      "web-development": "verkkosivut kotisivut sivusto sivustot nettisivut verkkosivusto",
      "ai-chatbot": "chatbot chatti botti asiakaspalvelu",
      "process-automation": "automaatio automatisointi automatisoida työnkulku",
      "it-consulting": "konsultti konsultointi neuvonta",
      "it-maintenance": "tuki ylläpito päivitykset varmuuskopiot valvonta",
      "it-custom": "ratkaisu integraatio",
    },
  },
  priceTerms: "hinta hinnat hintaa hinnasto maksaa maksavat maksu paljonko kustannus euroa",
  price: {
    perEvent: "{{price}} tapahtumalta",
    campaign:
      "{{price}} kampanja-alennuksella (normaalihinta {{regular}}, kampanja on voimassa {{lastDay}} asti)",
  },
  quantity: {
    text: "{{name}}, {{hours}} tuntia: {{hours}} × {{unit}} = {{total}}.",
    campaign: "Kampanja-alennuksella: {{total}} (normaalisti {{regular}}).",
    package:
      "Vertaa: {{name}} maksaa {{price}} enintään {{hours}} tunnin kuvauksesta. {{includes}}",
  },
  campaign: {
    text: "Kyllä: nyt {{percent}}\u00a0%:n alennus {{lastDay}} asti seuraavista palveluista: {{services}}.",
    none: "Tällä hetkellä meillä ei ole kampanjaa, joten normaalihinnat ovat voimassa.",
    terms: "kampanja alennus alennusta ale tarjous tarjouksia halvempi prosentti",
  },
  delivery: {
    text: "Toimitusajat: {{list}}.",
    item: "{{name}} {{days}} arkipäivän kuluessa",
    software: "Verkkokaupan lisenssit toimitetaan sähköpostitse yleensä {{hours}} tunnin kuluessa.",
    other:
      "Muiden kuvausten toimitusaikaa ei ole sivustolla: kysy meiltä, niin lupaamme ajan juuri sinun toimeksiannollesi.",
    terms:
      "toimitus toimitusaika toimitetaan toimittaa nopeasti nopea nopeasti kauanko kauan kestää odottaa saan",
  },
  images: {
    terms: "kuvia kuvaa kuvat kuva montako monta kuinka paljon määrä",
  },
  product: {
    text: "Verkkokaupassa: {{name}}, hinta {{price}}. {{details}}",
    terms: "kauppa verkkokauppa ostaa osta tilata tuote tuotteet",
    categoryTerms: {
      software: "ohjelmisto ohjelmistot lisenssi lisenssit lisenssiavain microsoft",
      websites: "affiliate matkailu matkat matkasivusto valmis",
      photos: "valokuva-albumi albumi kuvat ottelukuvat jääkiekko kiekko",
    },
  },
  booking: {
    text: "Varaaminen: voit varata kuvauksen {{days}} klo {{first}}–{{last}} (Suomen aikaa), {{notice}}, ja enintään {{maxDays}} päivää eteenpäin. Kirjaudu sisään ja valitse palvelu, päivä ja aika etusivun varauslomakkeella.",
    everyDay: "joka päivä",
    noNotice: "aina varattavan ajan alkuun asti",
    notice: "viimeistään {{hours}} tuntia etukäteen",
    terms:
      "varata varaus varaan varaaminen auki aukiolo aukioloajat aukioloaika ajat aika milloin päivät arkisin viikonloppu kello",
  },
  bookable: {
    text: "Varauslomakkeella varattavat palvelut: {{services}}. Muista palveluista kysy yhteydenottolomakkeella.",
    terms: "varata varattavat palvelut varauslomake",
  },
  cancel: {
    text: "Peruminen: vahvistusta odottavan varauksen voit perua itse Omat varaukset -sivulla (kirjaudu ensin sisään). Jos haluat muuttaa tai perua vahvistetun varauksen, ota meihin yhteyttä.",
    terms: "peru perua perun peruminen peruutus peruuttaa siirtää siirto muuttaa",
  },
  slots: {
    text: "Lähimmät vapaat ajat: {{slots}}.",
    none: "Seuraavien {{days}} päivän aikana ei ole vapaita aikoja.",
    slot: "{{date}} klo {{time}}",
    terms: "vapaa vapaat vapaita aika ajat aikoja seuraava ensimmäinen milloin varata pian",
  },
  contact: {
    text: "Yhteystiedot: {{name}}, sähköposti {{email}}, puhelin {{phone}}, osoite {{address}}. Y-tunnus {{businessId}}.",
    terms:
      "yhteys yhteystiedot yhteyttä tavoittaa tavoitan sähköposti sähköpostiosoite puhelin puhelinnumero soittaa numero osoite missä sijainti sijaitsette käydä y-tunnus",
  },
  contactForm: {
    text: "Voit myös lähettää meille viestin etusivun alaosan yhteydenottolomakkeella – tiliä ei tarvita.",
    terms: "yhteydenotto yhteydenottolomake lomake viesti kirjoittaa kysyä ihmiselle",
  },
  whatsapp: {
    text: "Kyllä, kirjoita meille WhatsAppissa: {{link}} (painike on myös tässä keskustelussa).",
    none: "Sivustolla ei ole tällä hetkellä WhatsAppia. Tavoitat meidät sähköpostilla {{email}}, puhelimella {{phone}} tai etusivun alaosan yhteydenottolomakkeella.",
    terms: "whatsapp whatsappissa whatsappilla watsapp",
  },
  news: {
    text: "Uusimmat uutiset: {{list}}. Kaikki löytyvät Uutiset-sivulta.",
    item: "”{{title}}” ({{date}})",
    terms: "uutiset uutisia uutinen uusinta uusimmat ajankohtaista blogi artikkeli",
  },
  notListed: {
    text: "Sitä en löydä sivustomme palveluista, joten en voi luvata siitä mitään enkä kertoa hintaa.",
    terms:
      "drooni droonikuvaus droonivideo drooni-video dronevideo drone ilmakuvaus ilmakuva ilmakuvat vedenalainen vesikuvaus livestriimi striimaus suoratoisto kuvakoppi",
  },
  numbers:
    "yksi|yhden|yhdeksi|yhdelle|yhdeltä kaksi|kahden|kahdeksi|kahdelle|kahdelta kolme|kolmen|kolmeksi|kolmelle|kolmelta neljä|neljän|neljäksi|neljältä viisi|viiden|viideksi|viideltä kuusi|kuuden|kuudeksi|kuudelta seitsemän|seitsemäksi|seitsemältä kahdeksan|kahdeksaksi|kahdeksalta yhdeksän|yhdeksäksi|yhdeksältä kymmenen|kymmeneksi|kymmeneltä yksitoista kaksitoista",
  hourWords:
    "h t tunti tuntia tunnin tunniksi tunnit tunneiksi tuntiin tunnissa tunnilta tunnilla tuntiseen",
  languageWords: {
    sv: "ruotsiksi ruotsi ruotsin",
    fi: "suomeksi suomi suomen",
    en: "englanniksi englanti englannin",
  },
} satisfies Translation<typeof sv>;
