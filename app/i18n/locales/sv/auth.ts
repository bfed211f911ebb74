// Login, sign-up and password reset (spec sections 2, 4, 5 and 8).
export default {
  meta: {
    title: "Logga in eller skapa konto",
    description:
      "Logga in på ditt konto hos Nordic Media Studio för att boka fotograferingar och se dina bokningar, eller skapa ett konto på en minut.",
    keywords: "logga in, skapa konto, boka fotografering, mina bokningar",
  },
  welcome: {
    eyebrow: "Ditt konto",
    title: "Välkommen",
    lead: "Logga in för att boka en fotografering och hålla koll på dina bokningar – eller skapa ett konto på en minut.",
  },
  tabs: {
    label: "Logga in eller skapa konto",
    login: "Logga in",
    signup: "Skapa konto",
  },
  fields: {
    name: "Fullständigt namn",
    email: "E-postadress",
    phone: "Telefonnummer",
    optional: "valfritt",
    password: "Lösenord",
    newPassword: "Nytt lösenord",
    passwordHint: "Minst 6 tecken.",
    phoneHint: "Med riktnummer, till exempel 040 123 4567 eller +358 40 123 4567.",
  },
  login: {
    submit: "Logga in",
    busy: "Loggar in...",
    successTitle: "Välkommen tillbaka!",
    successText: "Du är nu inloggad.",
    failedTitle: "Inloggning misslyckades",
  },
  signup: {
    submit: "Skapa konto",
    busy: "Skapar konto...",
    successTitle: "Konto skapat!",
    successText:
      "Du är inloggad. Bekräfta din e-postadress via länken vi skickade, sedan kan du boka.",
    failedTitle: "Något gick fel",
  },
  forgot: {
    open: "Glömt lösenordet?",
    title: "Återställ lösenordet",
    text: "Skriv in e-postadressen till ditt konto så skickar vi en länk där du kan välja ett nytt lösenord.",
    submit: "Skicka länken",
    busy: "Skickar...",
    sentTitle: "Kolla din inkorg",
    sentText:
      "Om det finns ett konto med den e-postadressen har vi nu skickat en länk för att välja ett nytt lösenord. Länken gäller i en timme.",
    back: "Tillbaka till inloggningen",
  },
  reset: {
    metaTitle: "Välj ett nytt lösenord",
    metaDescription: "Välj ett nytt lösenord till ditt konto hos Nordic Media Studio.",
    title: "Välj ett nytt lösenord",
    lead: "Skriv in ditt nya lösenord. Sedan loggar du in med det som vanligt.",
    submit: "Spara lösenordet",
    busy: "Sparar...",
    successTitle: "Lösenordet är bytt",
    successText: "Logga in med ditt nya lösenord.",
    failedTitle: "Lösenordet kunde inte bytas",
    missingToken: "Länken saknar sin kod. Be om en ny länk för att återställa lösenordet.",
    requestNew: "Be om en ny länk",
  },
  verifyEmail: {
    note: {
      title: "Bekräfta din e-postadress",
      text: "Vi har skickat en bekräftelselänk till {{email}}. Öppna den och skicka sedan din bokningsförfrågan – det du har fyllt i finns kvar.",
      resend: "Skicka länken igen",
      resending: "Skickar...",
      sentTitle: "Ny länk skickad",
      sentText: "Kolla din inkorg – länken gäller i ett dygn.",
    },
    landing: {
      done: "Tack! Din e-postadress är bekräftad. Nu kan du boka.",
      invalid: "Bekräftelselänken fungerade inte. Logga in och be om en ny länk.",
      expired: "Bekräftelselänken har gått ut. Logga in och be om en ny länk.",
    },
  },
  networkError: "Vi fick ingen kontakt med servern. Kontrollera din anslutning och försök igen.",
};
