/** The booking form's fields as the form holds them (strings; the schema turns them into a booking). */
export type BookingFormValues = {
  serviceType: string;
  bookingDate: string;
  bookingTime: string;
  message: string;
};

export const emptyBooking: BookingFormValues = {
  serviceType: "",
  bookingDate: "",
  bookingTime: "",
  message: "",
};

export const messageMax = 500;

/** The fields in the order the form shows them: the first invalid one takes the focus. */
export const bookingFieldOrder = [
  "serviceType",
  "bookingDate",
  "bookingTime",
  "message",
] as const satisfies readonly (keyof BookingFormValues)[];
