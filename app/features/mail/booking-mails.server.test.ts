import { describe, expect, it } from "vitest";
import { bookingServiceTypes } from "~/features/catalogue/legacy-keys";
import { languages } from "~/i18n/languages";
import fiBooking from "~/i18n/locales/fi/booking";
import {
  bookingCancelledCustomer,
  bookingDeclinedCustomer,
  bookingReceivedCustomer,
  serviceLabel,
  type BookingMailInput,
} from "./booking-mails.server";
import { bookingCancelledOwner, bookingNewOwner } from "./owner-mails.server";

const booking: BookingMailInput = {
  customerName: "Anna Berg",
  customerEmail: "anna@example.com",
  customerPhone: "+358 40 765 4321",
  serviceType: "event-wedding",
  date: "2026-12-01",
  time: "10:00",
  message: "Vi gifter oss i Nykarleby kyrka.\nFotografering efteråt vid ån.",
  language: "sv",
  bookingsUrl: "https://example.com/bookings",
  bookUrl: "https://example.com/#kontakt",
};

describe("service labels", () => {
  it("has the spec's Swedish labels and a label in every language for every service", () => {
    expect(bookingServiceTypes.map((key) => serviceLabel(key, "sv"))).toEqual([
      "Porträtt och professionella bilder",
      "Företagsfotografering",
      "Evenemangs- och bröllopsfotografering",
      "AI-förstärkt fotografering",
      "Reklam och marknadsföring",
    ]);
    for (const key of bookingServiceTypes)
      for (const lang of languages) expect(serviceLabel(key, lang)).not.toBe(key);
  });

  it("names a service exactly as the booking form does", () => {
    expect(serviceLabel("event-wedding", "fi")).toBe(fiBooking.services.eventWedding);
    expect(serviceLabel("unknown-service", "fi")).toBe("unknown-service");
  });
});

