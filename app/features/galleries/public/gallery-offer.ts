import { capReachedAt, photosAmount, type GalleryPricing } from "../pricing";

// What a gallery's page says about its prices, from the same pricing the checkout charges
// (../pricing.ts): the page can never show a sum the server would not ask.

export type GalleryOffer = {
  /** Cents a photo, when photos are sold one by one. */
  perPhoto: number | null;
  /** What every photo of the gallery costs together (the cap, or fewer photos at their price). */
  whole: number | null;
  /** From how many photos the cap applies, when that is fewer than all of them. */
  capFrom: number | null;
};

export function galleryOffer(pricing: GalleryPricing, photoCount: number): GalleryOffer {
  const whole = photoCount > 0 ? photosAmount(photoCount, photoCount, pricing) : null;
  const capAt = capReachedAt(pricing);
  return {
    perPhoto: photoCount > 0 ? pricing.perPhoto : null,
    whole,
    capFrom: capAt !== null && capAt < photoCount ? capAt : null,
  };
}

export type SelectionPrice = {
  /** Cents for the picked photos; null when they cannot be bought one by one. */
  amount: number | null;
  /** What the cap takes off their price per photo: more than 0 when the cap applies. */
  saving: number;
};

export function selectionPrice(
  count: number,
  photoCount: number,
  pricing: GalleryPricing,
): SelectionPrice {
  const amount = photosAmount(count, photoCount, pricing);
  const saving =
    amount !== null && pricing.perPhoto !== null ? count * pricing.perPhoto - amount : 0;
  return { amount, saving };
}

/** "one" or "other": Swedish, Finnish and English agree on their plural forms of a count. */
export const pluralOf = (count: number) => (count === 1 ? "one" : "other");

/** Jersey numbers as the owner tags them (gallery.schema.ts photoNumberSchema): 1–4 digits. */
export const photoNumberPattern = /^\d{1,4}$/;

/** The number asked for in the address, trimmed; null when none, "invalid" when not a number. */
export function askedNumber(value: string | null): string | null | "invalid" {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  return photoNumberPattern.test(trimmed) ? trimmed : "invalid";
}
