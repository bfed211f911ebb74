export default {
  meta: {
    title: "Videor – reklamfilmer, presentationsvideor och AI-video",
    description:
      "Se våra reklamfilmer och presentationsvideor. Vi producerar film för företag, föreningar och varumärken i hela Norden – klassiskt inspelat eller AI-genererat.",
    keywords:
      "videoproduktion, reklamfilm, presentationsvideo, AI-video, företagsfilm, videograf Nykarleby, Österbotten, Jakobstad, Vasa",
  },
  hero: {
    eyebrow: "Video",
    title: "Film som får folk att stanna upp",
    lead: "Från manus till färdig film: vi filmar, klipper och skapar med AI, så att ditt budskap når fram – på webben, i sociala medier och på storbild.",
  },
  showcase: {
    heading: "Våra filmer",
    lead: "Två exempel på vad vi gör – från första idé till färdig film.",
    promo1: {
      title: "Reklamfilm: Kustens hantverk",
      description:
        "En reklamfilm för ett familjeföretag vid kusten. Vi följde människorna bakom produkten en arbetsdag – från morgonljuset i verkstaden till leveransen vid kajen – och klippte materialet till en längre webbversion och korta versioner för sociala medier.",
    },
    intro: {
      title: "Presentationsvideo: det här är {{name}}",
      description:
        "Vår egen presentation: vilka vi är, hur vi arbetar och varför vi älskar det nordiska ljuset. En presentationsvideo är det snabbaste sättet att visa kunder och samarbetspartners vem du är – på under två minuter.",
    },
  },
  offers: {
    heading: "Det här kan vi göra för dig",
  },
  cta: {
    title: "Har du en idé till en film?",
    text: "Berätta vad du vill visa och för vem. Vi återkommer med ett förslag på upplägg, tidsplan och pris.",
    button: "Boka ett samtal",
  },
};
