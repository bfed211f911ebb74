// Domain code throws these; exactly one place (problem.server.ts) turns them into HTTP.
export const errorStatus = {
  validation: 400,
  invalidBody: 400,
  badRequest: 400,
  unknownProduct: 400,
  immediateDeliveryConsent: 400,
  badSignature: 400,
  unauthenticated: 401,
  forbiddenOrigin: 403,
  emailNotVerified: 403,
  notFound: 404,
  blockNotFound: 404,
  articleNotFound: 404,
  orderNotFound: 404,
  routeNotFound: 404,
  reviewNotFound: 404,
  submissionNotFound: 404,
  serviceNotFound: 404,
  galleryNotFound: 404,
  photoNotFound: 404,
  methodNotAllowed: 405,
  galleryExpired: 410,
  slotTaken: 409,
  slugTaken: 409,
  notPending: 409,
  alreadyVerified: 409,
  wrongBookingState: 409,
  changeClosed: 409,
  notYetHappened: 409,
  slotHasBooking: 409,
  alreadyBlocked: 409,
  slotBlocked: 409,
  undoExpired: 409,
  productUnavailable: 409,
  wrongOrderState: 409,
  notALicence: 409,
  notAnAlbum: 409,
  photoSold: 409,
  gallerySold: 409,
  wrongReviewState: 409,
  wrongSubmissionState: 409,
  // A client gallery's selection (docs/decisions/102): full, or sent and locked.
  selectionFull: 409,
  selectionSubmitted: 409,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  rateLimited: 429,
  paymentProviderFailed: 502,
  paymentClosed: 503,
  tooManySignIns: 429,
  tooManyOpenBookings: 429,
  tooManyBookingAttempts: 429,
  tooManyPinTries: 429,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A field's message as a translation key, with the values it interpolates (e.g. a limit). */
export type FieldError = {
  field: string;
  message: string;
  values?: Record<string, string | number>;
};

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** For validation: the translation keys of every failing field, first one first. */
  readonly fieldErrors?: FieldError[];
  /** Values the message interpolates, e.g. a limit. */
  readonly values?: Record<string, string | number>;
  /** When waiting helps: after how many seconds a retry can succeed (the Retry-After header). */
  readonly retryAfterSeconds?: number;
  /** For methodNotAllowed: the methods the address answers (the Allow header). */
  readonly allow?: string[];

  constructor(
    code: ErrorCode,
    fieldErrors?: FieldError[],
    details: {
      values?: Record<string, string | number>;
      retryAfterSeconds?: number;
      allow?: string[];
    } = {},
  ) {
    super(code);
    this.name = "DomainError";
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.values = details.values;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.allow = details.allow;
  }
}

/**
 * The 405 of an API route, with the methods it does answer: a 405 must say them (RFC 9110). The
 * server entry answers OPTIONS on every path, so it is always among them.
 */
export function methodNotAllowed(
  ...allow: ("GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE")[]
) {
  return new DomainError("methodNotAllowed", undefined, { allow: ["OPTIONS", ...allow] });
}
