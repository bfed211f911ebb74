// One-time messages that survive a redirect (post → redirect → get): a form action names one,
// the next page shows it — as a toast once scripts run, as a notice before that. Only these
// names are accepted from the cookie, so a forged cookie can show nothing but our own texts.
export const flashMessages = {
  signedIn: { kind: "success", title: "auth:login.successTitle", text: "auth:login.successText" },
  signedUp: { kind: "success", title: "auth:signup.successTitle", text: "auth:signup.successText" },
  signedOut: {
    kind: "success",
    title: "common:nav.loggedOutTitle",
    text: "common:nav.loggedOutText",
  },
  passwordReset: {
    kind: "success",
    title: "auth:reset.successTitle",
    text: "auth:reset.successText",
  },
  verificationSent: {
    kind: "success",
    title: "auth:verifyEmail.note.sentTitle",
    text: "auth:verifyEmail.note.sentText",
  },
  signInFirst: {
    kind: "error",
    title: "booking:toast.loginTitle",
    text: "booking:toast.loginText",
  },
  bookingCreated: {
    kind: "success",
    title: "booking:toast.successTitle",
    text: "booking:toast.successText",
    link: { label: "booking:toast.myBookings", to: "/bookings" },
  },
  bookingMoved: {
    kind: "success",
    title: "bookings:change.movedTitle",
    text: "bookings:change.movedText",
  },
  bookingCancelled: {
    kind: "success",
    title: "bookings:cancel.successTitle",
    text: "bookings:cancel.successText",
  },
  accountDeleted: {
    kind: "success",
    title: "bookings:data.successTitle",
    text: "bookings:data.successText",
  },
  settingsSaved: {
    kind: "success",
    title: "settings:saved.title",
    text: "settings:saved.text",
  },
  adminBookingConfirmed: {
    kind: "success",
    title: "admin:flash.confirmedTitle",
    // The mail is held a while, and the owner may undo (decision 103).
    text: "admin:flash.confirmedHeldText",
  },
  adminBookingUndone: {
    kind: "success",
    title: "admin:flash.undoneTitle",
    text: "admin:flash.undoneText",
  },
  adminBookingMoved: {
    kind: "success",
    title: "admin:flash.movedTitle",
    text: "admin:flash.movedText",
  },
  adminBookingEntered: {
    kind: "success",
    title: "admin:flash.enteredTitle",
    text: "admin:flash.enteredText",
  },
  adminBookingDeclined: {
    kind: "success",
    title: "admin:flash.declinedTitle",
    text: "admin:flash.declinedText",
  },
  adminBookingCompleted: {
    kind: "success",
    title: "admin:flash.completedTitle",
    text: "admin:flash.completedText",
  },
  adminSlotBlocked: {
    kind: "success",
    title: "admin:flash.blockedTitle",
    text: "admin:flash.blockedText",
  },
  adminBlockRemoved: {
    kind: "success",
    title: "admin:flash.unblockedTitle",
    text: "admin:flash.unblockedText",
  },
  adminFeedRotated: {
    kind: "success",
    title: "admin:flash.feedRotatedTitle",
    text: "admin:flash.feedRotatedText",
  },
  newsCreated: {
    kind: "success",
    title: "newsAdmin:flash.createdTitle",
    text: "newsAdmin:flash.createdText",
  },
  newsSaved: {
    kind: "success",
    title: "newsAdmin:flash.savedTitle",
    text: "newsAdmin:flash.savedText",
  },
  newsPublished: {
    kind: "success",
    title: "newsAdmin:flash.publishedTitle",
    text: "newsAdmin:flash.publishedText",
  },
  newsUnpublished: {
    kind: "success",
    title: "newsAdmin:flash.unpublishedTitle",
    text: "newsAdmin:flash.unpublishedText",
  },
  purchaseFailed: {
    kind: "error",
    title: "shop:purchase.errorTitle",
    text: "shop:purchase.errorText",
  },
  paymentClosed: {
    kind: "error",
    title: "shop:purchase.closedTitle",
    text: "shop:purchase.closedText",
  },
  galleryPickFirst: {
    kind: "error",
    title: "gallery:flash.pickFirstTitle",
    text: "gallery:flash.pickFirstText",
  },
  adminKeySent: {
    kind: "success",
    title: "checkout:flash.keySentTitle",
    text: "checkout:flash.keySentText",
  },
  adminLinkSent: {
    kind: "success",
    title: "checkout:flash.linkSentTitle",
    text: "checkout:flash.linkSentText",
  },
  adminOrderFulfilled: {
    kind: "success",
    title: "checkout:flash.fulfilledTitle",
    text: "checkout:flash.fulfilledText",
  },
  adminOrderRefunded: {
    kind: "success",
    title: "checkout:flash.refundedTitle",
    text: "checkout:flash.refundedText",
  },
  adminProductSaved: {
    kind: "success",
    title: "checkout:flash.productSavedTitle",
    text: "checkout:flash.productSavedText",
  },
  adminServiceSaved: {
    kind: "success",
    title: "servicesAdmin:flash.savedTitle",
    text: "servicesAdmin:flash.savedText",
  },
  adminServiceCreated: {
    kind: "success",
    title: "servicesAdmin:flash.createdTitle",
    text: "servicesAdmin:flash.createdText",
  },
  adminServiceMoved: {
    kind: "success",
    title: "servicesAdmin:flash.movedTitle",
    text: "servicesAdmin:flash.movedText",
  },
  adminServiceHidden: {
    kind: "success",
    title: "servicesAdmin:flash.hiddenTitle",
    text: "servicesAdmin:flash.hiddenText",
  },
  adminServiceShown: {
    kind: "success",
    title: "servicesAdmin:flash.shownTitle",
    text: "servicesAdmin:flash.shownText",
  },
  clientGalleryNotCreated: {
    kind: "error",
    title: "clientGallery:booking.failedTitle",
    text: "clientGallery:booking.failedText",
  },
  adminGalleryCreated: {
    kind: "success",
    title: "galleriesAdmin:flash.createdTitle",
    text: "galleriesAdmin:flash.createdText",
  },
  adminGallerySaved: {
    kind: "success",
    title: "galleriesAdmin:flash.savedTitle",
    text: "galleriesAdmin:flash.savedText",
  },
  adminGalleryPublished: {
    kind: "success",
    title: "galleriesAdmin:flash.publishedTitle",
    text: "galleriesAdmin:flash.publishedText",
  },
  adminGalleryUnpublished: {
    kind: "success",
    title: "galleriesAdmin:flash.unpublishedTitle",
    text: "galleriesAdmin:flash.unpublishedText",
  },
  adminGalleryDeleted: {
    kind: "success",
    title: "galleriesAdmin:flash.deletedTitle",
    text: "galleriesAdmin:flash.deletedText",
  },
  adminPhotoHidden: {
    kind: "success",
    title: "galleriesAdmin:flash.photoHiddenTitle",
    text: "galleriesAdmin:flash.photoHiddenText",
  },
  adminPhotoShown: {
    kind: "success",
    title: "galleriesAdmin:flash.photoShownTitle",
    text: "galleriesAdmin:flash.photoShownText",
  },
  adminPhotoCover: {
    kind: "success",
    title: "galleriesAdmin:flash.coverTitle",
    text: "galleriesAdmin:flash.coverText",
  },
  /** A client gallery's sent selection opened again (docs/decisions/102). */
  adminSelectionReopened: {
    kind: "success",
    title: "proofing:admin.reopened",
    text: "proofing:admin.reopenedText",
  },
  /** The customer's selection sent, and a note saved (docs/decisions/102). */
  selectionSent: { kind: "success", title: "proofing:submit.sent", text: "proofing:submit.done" },
  favouriteNoteSaved: {
    kind: "success",
    title: "proofing:note.saved",
    text: "proofing:note.savedText",
  },
  adminPhotoMoved: {
    kind: "success",
    title: "galleriesAdmin:flash.movedTitle",
    text: "galleriesAdmin:flash.movedText",
  },
  adminPhotoDeleted: {
    kind: "success",
    title: "galleriesAdmin:flash.photoDeletedTitle",
    text: "galleriesAdmin:flash.photoDeletedText",
  },
  adminPhotoReplaced: {
    kind: "success",
    title: "galleriesAdmin:flash.photoReplacedTitle",
    text: "galleriesAdmin:flash.photoReplacedText",
  },
  adminPhotoTextsSaved: {
    kind: "success",
    title: "galleriesAdmin:flash.photoTextsTitle",
    text: "galleriesAdmin:flash.photoTextsText",
  },
  adminPhotosTagged: {
    kind: "success",
    title: "galleriesAdmin:flash.taggedTitle",
    text: "galleriesAdmin:flash.taggedText",
  },
  // What visitors send without an account (docs/decisions/050); the spec shows these 5 s.
  reviewSent: {
    kind: "success",
    title: "feedback:toast.successTitle",
    text: "feedback:toast.successText",
    duration: 5000,
  },
  applicationSent: {
    kind: "success",
    title: "application:toast.successTitle",
    text: "application:toast.successText",
    duration: 5000,
  },
  contactSent: {
    kind: "success",
    title: "contact:toast.successTitle",
    text: "contact:toast.successText",
    duration: 5000,
  },
  adminReviewApproved: {
    kind: "success",
    title: "admin:flash.reviewApprovedTitle",
    text: "admin:flash.reviewApprovedText",
  },
  adminReviewRejected: {
    kind: "success",
    title: "admin:flash.reviewRejectedTitle",
    text: "admin:flash.reviewRejectedText",
  },
  adminApplicationRead: {
    kind: "success",
    title: "admin:flash.applicationReadTitle",
    text: "admin:flash.applicationReadText",
  },
  adminApplicationHandled: {
    kind: "success",
    title: "admin:flash.applicationHandledTitle",
    text: "admin:flash.applicationHandledText",
  },
  adminMessageRead: {
    kind: "success",
    title: "admin:flash.messageReadTitle",
    text: "admin:flash.messageReadText",
  },
  adminMessageHandled: {
    kind: "success",
    title: "admin:flash.messageHandledTitle",
    text: "admin:flash.messageHandledText",
  },
  // The customer page (docs/decisions/105).
  customerNoteAdded: {
    kind: "success",
    title: "customersAdmin:flash.noteAddedTitle",
    text: "customersAdmin:flash.noteAddedText",
  },
  customerNoteDeleted: {
    kind: "success",
    title: "customersAdmin:flash.noteDeletedTitle",
    text: "customersAdmin:flash.noteDeletedText",
  },
  customerReplySent: {
    kind: "success",
    title: "customersAdmin:flash.replySentTitle",
    text: "customersAdmin:flash.replySentText",
  },
} as const satisfies Record<
  string,
  {
    kind: "success" | "error";
    title: string;
    text: string;
    /** A page to go on to: a Swedish path, localized when shown. */
    link?: { label: string; to: string };
    /** How long the toast stays, in ms, when not the toaster's default. */
    duration?: number;
  }
>;

export type FlashName = keyof typeof flashMessages;

export function isFlashName(value: unknown): value is FlashName {
  return typeof value === "string" && Object.hasOwn(flashMessages, value);
}

export type Flash = { name: FlashName; id: string };

/** A message as the page shows it: already in the page's language. */
export type ShownFlash = {
  id: string;
  kind: "success" | "error";
  title: string;
  text: string;
  link?: { label: string; href: string };
  duration?: number;
};
