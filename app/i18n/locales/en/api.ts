import type sv from "../sv/api";
import type { Translation } from "../types";

export default {
  validation: {
    serviceRequired: "Choose a service",
    dateRequired: "Choose a date",
    datePast: "Choose a date that hasn't passed",
    dateTooFar: "Bookings can be made up to one year in advance",
    timeRequired: "Choose a time",
    messageTooLong: "The message must not exceed 500 characters",
    nameTooShort: "Name must be at least 2 characters",
    nameTooLong: "Name must not exceed 100 characters",
    emailInvalid: "Invalid e-mail address",
    phoneInvalid: "Invalid phone number",
    passwordTooShort: "Password must be at least 6 characters",
    passwordTooLong: "Password must not exceed 128 characters",
    noMarkup: "The text must not contain HTML code",
    rangeInvalid: "Invalid date range",
    invalidBody: "The request could not be read",
  },
  errors: {
    validation: "Please check your details",
    unauthenticatedTitle: "Please log in first",
    unauthenticated: "You need to be logged in to make a booking.",
    notFound: "Booking not found",
    slotTaken: "That time is already booked. Please choose another time.",
    notPending: "Only pending bookings can be cancelled.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    tooManyOpenBookings:
      "You can have at most {{max}} pending bookings at a time. Cancel one of them, or wait until we have confirmed them.",
    tooManyBookingAttempts:
      "Too many booking attempts in a short time. Please wait a minute and try again.",
    forbiddenOrigin: "The request came from another site and was refused.",
    unsupportedMediaType: "The request must be sent as JSON.",
    invalidCredentials: "Wrong e-mail address or password",
    userExists: "An account with that email address already exists",
    invalidToken: "The link is invalid or has expired",
    generic: "Something went wrong",
  },
} satisfies Translation<typeof sv>;
