import type sv from "../sv/mail";
import type { Translation } from "../types";

export default {
  greeting: "Hi {{name}},",
  greetingNoName: "Hi,",
  signOff: "Kind regards",
  booking: {
    service: "Service",
    date: "Date",
    time: "Time",
    timeValue: "{{time}} (Finnish time)",
    yourMessage: "Your message",
    received: {
      subject: "Booking received – {{business}}",
      heading: "Booking received!",
      body: "Thank you for your booking! We will contact you shortly to confirm the time. Once it is confirmed, you will get another email.",
      myBookings: "You can view and cancel your bookings in My bookings:",
      calendar:
        "The calendar file attached to this email adds the time as tentative until we have confirmed it.",
    },
    cancelled: {
      subject: "Booking cancelled – {{business}}",
      heading: "Booking cancelled",
      body: "Your booking has been cancelled.",
      notYou: "Didn't cancel it yourself? Contact us at {{email}}.",
      bookAgain: "Want to book another session? You can do so here:",
    },
    confirmed: {
      subject: "Booking confirmed – {{business}}",
      heading: "Your booking is confirmed!",
      body: "We have confirmed your booking. See you soon!",
      calendar: "The calendar file in this email marks the time as confirmed in your calendar.",
      myBookings: "You can see your bookings under My bookings:",
    },
    declined: {
      subject: "Your booking could not be confirmed – {{business}}",
      heading: "Sorry, we cannot take this booking",
      body: "Unfortunately we cannot take your booking at this time. The calendar file in this email removes it from your calendar.",
      ownerMessage: "A message from us",
      bookAgain: "Please choose another time:",
    },
  },
  calendar: {
    pending: "Tentative booking: we will contact you to confirm the time.",
    confirmed: "Your booking is confirmed.",
    cancelled: "Your booking has been cancelled.",
    yourMessage: "Your message:",
    myBookings: "My bookings: {{url}}",
  },
  verifyEmail: {
    subject: "Confirm your email address – {{business}}",
    heading: "Confirm your email address",
    body: "Thanks for creating an account! Confirm your email address with the link below, and you're ready to book. The link is valid for 24 hours.",
    button: "Confirm my email address",
    ignore: "If you didn't create an account with us, you can ignore this email.",
  },
  passwordReset: {
    subject: "Reset your password – {{business}}",
    heading: "Reset your password",
    body: "We received a request to reset the password for your account. Choose a new password using the link below. The link is valid for one hour.",
    button: "Choose a new password",
    ignore:
      "If you didn't request this, you can ignore this email. Your password will stay the same.",
  },
  owner: {
    subjectDetails: "{{service}}, {{date}} at {{time}} – {{customer}}",
    received: {
      subject: "New booking: {{details}}",
      heading: "New booking",
      body: "A new booking has come in and is waiting for confirmation. Contact the customer to confirm the time.",
    },
    cancelled: {
      subject: "Booking cancelled: {{details}}",
      heading: "Booking cancelled",
      body: "The customer has cancelled their booking. The slot is free again.",
    },
    customer: "Customer",
    email: "Email",
    phone: "Phone",
    service: "Service",
    date: "Date",
    time: "Time",
    timeValue: "{{time}}",
    language: "Customer's language",
    message: "Message",
    noMessage: "No message.",
    languages: { sv: "Swedish", fi: "Finnish", en: "English" },
  },
} satisfies Translation<typeof sv>;
