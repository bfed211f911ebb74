import type sv from "../sv/auth";
import type { Translation } from "../types";

export default {
  meta: {
    title: "Log in or create an account",
    description:
      "Log in to your Nordic Media Studio account to book a photo session and manage your bookings – or create an account in a minute.",
    keywords: "log in, create account, book a photo session, my bookings",
  },
  welcome: {
    eyebrow: "Your account",
    title: "Welcome",
    lead: "Log in to book a photo session and keep track of your bookings – or create an account in a minute.",
  },
  tabs: {
    label: "Log in or create an account",
    login: "Log in",
    signup: "Sign up",
  },
  fields: {
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    optional: "optional",
    password: "Password",
    newPassword: "New password",
    passwordHint: "At least 6 characters.",
    phoneHint: "Include the area or country code, for example +358 40 123 4567.",
  },
  login: {
    submit: "Log in",
    busy: "Logging in...",
    successTitle: "Welcome back!",
    successText: "You are now logged in.",
    failedTitle: "Login failed",
  },
  signup: {
    submit: "Create account",
    busy: "Creating account...",
    successTitle: "Account created!",
    successText:
      "You're logged in. Confirm your email address with the link we sent you, then you can book.",
    failedTitle: "Something went wrong",
  },
  forgot: {
    open: "Forgot your password?",
    title: "Reset your password",
    text: "Enter the email address for your account and we'll send you a link to choose a new password.",
    submit: "Send link",
    busy: "Sending...",
    sentTitle: "Check your inbox",
    sentText:
      "If there is an account with that email address, a link to choose a new password is on its way. The link is valid for one hour.",
    back: "Back to login",
  },
  reset: {
    metaTitle: "Choose a new password",
    metaDescription: "Choose a new password for your Nordic Media Studio account.",
    title: "Choose a new password",
    lead: "Type your new password, then log in with it as usual.",
    submit: "Save password",
    busy: "Saving...",
    successTitle: "Password changed",
    successText: "Log in with your new password.",
    failedTitle: "Password could not be changed",
    missingToken: "This link is missing its code. Please request a new password reset link.",
    requestNew: "Request a new link",
  },
  verifyEmail: {
    note: {
      title: "Confirm your email address",
      text: "We sent a confirmation link to {{email}}. Open it, then send your booking request – everything you've filled in will still be here.",
      resend: "Send the link again",
      resending: "Sending...",
      sentTitle: "New link sent",
      sentText: "Check your inbox – the link is valid for 24 hours.",
    },
    landing: {
      done: "Thank you! Your email address is confirmed. You can book now.",
      invalid: "The confirmation link didn't work. Log in and ask for a new one.",
      expired: "The confirmation link has expired. Log in and ask for a new one.",
    },
  },
  networkError: "We couldn't reach the server. Check your connection and try again.",
} satisfies Translation<typeof sv>;
