// My bookings (spec sections 2, 4, 6 and 8) and the customer's own data.
export default {
  meta: {
    title: "Mina bokningar",
    description:
      "Se dina bokningar hos Nordic Media Studio, avboka de som väntar och hantera dina uppgifter.",
    keywords: "mina bokningar, avboka, fotografering, konto",
  },
  title: "Mina bokningar",
  subtitle: "Här ser du alla dina bokningar och kan avboka de som ännu väntar på bekräftelse.",
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
    message: "Meddelande",
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
    pending: "Väntar",
    declined: "Avböjd",
    completed: "Genomförd",
  },
  cancel: {
    button: "Avboka",
    buttonLabel: "Avboka {{service}} den {{date}}",
    busy: "Avbokar...",
    confirmTitle: "Vill du avboka?",
    confirmText: "{{service}} den {{date}} kl. {{time}} avbokas. Det går inte att ångra.",
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
      "Ditt konto, din profil och alla dina bokningar raderas för gott. Det går inte att ångra.",
    confirm: "Ja, radera kontot",
    keep: "Avbryt",
    busy: "Raderar...",
    successTitle: "Kontot är raderat",
    successText: "Alla dina uppgifter har tagits bort.",
    failedTitle: "Kontot kunde inte raderas",
  },
};
