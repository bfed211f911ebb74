import { business } from "../../content/business.ts";
import { languageLocales, type Language } from "../../i18n/languages.ts";
import { allResources } from "../../i18n/resources.server.ts";
import { isServiceType, serviceLabelKeys } from "../booking/service-label-keys.ts";

// The e-mails the product sends. Pure functions: text in, { subject, text, html } out. Customer
// mails are in the customer's language (Swedish is the source); mails to the owner are Swedish.

export type MailContent = { subject: string; text: string; html: string };

export type BookingMailInput = {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  /** A key of bookingServiceTypes. */
  serviceType: string;
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:00", Helsinki time */
  time: string;
  message?: string | null;
  language: Language;
  /** The customer's "My bookings" page, linked from the confirmation when given. */
  bookingsUrl?: string;
  /** Where to book again, linked from the cancellation when given. */
  bookUrl?: string;
};

export type PasswordResetInput = { name?: string | null; url: string; language: Language };

/** A service's label in the customer's language: the same text the booking form shows. */
export function serviceLabel(serviceType: string, language: Language): string {
  if (!isServiceType(serviceType)) return serviceType;
  return allResources[language].booking.services[serviceLabelKeys[serviceType]];
}

/** "tisdag 1 december 2026", "tiistai 1. joulukuuta 2026", "Tuesday, 1 December 2026". */
export function formatBookingDate(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // Noon UTC of the calendar day: the same day in every time zone the formatter might use.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const locale = languageLocales[language].intl;
  if (language === "fi") {
    // Intl's Finnish full date uses the essive ("tiistaina"); a label value wants the nominative.
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
      day,
    );
    const rest = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(day);
    return `${weekday} ${rest}`;
  }
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
}

/** Booking times are Helsinki time; customers in Sweden live an hour behind, so say so. */
export function formatBookingTime(time: string, language: Language): string {
  switch (language) {
    case "sv":
      return `kl. ${time} (finsk tid)`;
    case "fi":
      return `klo ${time.replace(":", ".")} (Suomen aikaa)`;
    case "en":
      return `${time} (Finnish time)`;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** User input ends up in subjects: keep it on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Only web links go into buttons; anything else would be a way to smuggle in a script URL. */
function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url))
    throw new Error(`Refusing a non-http(s) link in an e-mail: ${url}`);
  return url;
}

// --- Building blocks. Every value passed in is plain text; these functions escape it.

type Row = { label: string; value: string; href?: string };
type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "rows"; rows: Row[] }
  | { kind: "message"; label: string; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "link"; lead: string; url: string };

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(block.text)}</p>`;
    case "rows":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">` +
        block.rows
          .map((row) => {
            const value = row.href
              ? `<a href="${escapeHtml(row.href)}" style="color:#1d4ed8">${escapeHtml(row.value)}</a>`
              : escapeHtml(row.value);
            return (
              `<tr><td style="padding:6px 12px 6px 0;${font};font-size:14px;color:#6b7280;white-space:nowrap;vertical-align:top">${escapeHtml(row.label)}</td>` +
              `<td style="padding:6px 0;${font};font-size:15px;color:#111827;vertical-align:top">${value}</td></tr>`
            );
          })
          .join("") +
        `</table>`
      );
    case "message":
      return (
        `<p style="margin:0 0 6px;${font};font-size:14px;color:#6b7280">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-radius:6px;${font};font-size:15px;line-height:1.5;color:#111827">` +
        escapeHtml(block.text).replace(/\r\n|\r|\n/g, "<br>") +
        `</p>`
      );
    case "button":
      return (
        `<p style="margin:8px 0 24px"><a href="${escapeHtml(safeUrl(block.url))}" ` +
        `style="display:inline-block;padding:12px 24px;background:#111827;color:#ffffff;text-decoration:none;border-radius:6px;${font};font-size:16px;font-weight:600">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;${font};font-size:13px;line-height:1.5;color:#6b7280;word-break:break-all">${escapeHtml(block.url)}</p>`
      );
    case "link":
      return (
        `<p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(block.lead)} ` +
        `<a href="${escapeHtml(safeUrl(block.url))}" style="color:#1d4ed8">${escapeHtml(block.url)}</a></p>`
      );
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "rows": {
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    }
    case "message":
      return `${block.label}:\n${block.text}`;
    case "button":
      return `${block.label}:\n${block.url}`;
    case "link":
      return `${block.lead} ${block.url}`;
  }
}

const address = `${business.streetAddress}, ${business.postalCode} ${business.city}`;

