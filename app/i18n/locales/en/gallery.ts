import type sv from "../sv/gallery";
import type { Translation } from "../types";

export default {
  meta: {
    title: "{{title}} – photos",
    description:
      "{{title}}: {{photos}} in full resolution. Find your photos by shirt number and buy them straight away.",
    shareImageAlt: "The cover photo of the gallery {{title}}",
    keywords:
      "{{title}}, match photos, sports photos, buy photos, shirt number, event photography, Ostrobothnia",
  },
  count: { one: "1 photo", other: "{{count}} photos" },
  notFound: {
    title: "Gallery not found",
    text: "The gallery does not exist, or it is no longer published.",
    back: "All galleries",
  },
  header: {
    eyebrow: "Gallery",
    shotOn: "Taken on",
    prices: "{{perPhoto}} per photo, the whole gallery {{whole}}",
    perPhotoOnly: "{{perPhoto}} per photo",
    wholeOnly: "The whole gallery {{whole}}",
    cap: "You never pay more than {{whole}}: pick {{from}} photos or more and they cost the same as the whole gallery.",
    delivery:
      "You get the photos in full resolution and without the watermark, as a download link by email.",
    notForSale:
      "The photos in this gallery are not sold online. Get in touch if you would like to buy one.",
  },
  search: {
    label: "Find your photos by number",
    hint: "Type the number on the shirt, for example 17.",
    submit: "Search",
    invalid: "Type a number of 1–4 digits.",
    matches: {
      one: "1 photo with number {{number}}",
      other: "{{count}} photos with number {{number}}",
    },
    none: "No photos with number {{number}}.",
    noneHint: "Not every photo is tagged with its numbers yet, so do browse them all.",
    showAll: "Show all photos",
  },
  grid: {
    label: "The photos of the gallery",
    photo: "Photo {{position}}",
    photoNumbers: "Photo {{position}}, number {{numbers}}",
    open: "view larger",
    pick: "Pick photo {{position}}",
    showAll: "Show all {{count}} photos",
  },
  summary: {
    label: "Your selection",
    none: "Tick the photos you would like to buy.",
    selected: {
      one: "1 photo selected – {{amount}}",
      other: "{{count}} photos selected – {{amount}}",
    },
    cap: "The whole gallery for {{whole}} – you save {{saving}}.",
    buySelected: "Buy selected",
    buyWhole: "Buy the whole gallery – {{amount}}",
    buyWholeShort: "Buy all – {{amount}}",
    clear: "Clear selection",
    failedTitle: "The purchase did not go through",
    failedText: "We could not take you to the payment. Please try again in a moment.",
  },
  viewer: {
    label: "Photo {{position}} of {{count}}",
    close: "Close",
    previous: "Previous photo",
    next: "Next photo",
    numbers: "Number {{numbers}}",
  },
  flash: {
    pickFirstTitle: "No photos selected",
    pickFirstText: "Tick the photos you would like to buy, then try again.",
  },
  list: {
    title: "Galleries",
    lead: "Pick a gallery, find your photos and buy them one by one or the whole gallery at once.",
    view: "View the gallery",
  },
} satisfies Translation<typeof sv>;
