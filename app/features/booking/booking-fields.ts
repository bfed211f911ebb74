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
