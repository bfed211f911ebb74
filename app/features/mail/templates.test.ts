import { describe, expect, it } from "vitest";
import { bookingServiceTypes } from "../../content/services.ts";
import { languages } from "../../i18n/languages.ts";
import {
  bookingCancelledCustomer,
  bookingCancelledOwner,
  bookingNewOwner,
  bookingReceivedCustomer,
  formatBookingDate,
  passwordReset,
  serviceLabel,
  type BookingMailInput,
} from "./templates.ts";
import fiBooking from "../../i18n/locales/fi/booking.ts";

const booking: BookingMailInput = {
  customerName: "Anna Berg",
  customerEmail: "anna@example.com",
  customerPhone: "+358 40 765 4321",
  serviceType: "event-wedding",
  date: "2026-12-01",
  time: "10:00",
  message: "Vi gifter oss i Nykarleby kyrka.\nFotografering efteråt vid ån.",
  language: "sv",
};

describe("service labels", () => {
  it("has the spec's Swedish labels and a label in every language for every service", () => {
    expect(bookingServiceTypes.map((key) => serviceLabel(key, "sv"))).toEqual([
      "Porträtt & Professionella Bilder",
      "Företagsfotografering",
      "Event & Bröllopsfotografering",
      "AI-Enhanced Fotografering",
      "Reklam & Marknadsföring",
    ]);
    for (const key of bookingServiceTypes)
      for (const lang of languages) expect(serviceLabel(key, lang)).not.toBe(key);
  });

  it("names a service exactly as the booking form does", () => {
    expect(serviceLabel("event-wedding", "fi")).toBe(fiBooking.services.eventWedding);
    expect(serviceLabel("unknown-service", "fi")).toBe("unknown-service");
  });
});

describe("formatBookingDate", () => {
  it("writes the long date of each language", () => {
    expect(formatBookingDate("2026-12-01", "sv")).toBe("tisdag 1 december 2026");
    expect(formatBookingDate("2026-12-01", "fi")).toBe("tiistai 1. joulukuuta 2026");
    expect(formatBookingDate("2026-12-01", "en")).toMatch(/^Tuesday,? 1 December 2026$/);
  });
});

describe("booking received", () => {
  it("speaks the customer's language", () => {
    const sv = bookingReceivedCustomer(booking);
    expect(sv.subject).toBe("Bokning mottagen – Nordic Media Studio");
    expect(sv.text).toContain("Hej Anna Berg,");
    expect(sv.text).toContain("kontaktar dig inom kort för att bekräfta");
    expect(sv.text).toContain("via e-post");
    expect(sv.text).toContain("Tjänst: Event & Bröllopsfotografering");
    expect(sv.text).toContain("Datum: tisdag 1 december 2026");
    expect(sv.text).toContain("Tid: kl. 10:00");
    expect(sv.html).toContain('<html lang="sv">');

    const fi = bookingReceivedCustomer({ ...booking, language: "fi" });
    expect(fi.subject).toBe("Varaus vastaanotettu – Nordic Media Studio");
    expect(fi.text).toContain(`Palvelu: ${fiBooking.services.eventWedding}`);
    expect(fi.text).toContain("Päivämäärä: tiistai 1. joulukuuta 2026");
    expect(fi.text).toContain("klo 10.00");

    const en = bookingReceivedCustomer({
      ...booking,
      language: "en",
      bookingsUrl: "https://example.com/en/bookings",
    });
    expect(en.subject).toBe("Booking received – Nordic Media Studio");
    expect(en.text).toContain("will contact you shortly to confirm");
    expect(en.text).toContain("Service: Event & Wedding Photography");
    expect(en.text).toContain("https://example.com/en/bookings");
    expect(en.html).toContain('href="https://example.com/en/bookings"');
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
    expect(bookingReceivedCustomer(booking).html).toContain("Nykarleby kyrka.<br>Fotografering");
  });
});

describe("booking cancelled", () => {
  it("tells the customer in their language", () => {
    const sv = bookingCancelledCustomer(booking);
    expect(sv.subject).toBe("Bokning avbokad – Nordic Media Studio");
    expect(sv.text).toContain("Din bokning har avbokats.");
    expect(bookingCancelledCustomer({ ...booking, language: "fi" }).text).toContain(
      "Varauksesi on peruttu.",
    );
    expect(bookingCancelledCustomer({ ...booking, language: "en" }).text).toContain(
      "Your booking has been cancelled.",
    );
  });
});

describe("owner mails", () => {
  it("are Swedish and carry every detail of the booking", () => {
    const mail = bookingNewOwner({ ...booking, language: "fi" });
    expect(mail.subject).toBe(
      "Ny bokning: Event & Bröllopsfotografering, tisdag 1 december 2026 kl. 10:00 – Anna Berg",
    );
    for (const part of [
      "Kund: Anna Berg",
      "E-post: anna@example.com",
      "Telefon: +358 40 765 4321",
      "Tjänst: Event & Bröllopsfotografering",
      "Datum: tisdag 1 december 2026",
      "Tid: kl. 10:00",
      "Kundens språk: finska",
      "Vi gifter oss i Nykarleby kyrka.",
    ]) {
      expect(mail.text).toContain(part);
    }
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
      "Bokning avbokad: Event & Bröllopsfotografering, tisdag 1 december 2026 kl. 10:00 – Anna Bcc: x@y",
    );
    expect(mail.text).not.toContain("Telefon");
    expect(mail.text).toContain("Inget meddelande.");
    expect(mail.text).toContain("Tiden är ledig igen.");
  });
});

describe("password reset", () => {
  it("links to the reset page and says the link lasts one hour", () => {
    const url = "https://example.com/reset-password?token=abc&x=1";
    const sv = passwordReset({ name: "Anna", url, language: "sv" });
    expect(sv.subject).toBe("Återställ ditt lösenord – Nordic Media Studio");
    expect(sv.text).toContain(url);
    expect(sv.text).toContain("en timme");
    expect(sv.html).toContain('href="https://example.com/reset-password?token=abc&amp;x=1"');
    expect(passwordReset({ url, language: "fi" }).text).toContain("tunnin");
    expect(passwordReset({ url, language: "en" }).text).toContain("one hour");
  });

  it("refuses a script URL", () => {
    expect(() => passwordReset({ url: "javascript:alert(1)", language: "en" })).toThrow();
  });
});
