import type { Language } from "~/i18n/languages";
import {
  serviceView,
  type CampaignOffer,
  type ServiceRow,
  type ServiceView,
} from "../service-view";
import { seedServices } from "./seed-services";

const epoch = new Date(0);

/** The seed as stored rows, with the table's defaults: for tests that render without a database. */
export const seedRows: ServiceRow[] = seedServices.map((service) => ({
  hidden: false,
  includesText: null,
  includes: null,
  amount: null,
  priceUnit: null,
  currency: "EUR",
  vatRateBp: 2550,
  durationMinutes: null,
  bookable: false,
  campaign: false,
  legacyKey: null,
  depositKind: null,
  depositValue: null,
  createdAt: epoch,
  updatedAt: epoch,
  ...service,
}));

/** The seed as a page's loader would hand it over, in `lang`. */
export function seedViews(lang: Language, offer: CampaignOffer = null): ServiceView[] {
  return seedRows.map((row) => serviceView(row, lang, offer));
}
