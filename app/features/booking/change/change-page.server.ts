import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { authPathWithReturn } from "~/features/auth/return-to";
import { getSessionUser } from "~/features/auth/session.server";
import { loadSettings } from "~/features/settings/settings-store.server";
import { localizePath, type Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { bookingServiceNames } from "../booking-services.server";
import { availability } from "../booking.server";
import { canChangeAt, changeDeadline, deadlineWallTime } from "../change-deadline";
import { depositsOnCancel } from "../deposit-on-cancel.server";
import {
  bookingForChange,
  cancelBookingByCustomer,
  newSlotSchema,
  rescheduleBooking,
  type ChangeAccess,
} from "../self-service.server";
import { addDays, businessToday, isCalendarDate, lastBookableDay } from "../slots";

// The loader and action of /bookings/{id}/change (decision 104). The link's key comes in the
// query (a mail's link) and goes back in the forms; without one, the signed-in customer's own
// booking opens, and a visitor who is not signed in signs in first and comes back.

/** How many days of free times the page lists at once. */
export const changeWindowDays = 14;

/** The key as given, cut short: a longer one is wrong anyway, and is compared as wrong. */
const keyOf = (value: string | null | undefined) =>
  value === null || value === undefined ? undefined : value.slice(0, 64);

function pagePath(id: string, lang: Language, key: string | undefined) {
  const path = localizePath(`/bookings/${encodeURIComponent(id)}/change`, lang);
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

async function accessOf(request: Request, key: string | undefined): Promise<ChangeAccess> {
  const user = await getSessionUser(request);
  return { key, userId: user?.id ?? null };
}

const notFound = () => data(null, { status: 404 });

export async function changePageLoader(request: Request, id: string, lang: Language) {
  const url = new URL(request.url);
  const key = keyOf(url.searchParams.get("key"));
  const access = await accessOf(request, key);
  if (key === undefined && !access.userId)
    throw redirect(authPathWithReturn(localizePath("/auth", lang), pagePath(id, lang, undefined)));
  const { db } = await database();
  const booking = await bookingForChange(db, id, access).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "notFound") throw notFound();
    throw error;
  });
  const now = clockNow();
  const settings = await loadSettings(db);
  const rules = settings.bookingRules;
  const canMove = canChangeAt(booking, rules, now);
  const canCancel = canMove || booking.status === "pending";
  const today = businessToday(now);
  const asked = url.searchParams.get("from") ?? "";
  const last = lastBookableDay(rules, now);
  const from = isCalendarDate(asked) && asked > today && asked <= last ? asked : today;
  const to = addDays(from, changeWindowDays - 1);
  const slots = canMove ? await availability(db, from, to < last ? to : last, now, rules) : [];
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    if (!slot.available) continue;
    days.set(slot.date, [...(days.get(slot.date) ?? []), slot.time]);
  }
  const names = await bookingServiceNames(db, lang);
  // A paid deposit: the cancel part says whether cancelling now pays it back (decision 109).
  const deposits = await depositsOnCancel(db, [booking], rules, now);
  return {
    key: key ?? null,
    booking: {
      id: booking.id,
      serviceType: booking.serviceType,
      serviceName: names[booking.serviceType],
      status: booking.status,
      bookingDate: booking.bookingDate,
      bookingTime: booking.bookingTime,
    },
    canMove,
    canCancel,
    deposit: deposits.get(booking.id) ?? null,
    deadline: deadlineWallTime(changeDeadline(booking, rules)),
    contact: { email: settings.business.email, phone: settings.business.phone },
    days: [...days].map(([date, times]) => ({ date, times })),
    earlier: canMove && from > today ? addDays(from, -changeWindowDays) : null,
    later: canMove && to < last ? addDays(to, 1) : null,
    signedIn: Boolean(access.userId),
  };
}

export type ChangePageData = Awaited<ReturnType<typeof changePageLoader>>;

export async function changePageAction(request: Request, id: string, lang: Language) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const key = keyOf(form.key);
    const access = await accessOf(request, key);
    const { db } = await database();
    const here = pagePath(id, lang, key);
    if (form.intent === "reschedule") {
      const [bookingDate, bookingTime] = (form.slot ?? "").slice(0, 40).split(" ");
      const slot = parseInput(newSlotSchema, { bookingDate, bookingTime });
      await rescheduleBooking(db, id, access, slot, clockNow());
      return redirectWithFlash(here, "bookingMoved");
    }
    if (form.intent === "cancel") {
      await cancelBookingByCustomer(db, id, access, clockNow());
      return redirectWithFlash(here, "bookingCancelled");
    }
    throw new DomainError("invalidBody");
  } catch (error) {
    if (error instanceof DomainError && error.code === "notFound") throw notFound();
    return formFailure(lang, form.intent ?? "unknown", error, form);
  }
}
