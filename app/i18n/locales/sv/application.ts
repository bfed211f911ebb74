// The freelancer application form on /freelancer (docs/decisions/050).
export default {
  form: {
    name: "Namn",
    email: "E-postadress",
    phone: "Telefonnummer",
    specialization: "Specialitet",
    specializationHint: "T.ex. foto, video eller redigering",
    experience: "Års erfarenhet",
    portfolio: "Länk till din portfolio",
    portfolioHint: "En adress som börjar med https://",
    optional: "valfritt",
    message: "Om dig",
    messageHint: "Vad vill du arbeta med, och var i Norden finns du?",
    counter: "{{used}}/{{max}}",
    counterLabel: "{{used}} av {{max}} tecken",
    submit: "Skicka ansökan",
    busy: "Skickar...",
  },
  validation: {
    nameTooShort: "Namnet måste vara minst 2 tecken",
    specializationTooShort: "Specialiteten måste vara minst 2 tecken",
    specializationTooLong: "Specialiteten får max vara 100 tecken",
    experienceInvalid: "Ange antal år som ett heltal från 0 till 50",
    portfolioInvalid: "Ogiltig URL",
    messageTooShort: "Meddelandet måste vara minst 10 tecken",
    messageTooLong: "Meddelandet får max vara 2000 tecken",
  },
  toast: {
    validationTitle: "Valideringsfel",
    successTitle: "Tack för din ansökan!",
    successText: "Vi återkommer inom 48 timmar. En bekräftelse är på väg till din e-post.",
  },
};
