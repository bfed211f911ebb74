// The contact form beside the booking form (home page, #kontakt), no account needed
// (docs/decisions/052).
export default {
  form: {
    title: "Skicka ett meddelande",
    lead: "Frågor om IT-tjänster, webbplatser, AI-influencers eller säsongsavtal för idrottsföreningar? Skriv till oss – inget konto behövs.",
    name: "Namn",
    email: "E-postadress",
    phone: "Telefonnummer",
    optional: "valfritt",
    message: "Hur kan vi hjälpa dig?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}} av {{max}} tecken",
    submit: "Skicka meddelandet",
    busy: "Skickar...",
  },
  validation: {
    nameTooShort: "Namnet måste innehålla minst 2 tecken",
    messageTooShort: "Meddelandet måste innehålla minst 10 tecken",
    messageTooLong: "Meddelandet får vara högst 2000 tecken",
  },
  toast: {
    successTitle: "Tack för ditt meddelande!",
    successText: "Vi svarar till din e-post så snart vi kan.",
  },
};
