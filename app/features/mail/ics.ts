import { business, businessTimeZone } from "../../content/business.ts";

// iCalendar (RFC 5545) invitations for bookings, sent as iTIP (RFC 5546) REQUEST or CANCEL so
// mail clients offer "add to calendar" and later remove the same event.

export type IcsMethod = "REQUEST" | "CANCEL";

export type BookingIcsInput = {
  /** The same for the request and its cancellation: see bookingUid(). */
  uid: string;
  /** "YYYY-MM-DD", a day in Europe/Helsinki. */
  date: string;
  /** "HH:00" (or "HH:MM"), wall time in Europe/Helsinki. */
  time: string;
  durationMinutes?: number;
  summary: string;
  description?: string;
  location?: string;
  organizerEmail: string;
  organizerName?: string;
  /** iTIP requires an attendee; clients such as Outlook ignore invitations without one. */
  attendee?: { email: string; name?: string };
  method: IcsMethod;
  /** Must grow with every change of the event, so a cancellation outranks the request. */
  sequence: number;
  /** DTSTAMP; injectable for stable tests. */
  now?: Date;
};

/** The UID of a booking's calendar event: stable, so a cancellation matches the request. */
export function bookingUid(bookingId: string, host: string): string {
  return `booking-${bookingId}@${host}`;
}

/** An outbox attachment carrying the invitation; the method parameter tells clients what to do. */
export function icsAttachment(
  ics: string,
  method: IcsMethod,
): { filename: string; content: string; contentType: string } {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

const helsinkiParts = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Helsinki's offset from UTC, in milliseconds, at an instant. */
function helsinkiOffsetMs(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of helsinkiParts.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Helsinki's clocks show `date` `time`. Around daylight-saving changes it
 * behaves like Temporal's "compatible" choice: a time that is skipped in spring moves forward by
 * the gap, a time that occurs twice in autumn takes the first occurrence.
 */
export function helsinkiWallTimeToUtc(date: string, time: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new Error(`Invalid date or time: ${date} ${time}`);
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    throw new Error(`Invalid date or time: ${date} ${time}`);
  }
  // Offsets a day either side are those before and after any transition on this day.
  const before = helsinkiOffsetMs(wall - 86_400_000);
  const after = helsinkiOffsetMs(wall + 86_400_000);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + helsinkiOffsetMs(instant) === wall,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before);
}

/** 20261201T080000Z */
function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping of RFC 5545 section 3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value may not hold a double quote; quoted, it may hold ":", ";" and ",". */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

export function bookingIcs(input: BookingIcsInput): string {
  const start = helsinkiWallTimeToUtc(input.date, input.time);
  const end = new Date(start.getTime() + (input.durationMinutes ?? 60) * 60_000);
  const organizerName = input.organizerName ?? business.name;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${business.name}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `DTSTAMP:${formatUtc(input.now ?? new Date())}`,
    `DTSTART:${formatUtc(start)}`,
    `DTEND:${formatUtc(end)}`,
    `SEQUENCE:${input.sequence}`,
    `SUMMARY:${escapeText(input.summary)}`,
    ...(input.description ? [`DESCRIPTION:${escapeText(input.description)}`] : []),
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    `ORGANIZER;CN=${paramValue(organizerName)}:mailto:${input.organizerEmail}`,
    ...(input.attendee
      ? [
          `ATTENDEE;${input.attendee.name ? `CN=${paramValue(input.attendee.name)};` : ""}ROLE=REQ-PARTICIPANT:mailto:${input.attendee.email}`,
        ]
      : []),
    // A new booking waits for the business to confirm it (spec section 4).
    `STATUS:${input.method === "CANCEL" ? "CANCELLED" : "TENTATIVE"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
