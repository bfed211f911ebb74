import { businessTimeZone } from "~/content/business";
import { wallTimeIn } from "~/lib/business-time";

/** An instant as the business's day ("YYYY-MM-DD") and clock time ("HH:MM"). */
export function businessDateTime(iso: string): { date: string; time: string } {
  return wallTimeIn(new Date(iso), businessTimeZone);
}
