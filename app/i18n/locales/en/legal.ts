import type sv from "../sv/legal";
import type { Translation } from "../types";

export default {
  common: {
    additions: "More from us",
    contents: "Contents",
    notSet: "not given yet",
  },
  terms: {
    meta: {
      title: "Terms of sale",
      description:
        "The terms of sale of {{business}}: the seller, prices including VAT, payment, delivery, the right of withdrawal, faults and disputes.",
      keywords: "terms of sale, right of withdrawal, delivery terms, complaints, VAT",
    },
    lead: "These terms apply when you, as a consumer, buy something in our online shop or book a service on this site. Please read them before you buy.",
    seller: {
      heading: "The seller",
      text: "You are buying from:",
      name: "Business",
      businessId: "Business ID (Y-tunnus)",
      address: "Address",
      email: "Email",
      phone: "Phone",
    },
    products: {
      heading: "What we sell",
      text: "In the online shop we sell software licences, photo albums and photos from our galleries as downloads, and ready-made websites. On the site you can also book photo shoots and other services. The product page or the description of the service says what is included.",
    },
    prices: {
      heading: "Prices and VAT",
      text: "All prices shown to consumers are in euros (or in the currency shown at the checkout) and include value added tax (VAT). The receipt shows the VAT rate and amount. There are no delivery charges: everything is delivered electronically or as a service.",
      campaign:
        "A campaign price applies during the campaign period shown on the site. A booked service keeps the price shown when you sent the booking request.",
    },
    payment: {
      heading: "Payment",
      stripe:
        "You pay at the checkout when you order, by card or with any other payment method the checkout offers (depending on your country and currency, for example MobilePay, Klarna, Swish or Vipps). Payments are processed by Stripe. We never see your card number.",
      test: "Card payments in the shop are not live yet. The checkout is a test checkout that charges nothing.",
      closed: "The shop is not taking payments at the moment. Please contact us to order.",
      services:
        "A booked service is paid as we agree when we confirm the booking. Sending a booking request costs nothing, except for services that say a deposit is paid when booking: the deposit is refunded if we decline the booking or you cancel before the change deadline, but not if you cancel later.",
    },
    delivery: {
      heading: "Delivery and delivery times",
      software:
        "Software licences: the licence key and installation guide are emailed to you, normally within {{hours}} hours of payment; at weekends on the next working day.",
      photos:
        "Photo albums and gallery photos: straight after payment you receive a personal download link by email. The link is valid for {{days}} days and can be used {{uses}} times, and your order is also shown in your account. If you need a new link, contact us and we will send one.",
      website:
        "A ready-made website is a service: after payment we contact you to arrange the handover (domain, hosting and logins). We agree the timing with you.",
      services:
        "Booked services are carried out at the time we have confirmed. A booking is a request until we have confirmed it by email. The description of the service says how and when photos or other material are delivered.",
    },
    withdrawal: {
      heading: "Right of withdrawal",
      services:
        "When you buy a service at a distance, you have the right to withdraw from the contract within 14 days of the day it was made. If you ask us to start the service during that period and then withdraw, you pay for the part already provided. If the service has been fully provided within the period at your express request and you have acknowledged that the right of withdrawal then ends, the right of withdrawal no longer applies. You can also cancel a booking that has not started yet in your account.",
      digital:
        "Licence keys, photo albums and downloadable photos are digital content not supplied on a tangible medium. When you buy one, we ask you to tick a box (never ticked in advance) to expressly agree that delivery starts at once and to acknowledge that you thereby lose your right of withdrawal. The receipt we email you confirms your consent. Once delivery has started, you can no longer withdraw from the purchase. Without your consent we do not deliver the content.",
      website:
        "A ready-made website is a service: the 14-day right of withdrawal for services described above applies.",
      // how, howLink and howAfter are one paragraph: howLink links to the form below.
      how: "To withdraw, tell us clearly within the withdrawal period, for example by email to {{email}}. You may use",
      howLink: "the model withdrawal form",
      howAfter:
        ", but you do not have to. We refund what you paid within 14 days of receiving your notice, using the same payment method you used.",
    },
    // Directive 2011/83/EU Annex I(B) in its English version.
    form: {
      heading: "Model withdrawal form",
      intro:
        "If you wish to use the form, copy it into an email or print it, fill it in and send it to us. Any other clear statement is just as valid.",
      instruction: "(complete and return this form only if you wish to withdraw from the contract)",
      to: "To {{addressee}}:",
      notice:
        "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
      ordered: "Ordered on (*)/received on (*),",
      name: "Name of consumer(s),",
      address: "Address of consumer(s),",
      signature: "Signature of consumer(s) (only if this form is notified on paper),",
      date: "Date",
      note: "(*) Delete as appropriate.",
    },
    complaints: {
      heading: "Faults in a product or service",
      text: "If something you bought is faulty, for example a licence key does not work or a download is broken, contact us within a reasonable time of noticing. You have the rights the Finnish Consumer Protection Act gives you: we will fix the fault or deliver again, and if that is not possible you can have a price reduction or your money back.",
    },
    disputes: {
      heading: "Disputes",
      text: "Please contact us first and we will try to settle the matter together. If we cannot agree, as a consumer you can get free help from the consumer advisory service and take the matter to the Consumer Disputes Board (Kuluttajariitalautakunta). The Board's decisions are recommendations. You can also bring a claim in the district court where you live.",
      advisory: "Consumer advisory service (Finnish Competition and Consumer Authority)",
      board: "Consumer Disputes Board",
    },
    law: {
      heading: "Applicable law",
      text: "Finnish law applies to the purchase. If you live in another EU or EEA country, you keep the protection of that country's mandatory consumer law.",
    },
  },
  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "How {{business}} handles your personal data: what we keep and why, for how long, who receives it, your rights and the cookies the site uses.",
      keywords: "privacy policy, data protection, personal data, GDPR, cookies",
    },
    lead: "This page explains what personal data the site keeps, why, for how long and who receives it, and how to use your rights under the General Data Protection Regulation (GDPR).",
    controller: {
      heading: "Data controller",
      text: "The controller is {{business}}. Send any questions about data protection to {{email}}.",
    },
    data: {
      heading: "What we keep and why",
      account:
        "Account: name, email address, phone number if you give one, language and your password in hashed form. Each sign-in creates a session, stored with its IP address and browser details. We need the account so that you can book and see your bookings and purchases.",
      bookings:
        "Bookings: the service, day and time, your message, the price shown and the booking's status. We need them to provide the service.",
      orders:
        "Orders: email address, product, amount and currency, the payment's status and the payment provider's reference. We need them to deliver your order and to keep the accounts the law requires.",
      messages:
        "Contact messages: name, email address, phone number if you give one, and the message. We need them to reply to you.",
      applications:
        "Freelancer applications: name, email address, phone number, specialisation, experience, portfolio link and message. We need them to assess the application and reply to you.",
      reviews:
        "Reviews: the name you type, the service, the rating and the text. We publish a review only once we have checked it.",
      chat: "Chat: questions and answers are kept only in your browser, in this tab, not on our server.",
      chatModel:
        "Chat: questions and answers are kept only in your browser, in this tab. To answer, we send the conversation to the AI service the chat uses ({{host}}); we do not keep it ourselves.",
      mails:
        "Email: a copy of the messages the site sends you (such as booking confirmations and receipts) is kept in our outbox.",
      photos:
        "Photos: at events we photograph you may appear in pictures published in our galleries. Shirt numbers may be read from the pictures automatically so that you can find your own. If you would like a picture removed, please contact us.",
      limits:
        "To protect the forms and sign-in against abuse, we count requests per IP address for a short while.",
    },
    basis: {
      heading: "Legal basis",
      text: "We process the data to perform our contract with you (account, bookings, orders), to meet legal obligations (bookkeeping), in our legitimate interest in answering messages and applications, showing event photos in our galleries and protecting the site, and with your consent when you send a review.",
    },
    retention: {
      heading: "How long we keep it",
      account: "Account, bookings and the emails sent to you: until you delete your account.",
      sessions:
        "A sign-in lasts {{days}} days after you last used the site. A link to confirm your email address works for {{verifyHours}} hours, a password reset link for {{resetHours}} hour.",
      orders:
        "Orders: {{years}} years from the end of the financial year of the sale, as the Finnish Accounting Act requires. If you delete your account, the order is kept without your email address and account.",
      downloads: "Download links: {{days}} days or {{uses}} downloads.",
      messages:
        "Contact messages and applications: until you ask us to delete them. If you delete your account, they are deleted with it when they were sent from the account's confirmed email address.",
      reviews: "Reviews: as long as they are published, or until you ask us to remove them.",
      counters:
        "Abuse-protection counters (IP or email address and the number of attempts): they apply for a few minutes and are then replaced.",
      backups: "Backups: deleted data remains in backups for at most {{days}} days.",
    },
    recipients: {
      heading: "Who receives it",
      intro:
        "We do not sell your data or use it for advertising. These service providers process data on our behalf:",
      stripe:
        "Stripe (payment provider): processes your payment and what you enter at the checkout. Stripe is an independent controller for the payment and may transfer data outside the EU under the EU's standard contractual clauses.",
      mail: "The email service that delivers our messages: the recipient's address and the message.",
      ai: "The AI service the chat uses ({{host}}): the chat conversation, but not your name or email address.",
      storage:
        "The photo storage service ({{host}}): the photos in our galleries and news pictures.",
      hosting: "Our server provider: the site and its database run on its servers.",
    },
    rights: {
      heading: "Your rights",
      text: "You have the right to know what data we hold about you and to get a copy, to have mistakes corrected, to have the data erased, to restrict or object to processing, to receive your data in a machine-readable format and to withdraw consent at any time.",
      account:
        "If you have an account, the easiest way is to do it yourself: under Your data on the My bookings page you can download everything we keep about you (JSON) and delete your account.",
      accountLink: "Your data on the My bookings page",
      email:
        "For anything else, write to {{email}}. We reply within one month and may ask you to confirm who you are.",
    },
    authority: {
      heading: "Supervisory authority",
      text: "If you think we handle your data in breach of data protection law, you can complain to the Office of the Data Protection Ombudsman (Tietosuojavaltuutetun toimisto) in Finland, or to the supervisory authority of the country where you live.",
      link: "Office of the Data Protection Ombudsman",
    },
    cookies: {
      heading: "Cookies",
      intro:
        "The site uses only cookies and browser storage that it needs to work or to remember a choice you made yourself. We use no analytics, advertising or tracking cookies, and no third-party cookies. That is why we do not ask for consent to cookies and show no cookie banner.",
      caption: "Cookies and browser storage",
      name: "Name",
      purpose: "Why",
      lifetime: "How long",
      session: "Keeps you signed in.",
      flash: "Shows a message after you have sent a form.",
      language: "Remembers the language you chose.",
      promoBanner: "Remembers that you closed the campaign banner.",
      languageStorage: "Remembers the language you chose (in browser storage).",
      promoPopup: "Remembers that you have already seen the campaign window (in browser storage).",
      webFont:
        "Remembers that your browser has already fetched the site's typeface, so the next page shows it from the start (in browser storage).",
      bookingDraft: "Keeps what you typed in the booking form until it is sent (in the tab).",
      chat: "Keeps the chat conversation (in the tab).",
      galleryAccess: "Keeps your private gallery open in this browser after the link and the PIN.",
      galleryPicks: "Remembers which gallery photos you have picked (in the tab).",
      sessionLifetime: "{{days}} days",
      flashLifetime: "1 minute",
      yearLifetime: "1 year",
      daysLifetime: "{{days}} days",
      untilCleared: "Until you clear your browser's storage",
      tabLifetime: "Until you close the tab",
      stripe:
        "When you pay, you go to Stripe's checkout, which uses its own cookies for the payment and to prevent fraud.",
    },
    changes: {
      heading: "Changes",
      text: "If the way the site handles personal data changes, we will update this page.",
    },
  },
} satisfies Translation<typeof sv>;
