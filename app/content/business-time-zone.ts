/** Where the business is: its days, hours and dates are Finland's. */
export const businessTimeZone = "Europe/Helsinki";
