// The freelancer application form on /freelancer (docs/decisions/050).
export default {
  form: {
    name: "Namn",
    email: "E-postadress",
    phone: "Telefonnummer",
    specialization: "Specialområde",
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
    nameTooShort: "Namnet måste innehålla minst 2 tecken",
    specializationTooShort: "Specialområdet måste innehålla minst 2 tecken",
    specializationTooLong: "Specialområdet får vara högst 100 tecken",
    experienceInvalid: "Ange antal år som ett heltal från 0 till 50",
    portfolioInvalid: "Ogiltig URL",
    messageTooShort: "Meddelandet måste innehålla minst 10 tecken",
    messageTooLong: "Meddelandet får vara högst 2000 tecken",
  },
  toast: {
    validationTitle: "Kontrollera uppgifterna",
    successTitle: "Tack för din ansökan!",
    successText:
      "Vi återkommer inom två arbetsdagar. Ett mejl om att vi har fått ansökan är på väg till dig.",
  },
};