/** Lays out a mail (also for mails whose texts live in a page namespace, e.g. the verification mail). */
export function render(options: {
  language: Language;
  subject: string;
  heading: string;
  greeting?: string;
  blocks: Block[];
  signOff?: string;
}): MailContent {
  const signature = options.signOff ? [`${options.signOff}\n${business.name}`] : [];
  const text = [
    ...(options.greeting ? [options.greeting] : []),
    ...options.blocks.map(blockText),
    ...signature,
    `-- \n${business.name}\n${address}\n${business.email} · ${business.phone}`,
  ].join("\n\n");

  const html =
    `<!DOCTYPE html><html lang="${options.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="padding:20px 32px;border-bottom:1px solid #e5e7eb;${font};font-size:18px;font-weight:700;color:#111827">${escapeHtml(business.name)}</td></tr>` +
    `<tr><td style="padding:28px 32px 12px">` +
    `<h1 style="margin:0 0 20px;${font};font-size:22px;line-height:1.3;color:#111827">${escapeHtml(options.heading)}</h1>` +
    (options.greeting ? blockHtml({ kind: "paragraph", text: options.greeting }) : "") +
    options.blocks.map(blockHtml).join("") +
    (options.signOff
      ? `<p style="margin:8px 0 16px;${font};font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(options.signOff)}<br>${escapeHtml(business.name)}</p>`
      : "") +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;${font};font-size:12px;line-height:1.6;color:#6b7280">` +
    `${escapeHtml(business.name)} · ${escapeHtml(address)}<br>` +
    `<a href="mailto:${escapeHtml(business.email)}" style="color:#6b7280">${escapeHtml(business.email)}</a> · ${escapeHtml(business.phone)}` +
    `</td></tr></table></td></tr></table></body></html>`;

  return { subject: oneLine(options.subject), text: text + "\n", html };
}

// --- Customer mails.

const customerTexts = {
  sv: {
    hello: (name: string) => `Hej ${name},`,
    signOff: "Med vänliga hälsningar",
    service: "Tjänst",
    date: "Datum",
    time: "Tid",
    message: "Ditt meddelande",
    received: {
      subject: "Bokning mottagen",
      heading: "Bokning mottagen!",
      body: "Tack för din bokning! Vi har tagit emot den och kontaktar dig inom kort för att bekräfta tiden. Bekräftelsen får du via e-post.",
      bookings: "Du kan se och avboka dina bokningar under Mina bokningar:",
    },
    cancelled: {
      subject: "Bokning avbokad",
      heading: "Bokning avbokad",
      body: "Din bokning har avbokats.",
      notYou: (email: string) => `Har du inte avbokat själv? Kontakta oss på ${email}.`,
      again: "Vill du boka en ny tid? Välkommen tillbaka:",
    },
  },
  fi: {
    hello: (name: string) => `Hei ${name},`,
    signOff: "Ystävällisin terveisin",
    service: "Palvelu",
    date: "Päivämäärä",
    time: "Kellonaika",
    message: "Viestisi",
    received: {
      subject: "Varaus vastaanotettu",
      heading: "Varaus vastaanotettu!",
      body: "Kiitos varauksestasi! Olemme vastaanottaneet sen, ja otamme sinuun pian yhteyttä vahvistaaksemme ajan. Saat vahvistuksen sähköpostitse.",
      bookings: "Voit tarkastella ja perua varauksiasi Omat varaukset -sivulla:",
    },
    cancelled: {
      subject: "Varaus peruttu",
      heading: "Varaus peruttu",
      body: "Varauksesi on peruttu.",
      notYou: (email: string) => `Etkö itse perunut varausta? Ota meihin yhteyttä: ${email}.`,
      again: "Haluatko varata uuden ajan? Tervetuloa uudelleen:",
    },
  },
  en: {
    hello: (name: string) => `Hi ${name},`,
    signOff: "Kind regards",
    service: "Service",
    date: "Date",
    time: "Time",
    message: "Your message",
    received: {
      subject: "Booking received",
      heading: "Booking received!",
      body: "Thank you for your booking! We have received it and will contact you shortly to confirm the time. You will receive the confirmation by e-mail.",
      bookings: "You can view and cancel your bookings under My bookings:",
    },
    cancelled: {
      subject: "Booking cancelled",
      heading: "Booking cancelled",
      body: "Your booking has been cancelled.",
      notYou: (email: string) => `Didn't cancel it yourself? Contact us at ${email}.`,
      again: "Would you like to book a new time? You are welcome back:",
    },
  },
} as const satisfies Record<Language, unknown>;

function bookingBlocks(input: BookingMailInput): Block[] {
  const t = customerTexts[input.language];
  const blocks: Block[] = [
    {
      kind: "rows",
      rows: [
        { label: t.service, value: serviceLabel(input.serviceType, input.language) },
        { label: t.date, value: formatBookingDate(input.date, input.language) },
        { label: t.time, value: formatBookingTime(input.time, input.language) },
      ],
    },
  ];
  if (input.message?.trim())
    blocks.push({ kind: "message", label: t.message, text: input.message.trim() });
  return blocks;
}

export function bookingReceivedCustomer(input: BookingMailInput): MailContent {
  const t = customerTexts[input.language];
  return render({
    language: input.language,
    subject: `${t.received.subject} – ${business.name}`,
    heading: t.received.heading,
    greeting: t.hello(input.customerName),
    blocks: [
      { kind: "paragraph", text: t.received.body },
      ...bookingBlocks(input),
      ...(input.bookingsUrl
        ? [{ kind: "link", lead: t.received.bookings, url: input.bookingsUrl } as const]
        : []),
    ],
    signOff: t.signOff,
  });
}

