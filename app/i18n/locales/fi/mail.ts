import type sv from "../sv/mail";
import type { Translation } from "../types";

export default {
  greeting: "Hei {{name}},",
  greetingNoName: "Hei,",
  signOff: "Ystävällisin terveisin",
  booking: {
    service: "Palvelu",
    price: "Hinta",
    campaignPrice: "{{price}} (kampanjahinta, normaalihinta {{regular}})",
    date: "Päivämäärä",
    time: "Kellonaika",
    timeValue: "klo {{time}} (Suomen aikaa)",
    yourMessage: "Viestisi",
    received: {
      subject: "Olemme vastaanottaneet varauspyyntösi – {{business}}",
      heading: "Kiitos varauspyynnöstäsi!",
      body: "Olemme vastaanottaneet varauspyyntösi. Otamme sinuun pian yhteyttä ja vahvistamme ajan. Kun aika on vahvistettu, saat siitä uuden sähköpostin.",
      myBookings: "Voit katsoa ja perua varauksiasi Omat varaukset -sivulla:",
      calendar:
        "Viestin liitteenä oleva kalenteritiedosto merkitsee ajan alustavaksi, kunnes olemme vahvistaneet sen.",
    },
    cancelled: {
      subject: "Varaus peruttu – {{business}}",
      heading: "Varaus peruttu",
      body: "Varauksesi on peruttu.",
      notYou: "Etkö perunut varausta itse? Ota meihin yhteyttä: {{email}}.",
      bookAgain: "Haluatko varata uuden ajan? Voit tehdä sen täällä:",
    },
    confirmed: {
      subject: "Varaus vahvistettu – {{business}}",
      heading: "Varauksesi on vahvistettu!",
      body: "Olemme vahvistaneet varauksesi ja odotamme kuvausta innolla.",
      place:
        "Paikka: studiomme osoitteessa {{address}} tai paikka, josta olemme sopineet. Jos jokin on vielä auki, otamme yhteyttä ennen kuvausta – voit myös aina vastata tähän viestiin.",
      calendar: "Sähköpostin kalenteritiedosto päivittää ajan kalenteriisi vahvistetuksi.",
      myBookings: "Näet varauksesi Omat varaukset -sivulla:",
    },
    declined: {
      subject: "Varauspyyntöä ei voitu vahvistaa – {{business}}",
      heading: "Emme valitettavasti voi ottaa varausta vastaan",
      body: "Valitettavasti emme voi ottaa varauspyyntöäsi vastaan valitsemaasi aikaan. Sähköpostin kalenteritiedosto poistaa ajan kalenteristasi.",
      ownerMessage: "Viesti meiltä",
      bookAgain: "Voit valita uuden ajan täältä:",
    },
  },
  calendar: {
    pending: "Varauspyyntö: otamme sinuun yhteyttä ja vahvistamme ajan.",
    confirmed: "Varaus on vahvistettu.",
    cancelled: "Varaus on peruttu.",
    yourMessage: "Viestisi:",
    myBookings: "Omat varaukset: {{url}}",
  },
  verifyEmail: {
    subject: "Vahvista sähköpostiosoitteesi – {{business}}",
    heading: "Vahvista sähköpostiosoitteesi",
    body: "Kiitos, että loit tilin! Vahvista sähköpostiosoitteesi alla olevasta linkistä, niin voit tehdä varauksia. Linkki on voimassa vuorokauden.",
    button: "Vahvista sähköpostiosoite",
    ignore: "Jos et luonut tiliä meille, voit jättää tämän viestin huomiotta.",
  },
  passwordReset: {
    subject: "Salasanan vaihto – {{business}}",
    heading: "Salasanan vaihto",
    body: "Saimme pyynnön vaihtaa tilisi salasanan. Voit valita uuden salasanan alla olevasta linkistä. Linkki on voimassa tunnin.",
    button: "Valitse uusi salasana",
    ignore:
      "Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.",
  },
  owner: {
    subjectDetails: "{{service}}, {{date}} klo {{time}} – {{customer}}",
    received: {
      subject: "Uusi varauspyyntö: {{details}}",
      heading: "Uusi varauspyyntö",
      body: "Uusi varauspyyntö on tullut ja odottaa vahvistusta. Ota yhteyttä asiakkaaseen ja vahvista aika.",
    },
    cancelled: {
      subject: "Varaus peruttu: {{details}}",
      heading: "Varaus peruttu",
      body: "Asiakas on perunut varauksensa. Aika on taas vapaa.",
    },
    customer: "Asiakas",
    email: "Sähköposti",
    phone: "Puhelin",
    service: "Palvelu",
    date: "Päivämäärä",
    time: "Kellonaika",
    timeValue: "klo {{time}}",
    language: "Asiakkaan kieli",
    message: "Viesti",
    noMessage: "Ei viestiä.",
    languages: { sv: "ruotsi", fi: "suomi", en: "englanti" },
  },
  // Reviews, freelancer applications and contact messages (docs/decisions/050).
  submissions: {
    name: "Nimi",
    language: "Lähettäjän kieli",
    review: {
      subject: "Uusi arvostelu odottaa tarkistusta: {{name}}, {{rating}}/5",
      heading: "Uusi arvostelu",
      body: "Uusi arvostelu on saapunut. Se näkyy sivustolla vasta, kun olet hyväksynyt sen.",
      service: "Palvelu",
      rating: "Arvosana",
      feedback: "Arvostelu",
      button: "Tarkista arvostelut",
    },
    application: {
      subject: "Uusi freelancer-hakemus: {{name}} ({{specialization}})",
      heading: "Uusi freelancer-hakemus",
      body: "Uusi hakemus on saapunut. Hakija on saanut viestin, että vastaamme kahden arkipäivän kuluessa.",
      specialization: "Erikoisala",
      experience: "Kokemus",
      yearsOne: "1 vuosi",
      yearsMany: "{{count}} vuotta",
      portfolio: "Portfolio",
      button: "Näytä hakemukset",
    },
    contactReceived: {
      subject: "Olemme saaneet viestisi – {{business}}",
      heading: "Kiitos viestistäsi!",
      body: "Olemme vastaanottaneet viestisi ja vastaamme tähän sähköpostiosoitteeseen niin pian kuin voimme.",
      notYou: "Etkö lähettänyt meille viestiä? Voit jättää tämän sähköpostin huomiotta.",
    },
    applicationReceived: {
      subject: "Olemme saaneet hakemuksesi – {{business}}",
      heading: "Kiitos hakemuksestasi!",
      body: "Olemme vastaanottaneet freelancer-hakemuksesi ja luemme sen huolella. Vastaamme sinulle {{days}} arkipäivän kuluessa.",
      specialization: "Erikoisalasi",
      questions:
        "Onko sinulla kysyttävää sillä välin? Vastaa tähän viestiin, niin otamme yhteyttä.",
    },
    contact: {
      subject: "Uusi viesti lähettäjältä {{name}}",
      heading: "Uusi viesti sivuston kautta",
      body: "Joku on kirjoittanut sinulle yhteydenottolomakkeella ja saanut sähköpostin, jossa kerrotaan viestin tulleen perille. Kun vastaat tähän viestiin, vastaus menee suoraan lähettäjälle.",
      button: "Näytä viestit",
    },
  },
} satisfies Translation<typeof sv>;
