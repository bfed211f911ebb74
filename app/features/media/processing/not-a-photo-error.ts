/**
 * Why an upload cannot become a gallery photo. A job that meets one gives the photo up instead of
 * retrying (the same bytes fail the same way); the upload layer maps the reason to its message.
 */
export type NotAPhotoReason = "notAnImage" | "unsupportedFormat" | "tooManyPixels" | "tooSmall";

export class NotAPhotoError extends Error {
  readonly reason: NotAPhotoReason;

  constructor(reason: NotAPhotoReason, detail?: string) {
    super(detail ? `not a photo (${reason}): ${detail}` : `not a photo (${reason})`);
    this.name = "NotAPhotoError";
    this.reason = reason;
  }
}