describe("booking received", () => {
  it("speaks the customer's language, with the date and time written the site's one way", () => {
    const sv = bookingReceivedCustomer(booking);
    expect(sv.subject).toBe("Vi har tagit emot din bokningsförfrågan – Nordic Media Studio");
    expect(sv.text).toContain("Hej Anna Berg,");
    expect(sv.text).toContain("kontaktar dig inom kort för att bekräfta");
    expect(sv.text).toContain(
      "Bokningen gäller när du har fått vårt mejl om att tiden är bekräftad.",
    );
    expect(sv.text).toContain("Tjänst: Evenemangs- och bröllopsfotografering");
    expect(sv.text).toContain("Datum: tisdag 1 december 2026");
    expect(sv.text).toContain("Tid: kl. 10.00 (finländsk tid)");
    expect(sv.text).toContain("Med vänliga hälsningar\nNordic Media Studio");
    expect(sv.html).toMatch(/^<!DOCTYPE html><html lang="sv">/);

    const fi = bookingReceivedCustomer({ ...booking, language: "fi" });
    expect(fi.subject).toBe("Olemme vastaanottaneet varauspyyntösi – Nordic Media Studio");
    expect(fi.text).toContain("Hei Anna Berg,");
    expect(fi.text).toContain(`Palvelu: ${fiBooking.services.eventWedding}`);
    expect(fi.text).toContain("Päivämäärä: tiistai 1. joulukuuta 2026");
    expect(fi.text).toContain("Kellonaika: klo 10.00 (Suomen aikaa)");
    expect(fi.html).toContain('<html lang="fi">');

    const en = bookingReceivedCustomer({ ...booking, language: "en" });
    expect(en.subject).toBe("We have received your booking request – Nordic Media Studio");
    expect(en.text).toContain("will contact you shortly to confirm the time.");
    expect(en.text).toContain("Service: Event & wedding photography");
    expect(en.text).toContain("Date: Tuesday, 1 December 2026");
    expect(en.text).toContain("Time: 10:00 (Finnish time)");
    expect(en.text).not.toMatch(/e-mail/i);
  });

  it("links to My bookings in the customer's language, in text and HTML", () => {
    for (const [language, url] of [
      ["sv", "https://example.com/bookings"],
      ["fi", "https://example.com/fi/bookings"],
      ["en", "https://example.com/en/bookings"],
    ] as const) {
      const mail = bookingReceivedCustomer({ ...booking, language, bookingsUrl: url });
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    expect(bookingReceivedCustomer(booking).text).toContain(
      "Du kan se och avboka dina bokningar under Mina bokningar: https://example.com/bookings",
    );
  });

  it("uses the Finnish street and town names in Finnish mails", () => {
    // (Without the customer's own message, which names Nykarleby kyrka.)
    const fi = bookingReceivedCustomer({ ...booking, language: "fi", message: null });
    for (const part of [fi.text, fi.html]) {
      expect(part).toContain("Topeliuksenpuistikko 7, 66900 Uusikaarlepyy");
      expect(part).not.toContain("Nykarleby");
      expect(part).not.toContain("Topeliusesplanaden");
    }
    expect(bookingReceivedCustomer(booking).text).toContain(
      "Topeliusesplanaden 7, 66900 Nykarleby",
    );
  });

  it("escapes the customer's message in HTML and keeps it verbatim in text", () => {
    const message = `<script>alert("x")</script> & <b>hej</b>`;
    const mail = bookingReceivedCustomer({
      ...booking,
      message,
      customerName: "<img src=x onerror=alert(1)>",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>hej");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;hej&lt;/b&gt;",
    );
    expect(mail.text).toContain(message);

    const owner = bookingNewOwner({ ...booking, message });
    expect(owner.html).not.toContain("<script>");
    expect(owner.html).toContain("&lt;script&gt;");
  });

  it("keeps the message's line breaks in HTML", () => {
    expect(bookingReceivedCustomer(booking).html).toContain("Nykarleby kyrka.<br/>Fotografering");
  });

  it("refuses a link that is not a web address", () => {
    expect(() =>
      bookingReceivedCustomer({ ...booking, bookingsUrl: "javascript:alert(1)" }),
    ).toThrow(/non-http/);
  });
});

describe("booking cancelled", () => {
  it("tells the customer in their language and offers a new time", () => {
    const sv = bookingCancelledCustomer(booking);
    expect(sv.subject).toBe("Bokning avbokad – Nordic Media Studio");
    expect(sv.text).toContain("Din bokning har avbokats.");
    expect(sv.text).toContain("Kontakta oss på info@nordicmediastudio.fi.");
    expect(sv.text).toContain("Välkommen tillbaka: https://example.com/#kontakt");
    expect(bookingCancelledCustomer({ ...booking, language: "fi" }).text).toContain(
      "Varauksesi on peruttu.",
    );
    const en = bookingCancelledCustomer({ ...booking, language: "en" });
    expect(en.text).toContain("Your booking has been cancelled.");
    expect(en.text).toContain("Want to book another session? You can do so here:");
  });
});

describe("booking declined", () => {
  const deposit = { amountCents: 5250, currency: "EUR" };

  it.each([
    [
      "sv",
      /Handpenningen på 52,50\s€ som du betalade betalas tillbaka i sin helhet till det betalsätt du använde\. Kvittot på återbetalningen får du i ett eget mejl\./,
    ],
    [
      "fi",
      /Maksamasi käsiraha \(52,50\s€\) palautetaan kokonaan samalle maksutavalle, jolla maksoit sen\. Saat palautuksesta kuitin erillisessä sähköpostissa\./,
    ],
    [
      "en",
      /The deposit of €52\.50 you paid is refunded in full to the payment method you used\. You will get the receipt for the refund in a separate email\./,
    ],
  ] as const)(
    "in %s says a paid deposit is paid back in full, with its amount",
    (language, text) => {
      const mail = bookingDeclinedCustomer({ ...booking, language }, null, deposit);
      expect(mail.text).toMatch(text);
      expect(mail.html.replace(/&nbsp;|\u00a0/g, " ")).toMatch(/52[.,]50/);
    },
  );

  it("names the deposit's own currency", () => {
    const mail = bookingDeclinedCustomer(booking, null, { amountCents: 60_000, currency: "SEK" });
    expect(mail.text).toMatch(/Handpenningen på 600\skr som du betalade/);
  });

  it("says nothing of a deposit when none was paid", () => {
    for (const language of languages) {
      const without = bookingDeclinedCustomer({ ...booking, language }, "Fullbokat den dagen.");
      expect(without.text).not.toMatch(/handpenning|käsiraha|deposit/i);
      expect(without.text).toContain("Fullbokat den dagen.");
    }
  });
});

describe("owner mails", () => {
  it("are Swedish whatever the customer's language and carry every detail of the booking", () => {
    const mail = bookingNewOwner({ ...booking, language: "fi" });
    expect(mail.subject).toBe(
      "Ny bokningsförfrågan: Evenemangs- och bröllopsfotografering, tisdag 1 december 2026 kl. 10.00 – Anna Berg",
    );
    for (const part of [
      "En ny bokningsförfrågan har kommit in",
      "Kund: Anna Berg",
      "E-post: anna@example.com",
      "Telefon: +358 40 765 4321",
      "Tjänst: Evenemangs- och bröllopsfotografering",
      "Datum: tisdag 1 december 2026",
      "Tid: kl. 10.00",
      "Kundens språk: finska",
      "Vi gifter oss i Nykarleby kyrka.",
      "66900 Nykarleby",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.html).toContain('href="mailto:anna@example.com"');
    expect(mail.html).toContain('href="tel:+358407654321"');
  });

  it("leave out a missing phone and message, and keep the subject on one line", () => {
    const mail = bookingCancelledOwner({
      ...booking,
      customerPhone: null,
      message: undefined,
      customerName: "Anna\r\nBcc: x@y",
    });
    expect(mail.subject).toBe(
      "Bokning avbokad: Evenemangs- och bröllopsfotografering, tisdag 1 december 2026 kl. 10.00 – Anna Bcc: x@y",
    );
    expect(mail.text).not.toContain("Telefon");
    expect(mail.text).toContain("Inget meddelande.");
    expect(mail.text).toContain("Tiden är ledig igen.");
  });
});
