// The terms of sale and the privacy policy (docs/decisions/096). Read on the server only: the
// pages are built from these texts, the owner's business facts and the site's configuration
// (app/features/legal/), so none of this reaches another page's JavaScript.
export default {
  common: {
    additions: "Mer från oss",
    contents: "Innehåll",
    notSet: "uppgiften saknas ännu",
  },
  terms: {
    meta: {
      title: "Köpvillkor",
      description:
        "Köpvillkoren för {{business}}: säljaren, priser med moms, betalning, leverans, ångerrätt, reklamationer och tvister.",
      keywords: "köpvillkor, ångerrätt, leveransvillkor, reklamation, moms",
    },
    lead: "De här villkoren gäller när du som konsument köper något i vår webbutik eller bokar en tjänst på webbplatsen. Läs dem innan du köper.",
    seller: {
      heading: "Säljaren",
      text: "Du köper av:",
      name: "Företag",
      businessId: "FO-nummer (Y-tunnus)",
      address: "Adress",
      email: "E-post",
      phone: "Telefon",
    },
    products: {
      heading: "Vad vi säljer",
      text: "I webbutiken säljer vi programvarulicenser, fotoalbum och foton från våra gallerier som nedladdning, och färdiga webbplatser. På webbplatsen kan du också boka fotograferingar och andra tjänster. Vad som ingår framgår av produktsidan eller tjänstens beskrivning.",
    },
    prices: {
      heading: "Priser och moms",
      text: "Alla priser som visas för konsumenter är i euro (eller i den valuta som kassan visar) och inkluderar mervärdesskatt (moms). Kvittot visar momssatsen och momsbeloppet. Frakt tillkommer inte: allt levereras elektroniskt eller som en tjänst.",
      campaign:
        "Ett kampanjpris gäller under kampanjperioden som anges på webbplatsen. En bokad tjänst behåller det pris som visades när du skickade bokningsförfrågan.",
    },
    payment: {
      heading: "Betalning",
      stripe:
        "Du betalar i kassan i samband med beställningen, med kort eller med något annat av de betalsätt som kassan visar (beroende på land och valuta till exempel MobilePay, Klarna, Swish eller Vipps). Betalningen förmedlas av Stripe. Vi ser aldrig ditt kortnummer.",
      test: "Webbutikens kortbetalning är ännu inte i drift. Kassan är en testkassa där ingen betalning tas ut.",
      closed:
        "Webbutiken tar för tillfället inte emot betalningar. Kontakta oss om du vill beställa något.",
      services:
        "En bokad tjänst betalas enligt det vi kommer överens om när vi bekräftar bokningen. Ingen betalning tas ut när du skickar en bokningsförfrågan, utom för tjänster där det står att en handpenning betalas vid bokningen: handpenningen betalas tillbaka om vi avböjer bokningen eller om du avbokar före den sista ändringstiden, men inte om du avbokar senare.",
    },
    delivery: {
      heading: "Leverans och leveranstider",
      software:
        "Programvarulicenser: licensnyckeln och installationsanvisningen skickas till din e-postadress normalt inom {{hours}} timmar efter betalningen, på helger nästa vardag.",
      photos:
        "Fotoalbum och galleriets foton: direkt efter betalningen får du per e-post en personlig nedladdningslänk. Länken gäller i {{days}} dagar och kan användas {{uses}} gånger, och beställningen syns också på ditt konto. Behöver du en ny länk, kontakta oss så skickar vi en.",
      website:
        "Färdiga webbplatser är en tjänst: efter betalningen kontaktar vi dig för att komma överens om överlämningen (domän, webbhotell och inloggningar). Tidpunkten avtalar vi med dig.",
      services:
        "Bokade tjänster utförs vid den tid vi har bekräftat. En bokning är en förfrågan tills vi har bekräftat den per e-post. Hur och när bilder eller material levereras står i tjänstens beskrivning.",
    },
    withdrawal: {
      heading: "Ångerrätt",
      services:
        "Köper du en tjänst på distans har du 14 dagars ångerrätt från den dag avtalet ingicks. Ber du oss börja utföra tjänsten under ångerfristen och ångrar dig sedan, betalar du för den del som redan har utförts. Har tjänsten utförts helt under ångerfristen på din uttryckliga begäran och har du godkänt att ångerrätten då upphör, har du inte längre ångerrätt. En bokning som ännu inte har börjat kan du också avboka på ditt konto.",
      digital:
        "Licensnycklar, fotoalbum och foton som nedladdning är digitalt innehåll som inte levereras på ett fysiskt medium. När du köper något sådant ber vi dig kryssa i en ruta (den är aldrig ikryssad på förhand) där du uttryckligen samtycker till att leveransen börjar direkt och godkänner att du därmed förlorar din ångerrätt. Kvittot som vi skickar per e-post bekräftar ditt samtycke. När leveransen har börjat kan köpet inte längre ångras. Utan ditt samtycke levererar vi inte innehållet.",
      website:
        "En färdig webbplats är en tjänst: ångerrätten på 14 dagar gäller enligt det som sägs om tjänster ovan.",
      // how, howLink och howAfter är ett stycke: howLink länkar till formuläret nedan.
      how: "Du ångrar ett köp genom att meddela oss det tydligt inom ångerfristen, till exempel per e-post till {{email}}. Du kan använda",
      howLink: "standardformuläret för utövande av ångerrätt",
      howAfter:
        ", men du måste inte. Vi betalar tillbaka det du har betalat senast 14 dagar efter att vi fick ditt meddelande, med samma betalsätt som du använde.",
    },
    // Direktiv 2011/83/EU bilaga I B i den svenska språkversionen.
    form: {
      heading: "Standardformulär för utövande av ångerrätt",
      intro:
        "Vill du använda formuläret kan du kopiera det till ett e-postmeddelande eller skriva ut det, fylla i det och skicka det till oss. Ett annat tydligt meddelande gäller lika väl.",
      instruction: "(fyll i och returnera detta formulär endast om du vill frånträda avtalet)",
      to: "Till {{addressee}}:",
      notice:
        "Jag/vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*),",
      ordered: "Beställd den (*)/mottagen den (*),",
      name: "Konsumentens/konsumenternas namn,",
      address: "Konsumentens/konsumenternas adress,",
      signature:
        "Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform),",
      date: "Datum",
      note: "(*) Stryk det som inte gäller.",
    },
    complaints: {
      heading: "Fel i en produkt eller tjänst",
      text: "Om det är fel på något du har köpt, till exempel om en licensnyckel inte fungerar eller en nedladdning är trasig, kontakta oss inom skälig tid efter att du märkte felet. Du har de rättigheter som konsumentskyddslagen ger: vi rättar felet eller levererar på nytt, och går det inte kan du få prisavdrag eller pengarna tillbaka.",
    },
    disputes: {
      heading: "Tvister",
      text: "Kontakta oss först, så försöker vi lösa saken tillsammans. Om vi inte kommer överens kan du som konsument få gratis hjälp av konsumentrådgivningen och föra ärendet till Konsumenttvistenämnden (Kuluttajariitalautakunta). Nämndens beslut är rekommendationer. Du kan också väcka talan i tingsrätten där du bor.",
      advisory: "Konsumentrådgivningen (Konkurrens- och konsumentverket)",
      board: "Konsumenttvistenämnden",
    },
    law: {
      heading: "Tillämplig lag",
      text: "På köpet tillämpas finsk lag. Bor du i ett annat land inom EU eller EES behåller du det skydd som landets tvingande konsumentlagstiftning ger dig.",
    },
  },
  privacy: {
    meta: {
      title: "Integritetspolicy",
      description:
        "Så behandlar {{business}} dina personuppgifter: vad vi sparar och varför, hur länge, vem som får dem, dina rättigheter och vilka kakor webbplatsen använder.",
      keywords: "integritetspolicy, dataskydd, personuppgifter, GDPR, kakor, cookies",
    },
    lead: "Här berättar vi vilka personuppgifter webbplatsen sparar, varför, hur länge och vem som får ta del av dem, och hur du använder dina rättigheter enligt dataskyddsförordningen (GDPR).",
    controller: {
      heading: "Personuppgiftsansvarig",
      text: "Personuppgiftsansvarig är {{business}}. Frågor om dataskydd skickar du till {{email}}.",
    },
    data: {
      heading: "Vilka uppgifter vi sparar och varför",
      account:
        "Konto: namn, e-postadress, telefonnummer om du anger det, språk och lösenordet i hashad form (aldrig i klartext). Varje inloggning sparar en session med ip-adress och webbläsare. Vi behöver kontot för att du ska kunna boka och se dina bokningar och köp.",
      bookings:
        "Bokningar: tjänst, dag och tid, ditt meddelande, priset som visades och bokningens status. Vi behöver dem för att utföra tjänsten.",
      orders:
        "Beställningar: e-postadress, produkt, belopp och valuta, betalningens status och betalningsleverantörens referens. Vi behöver dem för att leverera och för bokföringen, som lagen kräver.",
      messages:
        "Kontaktmeddelanden: namn, e-postadress, telefonnummer om du anger det och meddelandet. Vi behöver dem för att svara dig.",
      applications:
        "Ansökningar från frilansare: namn, e-postadress, telefonnummer, specialområde, erfarenhet, portfoliolänk och meddelandet. Vi behöver dem för att bedöma ansökan och svara dig.",
      reviews:
        "Omdömen: det namn du skriver, tjänsten, betyget och texten. Vi publicerar ett omdöme först när vi har granskat det.",
      chat: "Chatten: frågorna och svaren sparas bara i din webbläsare, i den här fliken, inte på vår server.",
      chatModel:
        "Chatten: frågorna och svaren sparas bara i din webbläsare, i den här fliken. För att svara skickar vi samtalet till den AI-tjänst som chatten använder ({{host}}); vi sparar det inte själva.",
      mails:
        "E-post: en kopia av meddelandena som webbplatsen skickar dig (till exempel bokningsbekräftelser och kvitton) sparas i vår utkorg.",
      photos:
        "Foton: på evenemang som vi fotograferar kan du finnas med på bilder som publiceras i våra gallerier. Tröjnumren kan läsas automatiskt ur bilderna så att du hittar dina egna. Vill du att en bild tas bort, kontakta oss.",
      limits:
        "För att skydda formulären och inloggningen mot missbruk räknar vi förfrågningar per ip-adress under en kort stund.",
    },
    basis: {
      heading: "Rättslig grund",
      text: "Vi behandlar uppgifterna för att fullgöra avtal med dig (konto, bokningar, beställningar), för att uppfylla lagkrav (bokföringen), på grund av vårt berättigade intresse att svara på meddelanden och ansökningar, visa bilder från evenemang i våra gallerier och skydda webbplatsen, och med ditt samtycke när du skickar ett omdöme.",
    },
    retention: {
      heading: "Hur länge vi sparar uppgifterna",
      account:
        "Konto, bokningar och den e-post som skickats till dig: tills du tar bort ditt konto.",
      sessions:
        "En inloggning gäller i {{days}} dagar efter att du senast använde webbplatsen. En länk för att bekräfta e-postadressen gäller i {{verifyHours}} timmar, en länk för nytt lösenord i {{resetHours}} timme.",
      orders:
        "Beställningar: {{years}} år från utgången av räkenskapsåret då köpet gjordes, som bokföringslagen kräver. Tar du bort ditt konto sparas beställningen utan din e-postadress och ditt konto.",
      downloads: "Nedladdningslänkar: {{days}} dagar eller {{uses}} nedladdningar.",
      messages:
        "Kontaktmeddelanden och ansökningar: tills du ber oss ta bort dem. Tar du bort ditt konto tas de bort samtidigt, om de skickades från kontots bekräftade e-postadress.",
      reviews: "Omdömen: så länge de är publicerade, eller tills du ber oss ta bort dem.",
      counters:
        "Räknare för missbruksskydd (ip-adress eller e-postadress och antal försök): de gäller i några minuter och ersätts sedan.",
      backups:
        "Säkerhetskopior: en borttagen uppgift finns kvar i säkerhetskopiorna i högst {{days}} dagar.",
    },
    recipients: {
      heading: "Vem som får ta del av uppgifterna",
      intro:
        "Vi säljer inte dina uppgifter och använder dem inte för reklam. Följande tjänsteleverantörer behandlar uppgifter för vår räkning:",
      stripe:
        "Stripe (betalningsleverantör): tar emot din betalning och de uppgifter du anger i kassan. Stripe är självständigt personuppgiftsansvarig för betalningen och kan överföra uppgifter utanför EU med EU:s standardavtalsklausuler.",
      mail: "E-posttjänsten som levererar våra meddelanden: mottagarens adress och meddelandet.",
      ai: "AI-tjänsten som chatten använder ({{host}}): samtalet i chatten, men inte ditt namn eller din e-postadress.",
      storage: "Lagringstjänsten för foton ({{host}}): fotona i våra gallerier och nyhetsbilderna.",
      hosting: "Vår serverleverantör: webbplatsen och databasen finns på dess servrar.",
    },
    rights: {
      heading: "Dina rättigheter",
      text: "Du har rätt att få veta vilka uppgifter vi har om dig och få en kopia, att få fel rättade, att få uppgifterna raderade, att begränsa eller invända mot behandlingen, att få ut dina uppgifter i ett maskinläsbart format och att när som helst återkalla ett samtycke.",
      account:
        "Har du ett konto är det enklast att göra det själv: under Dina uppgifter på sidan Mina bokningar kan du ladda ner allt vi har sparat om dig (JSON) och ta bort ditt konto.",
      accountLink: "Dina uppgifter på sidan Mina bokningar",
      email:
        "I övrigt skriver du till {{email}}. Vi svarar inom en månad och kan be dig bekräfta vem du är.",
    },
    authority: {
      heading: "Tillsynsmyndighet",
      text: "Om du anser att vi behandlar dina uppgifter i strid med dataskyddsreglerna kan du lämna in klagomål till Dataombudsmannens byrå (Tietosuojavaltuutetun toimisto) i Finland, eller till tillsynsmyndigheten i det land där du bor.",
      link: "Dataombudsmannens byrå",
    },
    cookies: {
      heading: "Kakor (cookies)",
      intro:
        "Webbplatsen använder bara kakor och lagring i webbläsaren som behövs för att den ska fungera eller för att minnas ett val du själv har gjort. Vi använder inga analys-, reklam- eller spårningskakor och inga kakor från andra företag. Därför frågar vi inte efter samtycke till kakor och visar ingen kakbanner.",
      caption: "Kakor och lagring i webbläsaren",
      name: "Namn",
      purpose: "Varför",
      lifetime: "Hur länge",
      session: "Håller dig inloggad.",
      flash: "Visar ett meddelande efter att du har skickat ett formulär.",
      language: "Minns språket du valde.",
      promoBanner: "Minns att du stängde kampanjbannern.",
      languageStorage: "Minns språket du valde (i webbläsarens lagring).",
      promoPopup: "Minns att du redan har sett kampanjfönstret (i webbläsarens lagring).",
      webFont:
        "Minns att webbläsaren redan har hämtat webbplatsens typsnitt, så att nästa sida visar det från början (i webbläsarens lagring).",
      bookingDraft:
        "Sparar det du har skrivit i bokningsformuläret tills bokningen har skickats (i fliken).",
      chat: "Sparar chattsamtalet (i fliken).",
      galleryAccess:
        "Håller ditt privata galleri öppet i den här webbläsaren efter länken och PIN-koden.",
      galleryPicks: "Minns vilka galleriets foton du har valt (i fliken).",
      sessionLifetime: "{{days}} dagar",
      flashLifetime: "1 minut",
      yearLifetime: "1 år",
      daysLifetime: "{{days}} dagar",
      untilCleared: "Tills du tömmer webbläsarens lagring",
      tabLifetime: "Tills du stänger fliken",
      stripe:
        "När du betalar kommer du till Stripes kassa, som använder egna kakor för betalningen och för att förhindra bedrägerier.",
    },
    changes: {
      heading: "Ändringar",
      text: "Om vi ändrar hur webbplatsen behandlar personuppgifter uppdaterar vi den här sidan.",
    },
  },
};
