// The e-mails and their calendar files. A customer's mails are in the customer's language; the
// owner's are written in Swedish (ownerLanguage in app/features/mail/owner-mails.server.ts), and
// owner.* exists in fi and en too so that the owner's language stays one setting.
export default {
  greeting: "Hej {{name}},",
  greetingNoName: "Hej,",
  signOff: "Med vänliga hälsningar",
  booking: {
    service: "Tjänst",
    date: "Datum",
    time: "Tid",
    timeValue: "kl. {{time}} (finländsk tid)",
    yourMessage: "Ditt meddelande",
    received: {
      subject: "Bokning mottagen – {{business}}",
      heading: "Bokning mottagen!",
      body: "Tack för din bokning! Vi kontaktar dig inom kort för att bekräfta tiden. När tiden är bekräftad får du ett nytt mejl.",
      myBookings: "Du kan se och avboka dina bokningar under Mina bokningar:",
      calendar: "Kalenderfilen i mejlet lägger in tiden som preliminär tills vi har bekräftat den.",
    },
    cancelled: {
      subject: "Bokning avbokad – {{business}}",
      heading: "Bokning avbokad",
      body: "Din bokning har avbokats.",
      notYou: "Har du inte avbokat själv? Kontakta oss på {{email}}.",
      bookAgain: "Vill du boka en ny tid? Välkommen tillbaka:",
    },
    confirmed: {
      subject: "Bokning bekräftad – {{business}}",
      heading: "Din bokning är bekräftad!",
      body: "Vi har bekräftat din bokning. Välkommen!",
      calendar: "Kalenderfilen i mejlet uppdaterar tiden i din kalender till bekräftad.",
      myBookings: "Du ser dina bokningar under Mina bokningar:",
    },
    declined: {
      subject: "Bokningen kunde inte bekräftas – {{business}}",
      heading: "Vi kunde tyvärr inte ta emot bokningen",
      body: "Tyvärr kan vi inte ta emot din bokning vid den här tiden. Kalenderfilen i mejlet tar bort tiden ur din kalender.",
      ownerMessage: "Meddelande från oss",
      bookAgain: "Välj gärna en annan tid:",
    },
  },
  calendar: {
    pending: "Preliminär bokning: vi kontaktar dig för att bekräfta tiden.",
    confirmed: "Bokningen är bekräftad.",
    cancelled: "Bokningen är avbokad.",
    yourMessage: "Ditt meddelande:",
    myBookings: "Mina bokningar: {{url}}",
  },
  verifyEmail: {
    subject: "Bekräfta din e-postadress – {{business}}",
    heading: "Bekräfta din e-postadress",
    body: "Tack för att du skapade ett konto hos oss! Bekräfta din e-postadress via länken nedan, så kan du sedan boka. Länken gäller i ett dygn.",
    button: "Bekräfta e-postadressen",
    ignore: "Har du inte skapat något konto hos oss kan du bortse från det här meddelandet.",
  },
  passwordReset: {
    subject: "Återställ ditt lösenord – {{business}}",
    heading: "Återställ ditt lösenord",
    body: "Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord via länken nedan. Länken gäller i en timme.",
    button: "Välj nytt lösenord",
    ignore:
      "Har du inte begärt detta kan du bortse från meddelandet. Ditt lösenord förblir oförändrat.",
  },
  owner: {
    subjectDetails: "{{service}}, {{date}} kl. {{time}} – {{customer}}",
    received: {
      subject: "Ny bokning: {{details}}",
      heading: "Ny bokning",
      body: "En ny bokning har kommit in och väntar på bekräftelse. Kontakta kunden för att bekräfta tiden.",
    },
    cancelled: {
      subject: "Bokning avbokad: {{details}}",
      heading: "Bokning avbokad",
      body: "Kunden har avbokat sin bokning. Tiden är ledig igen.",
    },
    customer: "Kund",
    email: "E-post",
    phone: "Telefon",
    service: "Tjänst",
    date: "Datum",
    time: "Tid",
    timeValue: "kl. {{time}}",
    language: "Kundens språk",
    message: "Meddelande",
    noMessage: "Inget meddelande.",
    languages: { sv: "svenska", fi: "finska", en: "engelska" },
  },
};
