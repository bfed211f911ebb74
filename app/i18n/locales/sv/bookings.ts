// My bookings (spec sections 2, 4, 6 and 8) and the customer's own data.
export default {
  meta: {
    title: "Mina bokningar",
    description:
      "Se dina bokningar hos Nordic Media Studio, avboka de som väntar och hantera dina uppgifter.",
    keywords: "mina bokningar, avboka, fotografering, konto",
  },
  title: "Mina bokningar",
  subtitle:
    "Här ser du dina bokningar och bokningsförfrågningar. En förfrågan som ännu väntar på bekräftelse kan du avboka själv.",
  profile: {
    title: "Min profil",
    name: "Namn",
    email: "E-post",
    phone: "Telefon",
  },
  list: {
    title: "Dina bokningar",
    reloading: "Uppdaterar bokningarna...",
    date: "Datum",
    time: "Tid",
    timeValue: "kl. {{time}}",
    message: "Meddelande",
    price: "Pris",
  },
  loadFailed: {
    title: "Kunde inte hämta bokningar",
    text: "Dina bokningar kunde inte hämtas just nu. Försök igen om en stund.",
    retry: "Försök igen",
  },
  empty: {
    title: "Inga bokningar ännu",
    text: "När du bokar en fotografering syns den här.",
    cta: "Boka nu",
  },
  status: {
    label: "Status",
    confirmed: "Bekräftad",
    cancelled: "Avbokad",
    pending: "Väntar på bekräftelse",
    declined: "Avböjd",
    completed: "Genomförd",
  },
  cancel: {
    button: "Avboka",
    buttonLabel: "Avboka {{service}}, {{date}}",
    busy: "Avbokar...",
    confirmTitle: "Vill du avboka?",
    confirmText: "Bokningen {{service}} {{date}} kl. {{time}} avbokas. Det går inte att ångra.",
    confirm: "Ja, avboka",
    keep: "Behåll bokningen",
    successTitle: "Bokning avbokad",
    successText: "Din bokning har avbokats.",
    failedTitle: "Kunde inte avboka",
  },
  data: {
    title: "Dina uppgifter",
    text: "Du kan när som helst ladda ner allt vi har sparat om dig, eller radera ditt konto tillsammans med alla bokningar.",
    export: "Ladda ner mina uppgifter",
    delete: "Radera mitt konto",
    confirmTitle: "Radera ditt konto?",
    confirmText:
      "Ditt konto, din profil, alla dina bokningar och de meddelanden och ansökningar du skickat från din e-postadress raderas för gott. Dina köp finns kvar i bokföringen, utan din adress. Det går inte att ångra.",
    confirm: "Ja, radera kontot",
    keep: "Avbryt",
    busy: "Raderar...",
    successTitle: "Kontot är raderat",
    successText: "Alla dina uppgifter har tagits bort.",
    failedTitle: "Kontot kunde inte raderas",
  },
};
