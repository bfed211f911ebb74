import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAttendeeRole,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";
import { businessTimeZone } from "~/content/business";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { BookingStatus, ServiceText } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { serviceLabel } from "./booking-mails.server";
import { mailT } from "./compose.server";
import { studioAddress } from "./studio-address";

// The calendar file (RFC 5545) a booking mail carries, sent as an iTIP (RFC 5546) message.
// ical-generator writes the file (escaping, line folding, the properties each method needs);
// @date-fns/tz turns the booking's Helsinki wall time into an instant, across daylight-saving
// changes, so the file holds plain UTC times every calendar understands (docs/decisions/017).

/** The states a calendar file describes (declined is sent as cancelled). */
export type CalendarState = Extract<BookingStatus, "pending" | "confirmed" | "cancelled">;

/**
 * What the file says in each state of a booking, and its SEQUENCE, which must grow with every
 * change so a calendar lets the newer message win. The state only ever moves forward
 * (pending → confirmed → cancelled, or pending → cancelled), so the sequence follows from it.
 *
 * - pending: PUBLISH + TENTATIVE. The booking is only received; REQUEST would make mail programs
 *   offer Accept/Decline for a time the studio has not agreed to yet. PUBLISH adds it to the
 *   customer's calendar as a tentative event, nothing to answer.
 * - confirmed: REQUEST + CONFIRMED. Now it is an appointment between two parties, so it is sent
 *   as an invitation, with RSVP=FALSE: the customer need not answer.
 * - cancelled (by the customer, or declined by the studio): CANCEL, which removes the event.
 *
 * A completed booking sends no file: the event already sits in the calendar as it happened.
 */
export const calendarStates = {
  pending: { method: "PUBLISH", status: ICalEventStatus.TENTATIVE, sequence: 0 },
  confirmed: { method: "REQUEST", status: ICalEventStatus.CONFIRMED, sequence: 1 },
  cancelled: { method: "CANCEL", status: ICalEventStatus.CANCELLED, sequence: 2 },
} as const satisfies Record<CalendarState, object>;

/** The SEQUENCE of a booking's file in a state, after `moves` moves: it only ever grows. */
export function calendarSequence(state: CalendarState, moves: number): number {
  return calendarStates[state].sequence + 3 * moves;
}

export type CalendarMethod = (typeof calendarStates)[CalendarState]["method"];

export type BookingCalendarInput = {
  bookingId: string;
  /** The public site's host name: UIDs must be unique worldwide. */
  host: string;
  state: CalendarState;
  /** "YYYY-MM-DD", a day in Finland. */
  date: string;
  /** "HH:MM", wall time in Finland. */
  time: string;
  durationMinutes?: number;
  serviceType: string;
  /** The catalogue's names of the service, where it has them. */
  serviceName?: ServiceText;
  /** The customer's language: the file's texts are theirs. */
  language: Language;
  customer: { email: string; name?: string };
  /** What the customer wrote with the booking (often where the shoot takes place). */
  message?: string | null;
  /** The customer's "My bookings" page. */
  bookingsUrl?: string;
  /** DTSTAMP: when this file is written. */
  now: Date;
  /**
   * How many times the booking was moved, by the owner or the customer (its ics_sequence;
   * decisions 103, 104). Each move starts a new round of the three states' sequences, so the
   * file of a move outranks every earlier one.
   */
  moves?: number;
};

export type CalendarFile = {
  method: CalendarMethod;
  ics: string;
  attachment: { filename: string; content: string; contentType: string };
};

/** The UID of a booking's event: the same in every state, so each message updates one event. */
export function bookingUid(bookingId: string, host: string): string {
  return `booking-${bookingId}@${host}`;
}

/** The instant at which clocks in Finland show `date` `time`. */
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
  // Date arithmetic would roll 30 February over into March; a booking day must exist as written.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    throw new Error(`Invalid date or time: ${date} ${time}`);
  return new Date(new TZDate(year, month - 1, day, hour, minute, businessTimeZone).getTime());
}

function description(input: BookingCalendarInput, message: string | undefined): string {
  const t = mailT(input.language);
  const parts: string[] = [t(`calendar.${input.state}`)];
  if (message) parts.push(`${t("calendar.yourMessage")}\n${message}`);
  if (input.bookingsUrl) parts.push(t("calendar.myBookings", { url: input.bookingsUrl }));
  return parts.join("\n\n");
}

/**
 * The bookable services held at the studio: private portraits and headshots (the catalogue's id
 * and its legacy key). Weddings, events, company and advertising shoots happen where the
 * customer is; AI editing can be either.
 */
export const studioServiceTypes = ["private-photography", "portrait"] as const;

/**
 * Whether the file may name the studio as the place (docs/decisions/017). The booking has no
 * place field: a session is at the studio only for a service held there, and only when the
 * customer wrote nothing (a message usually says where the shoot is). Otherwise no LOCATION is
 * claimed: an empty one costs the customer nothing, a wrong one sends them to the wrong town.
 */
export function heldAtStudio(serviceType: string, message: string | undefined): boolean {
  return !message && (studioServiceTypes as readonly string[]).includes(serviceType);
}

/** The calendar file for a booking in a given state: one call for every mail about it. */
export function bookingCalendarFile(input: BookingCalendarInput): CalendarFile {
  const { method, status } = calendarStates[input.state];
  const sequence = calendarSequence(input.state, input.moves ?? 0);
  const start = helsinkiWallTimeToUtc(input.date, input.time);
  const end = new Date(start.getTime() + (input.durationMinutes ?? 60) * 60_000);
  const message = input.message?.trim() || undefined;
  const { business } = currentSettings();

  const calendar = ical({
    method: ICalCalendarMethod[method],
    prodId: { company: business.name, product: "Booking", language: "EN" },
  });
  calendar.createEvent({
    id: bookingUid(input.bookingId, input.host),
    // A move raises it too (decision 104): each later message about the event wins.
    sequence,
    stamp: input.now,
    start,
    end,
    summary: `${serviceLabel(input.serviceType, input.language, input.serviceName)} – ${business.name}`,
    description: description(input, message),
    location: heldAtStudio(input.serviceType, message) ? studioAddress(input.language) : null,
    organizer: { name: business.name, email: business.email },
    // A PUBLISH may not name attendees (RFC 5546 3.2.1); REQUEST and CANCEL address the customer.
    attendees:
      method === "PUBLISH"
        ? []
        : [
            {
              email: input.customer.email,
              name: input.customer.name,
              role: ICalAttendeeRole.REQ,
              rsvp: false,
            },
          ],
    status,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1); ical-generator leaves it off.
  const ics = calendar.toString().replace(/(\r\n)?$/, "\r\n");
  return {
    method,
    ics,
    attachment: {
      filename: method === "CANCEL" ? "cancel.ics" : "booking.ics",
      content: ics,
      // The method parameter tells mail programs what to do with the file.
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  };
}
