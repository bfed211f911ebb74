import type sv from "../sv/proofing";
import type { Translation } from "../types";

export default {
  heart: {
    label: "Favourite: photo {{position}}",
    add: "Add to favourites",
    remove: "Remove from favourites",
  },
  favourites: {
    title: "Your favourites",
    photo: "Photo {{position}}",
    empty: "Tap the heart on the photos you want. You can add a note to each one.",
  },
  note: {
    label: "Note to the photographer",
    placeholder: "E.g. crop closer or make it brighter",
    save: "Save the note",
    saved: "The note is saved",
    savedText: "The photographer will see it once the selection is sent.",
  },
  counter: {
    limited: {
      one: "{{count}} of 1 photo picked",
      other: "{{count}} of {{limit}} photos picked",
    },
    one: "1 photo picked",
    other: "{{count}} photos picked",
  },
  submit: {
    open: "Send my selection",
    confirm: {
      one: "Send 1 photo to the photographer? You cannot change the selection afterwards.",
      other:
        "Send {{count}} photos to the photographer? You cannot change the selection afterwards.",
    },
    yes: "Yes, send it",
    back: "Go back",
    sent: "Selection sent",
    done: "Your selection has been sent. The photographer will be in touch when the photos are ready.",
    submitted: "You sent your selection on {{date}}. Contact us if you want to change anything.",
  },
  errors: {
    selectionEmpty: "Pick at least one photo before you send your selection.",
    noteTooLong: "The note can be at most 500 characters",
  },
  delivery: {
    title: "Your photos",
    viewOnly:
      "The photos are shown here with a watermark. Contact us if you would like to download them.",
    waitingForSelection:
      "Once you have sent your selection, you can download the included photos in full resolution.",
    downloadAll: {
      one: "Download the photo (zip)",
      other: "Download all {{count}} photos (zip)",
    },
    downloadOne: "Download photo {{position}}",
  },
  extras: {
    title: "Buy more photos",
    lead: "The photos not included cost {{perPhoto}} each. Once paid, you can download them here.",
    pick: "Buy photo {{position}}",
    buy: "Go to checkout",
  },
  admin: {
    title: "The customer's selection",
    empty: "The customer has not picked any photos yet.",
    open: { one: "In progress: 1 photo picked", other: "In progress: {{count}} photos picked" },
    limit: { one: "Limit: 1 photo", other: "Limit: {{limit}} photos" },
    submitted: "Sent on {{date}}",
    photo: "Photo",
    fileName: "File name",
    note: "Note",
    noNote: "–",
    csv: "Download the file names (CSV)",
    reopen: "Reopen the selection",
    reopenHint:
      "The customer can then change the selection and send it again. No email is sent – let the customer know yourself.",
    reopened: "The selection is open again",
    reopenedText: "The customer can change the selection and send it again.",
    csvHeader: { fileName: "File name", note: "Note", hearted: "Picked" },
    firstDownload: "First download: {{date}}",
  },
  mail: {
    selection: {
      subject: {
        one: "Selection ready: {{title}} (1 photo)",
        other: "Selection ready: {{title}} ({{count}} photos)",
      },
      heading: "The customer has sent their selection",
      body: {
        one: "{{customer}} picked 1 photo in the gallery {{title}}. The selection is now locked. Reply to this email to write to the customer.",
        other:
          "{{customer}} picked {{count}} photos in the gallery {{title}}. The selection is now locked. Reply to this email to write to the customer.",
      },
      gallery: "Gallery",
      customer: "Customer",
      count: "Photos picked",
      open: "Open the gallery in the back office",
    },
    review: {
      subject: "How did your photos turn out? – {{business}}",
      heading: "Tell us how it went",
      body: "Thank you for letting us photograph you! We hope you enjoy the photos. If you have a minute, we would love a review – it helps others find us.",
      button: "Write a review",
      once: "This is the only email we will send about it.",
    },
  },
} satisfies Translation<typeof sv>;
