import type sv from "../sv/bookings";
import type { Translation } from "../types";

export default {
  meta: {
    title: "My bookings",
    description:
      "See your Nordic Media Studio bookings, cancel pending ones and manage your personal data.",
    keywords: "my bookings, cancel booking, photography, account",
  },
  title: "My bookings",
  subtitle:
    "Your bookings and booking requests in one place – you can cancel a request that is still waiting for confirmation.",
  profile: {
    title: "My profile",
    name: "Name",
    email: "Email",
    phone: "Phone",
  },
  list: {
    title: "Your bookings",
    reloading: "Updating your bookings...",
    date: "Date",
    time: "Time",
    timeValue: "{{time}}",
    message: "Message",
    price: "Price",
  },
  loadFailed: {
    title: "Couldn't load your bookings",
    text: "We couldn't load your bookings just now. Please try again in a moment.",
    retry: "Try again",
  },
  empty: {
    title: "No bookings yet",
    text: "Once you book a session, you'll find it here.",
    cta: "Book now",
  },
  status: {
    label: "Status",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    pending: "Awaiting confirmation",
    declined: "Declined",
    completed: "Completed",
  },
  cancel: {
    button: "Cancel booking",
    buttonLabel: "Cancel booking: {{service}}, {{date}}",
    busy: "Cancelling...",
    confirmTitle: "Cancel this booking?",
    confirmText: "{{service}} on {{date}} at {{time}} will be cancelled. This can't be undone.",
    confirm: "Yes, cancel it",
    keep: "Keep my booking",
    successTitle: "Booking cancelled",
    successText: "Your booking has been cancelled.",
    failedTitle: "Booking could not be cancelled",
  },
  data: {
    title: "Your data",
    text: "Download everything we store about you at any time, or delete your account along with all your bookings.",
    export: "Download my data",
    delete: "Delete my account",
    confirmTitle: "Delete your account?",
    confirmText:
      "Your account, profile, all your bookings and the messages and applications you sent from your email address will be permanently deleted. Your purchases stay in our books, without your address. This can't be undone.",
    confirm: "Yes, delete my account",
    keep: "Keep my account",
    busy: "Deleting...",
    successTitle: "Account deleted",
    successText: "All your data has been removed.",
    failedTitle: "Account could not be deleted",
  },
} satisfies Translation<typeof sv>;