export function bookingCancelledCustomer(input: BookingMailInput): MailContent {
  const t = customerTexts[input.language];
  return render({
    language: input.language,
    subject: `${t.cancelled.subject} – ${business.name}`,
    heading: t.cancelled.heading,
    greeting: t.hello(input.customerName),
    blocks: [
      { kind: "paragraph", text: t.cancelled.body },
      ...bookingBlocks(input),
      { kind: "paragraph", text: t.cancelled.notYou(business.email) },
      ...(input.bookUrl
        ? [{ kind: "link", lead: t.cancelled.again, url: input.bookUrl } as const]
        : []),
    ],
    signOff: t.signOff,
  });
}

// --- Mails to the owner, always Swedish.

const languageNamesSv: Record<Language, string> = { sv: "svenska", fi: "finska", en: "engelska" };

function ownerBlocks(input: BookingMailInput): Block[] {
  const rows: Row[] = [
    { label: "Kund", value: input.customerName },
    { label: "E-post", value: input.customerEmail, href: `mailto:${input.customerEmail}` },
  ];
  if (input.customerPhone?.trim()) {
    const phone = input.customerPhone.trim();
    rows.push({ label: "Telefon", value: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
  }
  rows.push(
    { label: "Tjänst", value: serviceLabel(input.serviceType, "sv") },
    { label: "Datum", value: formatBookingDate(input.date, "sv") },
    { label: "Tid", value: `kl. ${input.time}` },
    { label: "Kundens språk", value: languageNamesSv[input.language] },
  );
  const blocks: Block[] = [{ kind: "rows", rows }];
  blocks.push(
    input.message?.trim()
      ? { kind: "message", label: "Meddelande", text: input.message.trim() }
      : { kind: "paragraph", text: "Inget meddelande." },
  );
  return blocks;
}

function ownerSubject(prefix: string, input: BookingMailInput): string {
  return `${prefix}: ${serviceLabel(input.serviceType, "sv")}, ${formatBookingDate(input.date, "sv")} kl. ${input.time} – ${oneLine(input.customerName)}`;
}

export function bookingNewOwner(input: BookingMailInput): MailContent {
  return render({
    language: "sv",
    subject: ownerSubject("Ny bokning", input),
    heading: "Ny bokning",
    blocks: [
      {
        kind: "paragraph",
        text: "En ny bokning har kommit in och väntar på bekräftelse. Kontakta kunden för att bekräfta tiden.",
      },
      ...ownerBlocks(input),
    ],
  });
}

export function bookingCancelledOwner(input: BookingMailInput): MailContent {
  return render({
    language: "sv",
    subject: ownerSubject("Bokning avbokad", input),
    heading: "Bokning avbokad",
    blocks: [
      { kind: "paragraph", text: "Kunden har avbokat sin bokning. Tiden är ledig igen." },
      ...ownerBlocks(input),
    ],
  });
}

// --- Password reset.

const resetTexts = {
  sv: {
    subject: "Återställ ditt lösenord",
    hello: (name?: string) => (name ? `Hej ${name},` : "Hej,"),
    body: "Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord via länken nedan. Länken gäller i en timme.",
    button: "Välj nytt lösenord",
    ignore:
      "Har du inte begärt detta kan du bortse från meddelandet. Ditt lösenord förblir oförändrat.",
    signOff: "Med vänliga hälsningar",
  },
  fi: {
    subject: "Salasanan vaihto",
    hello: (name?: string) => (name ? `Hei ${name},` : "Hei,"),
    body: "Saimme pyynnön vaihtaa tilisi salasanan. Voit valita uuden salasanan alla olevasta linkistä. Linkki on voimassa tunnin ajan.",
    button: "Valitse uusi salasana",
    ignore:
      "Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.",
    signOff: "Ystävällisin terveisin",
  },
  en: {
    subject: "Reset your password",
    hello: (name?: string) => (name ? `Hi ${name},` : "Hi,"),
    body: "We received a request to reset the password for your account. Choose a new password using the link below. The link is valid for one hour.",
    button: "Choose a new password",
    ignore:
      "If you didn't request this, you can ignore this e-mail. Your password will stay the same.",
    signOff: "Kind regards",
  },
} as const satisfies Record<Language, unknown>;

export function passwordReset(input: PasswordResetInput): MailContent {
  const t = resetTexts[input.language];
  return render({
    language: input.language,
    subject: `${t.subject} – ${business.name}`,
    heading: t.subject,
    greeting: t.hello(input.name?.trim() || undefined),
    blocks: [
      { kind: "paragraph", text: t.body },
      { kind: "button", label: t.button, url: input.url },
      { kind: "paragraph", text: t.ignore },
    ],
    signOff: t.signOff,
  });
}
