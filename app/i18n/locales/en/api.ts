import type sv from "../sv/api";
import type { Translation } from "../types";

export default {
  validation: {
    serviceRequired: "Choose a service",
    dateRequired: "Choose a date",
    datePast: "Choose a date that hasn't passed",
    dateTooFar: "Bookings can be made up to {{days}} days in advance",
    timeRequired: "Choose a time",
    dayClosed: "We don't take bookings on that day of the week. Choose another day.",
    timeClosed: "Choose a time between {{first}} and {{last}}",
    tooSoon: "Book at least {{hours}} h in advance. Choose a later time.",
    messageTooLong: "The message must not exceed 500 characters",
    nameTooShort: "Name must be at least 2 characters",
    nameTooLong: "Name must not exceed 100 characters",
    emailInvalid: "Invalid email address",
    phoneInvalid: "Invalid phone number",
    passwordTooShort: "Password must be at least 6 characters",
    passwordTooLong: "Password must not exceed 128 characters",
    passwordBlank: "The password can't be just spaces",
    noMarkup: "The text must not contain HTML code",
    controlCharacters: "The text contains characters that aren't allowed",
    invalidCharacters: "The text contains characters that are not allowed",
    rangeInvalid: "Invalid date range",
    invalidBody: "The request could not be read",
  },
  errors: {
    validation: "Please check your details",
    unauthenticatedTitle: "Please log in first",
    unauthenticated: "You need to be logged in to make a booking.",
    notFound: "Booking not found",
    articleNotFound: "Article not found",
    blockNotFound: "Block not found",
    wrongBookingState:
      "The booking has already changed and cannot be changed this way any more. Reload the page.",
    notYetHappened: "A booking can be marked as completed only once its time has begun.",
    slotHasBooking: "There is already a booking at that time. Decline it first.",
    alreadyBlocked: "That time is already blocked.",
    reviewNotFound: "Review not found",
    wrongReviewState:
      "The review has already been changed and cannot be changed this way any more. Reload the page.",
    submissionNotFound: "Application or message not found",
    wrongSubmissionState: "It is already marked that way. Reload the page.",
    slotTaken: "That time is already booked. Please choose another time.",
    notPending: "Only pending bookings can be cancelled.",
    unknownProduct: "That product does not exist. Reload the page and try again.",
    productUnavailable: "That product cannot be bought right now.",
    badSignature: "The signature does not match.",
    orderNotFound: "Order not found",
    wrongOrderState:
      "The order has already changed and cannot be changed that way any more. Reload the page.",
    notALicence: "Only licence orders get a licence key.",
    notAnAlbum: "Only photo albums have a download link.",
    paymentProviderFailed:
      "The payment service is not answering right now. Please try again in a moment.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    tooManyOpenBookings:
      "You can have at most {{max}} pending bookings at a time. Cancel one of them, or wait until we have confirmed them.",
    tooManyBookingAttempts:
      "Too many booking attempts in a short time. Please wait a minute and try again.",
    forbiddenOrigin: "The request came from another site and was refused.",
    badRequest: "The request was malformed and could not be processed.",
    routeNotFound: "There is no such address in the API.",
    methodNotAllowed: "This address does not accept this kind of request.",
    payloadTooLarge: "The request is too large.",
    uriTooLong: "The address is too long.",
    unsupportedMediaType: "The request must be sent as JSON.",
    invalidCredentials: "Wrong email address or password",
    userExists: "An account with that email address already exists",
    invalidToken: "The link is invalid or has expired",
    emailNotVerified:
      "Please confirm your email address first. We've sent a confirmation link to your inbox.",
    alreadyVerified: "Your email address is already confirmed.",
    tooManySignIns:
      "Too many failed login attempts for this email address. Try again in a while or reset your password.",
    generic: "Something went wrong",
  },
} satisfies Translation<typeof sv>;
