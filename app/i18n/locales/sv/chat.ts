export default {
  // The widget (loaded when the visitor opens the chat).
  title: "Chatta med oss",
  subtitle: "Automatisk assistent – svarar utifrån uppgifterna på webbplatsen",
  welcome:
    "Hej! Jag är {{name}}s assistent. Fråga mig gärna om våra tjänster och priser, bokning, lediga tider eller butiken.",
  inputLabel: "Ditt meddelande",
  placeholder: "Skriv din fråga...",
  send: "Skicka",
  close: "Stäng chatten",
  clear: "Rensa samtalet",
  waiting: "Assistenten skriver...",
  you: "Du",
  assistant: "Assistenten",
  answered: "Assistenten svarade: {{text}}",
  whatsapp: "Fortsätt på WhatsApp",
  whatsappText: "Hej! Jag har en fråga om era tjänster.",
  contactForm: "Kontaktformulär",
  errorTitle: "Fel",
  errorText: "Meddelandet kunde inte skickas. Försök igen.",

  // Refusals of POST /api/ai-chat.
  validation: {
    messages: "Skicka samtalet som en lista med meddelanden.",
    tooManyMessages: "Högst {{maximum}} meddelanden per fråga.",
    role: "Ett meddelande kommer antingen från dig eller från assistenten.",
    shape: "Ett meddelande har bara en avsändare (role) och en text (content).",
    content: "Meddelandet måste vara text.",
    empty: "Skriv en fråga först.",
    tooLong: "Meddelandet får vara högst {{maximum}} tecken.",
    lastFromVisitor: "Samtalet måste sluta med din fråga.",
  },

  // The built-in assistant's own sentences around what it found.
  reply: {
    unknown:
      "Det vet jag tyvärr inte – jag svarar bara utifrån uppgifterna på vår webbplats och vill inte gissa.",
    askUsWhatsapp:
      "Skriv till oss på WhatsApp eller använd kontaktformuläret längre ner på startsidan, så svarar vi personligen.",
    askUs:
      "Skicka oss ett meddelande via kontaktformuläret längre ner på startsidan eller mejla {{email}}, så svarar vi personligen.",
    interrupted: "(Svaret avbröts. Försök igen om en stund.)",
  },
};
