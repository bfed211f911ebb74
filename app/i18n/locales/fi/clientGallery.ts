import type { Translation } from "../types";
import type sv from "../sv/clientGallery";

export default {
  meta: {
    title: "{{title}} – oma galleriasi",
    description: "Kuvasi kuvauksesta.",
  },
  pin: {
    title: "Anna PIN-koodi",
    text: "Galleria {{title}} on suojattu PIN-koodilla. Olet saanut koodin meiltä.",
    label: "PIN-koodi (neljä numeroa)",
    submit: "Avaa galleria",
    submitting: "Avataan...",
    failedTitle: "Galleriaa ei avattu",
  },
  expired: {
    title: "Linkki on vanhentunut",
    text: "Galleria {{title}} oli avoinna {{date}} asti. Kuvat ovat tallessa meillä – ota yhteyttä, niin avaamme sen uudelleen.",
    contact: "Ota yhteyttä",
    email: "Sähköposti",
    phone: "Puhelin",
  },
  page: {
    kicker: "Oma galleriasi",
    until: "Galleria on avoinna {{date}} asti.",
    private: "Linkki on henkilökohtainen. Jaa se vain niille, joiden haluat näkevän kuvat.",
    noPhotos: "Kuvat ovat tulossa. Katso uudelleen hetken kuluttua.",
  },
  account: {
    title: "Galleriasi",
    intro: "Kuvat kuvauksistasi.",
    open: "Avaa galleria",
    until: "Avoinna {{date}} asti",
    expired: "Suljettu {{date}}",
  },
  admin: {
    heading: "Asiakasgalleria",
    intro:
      "Galleria näkyy vain sille, jolla on yksityinen linkki (ja PIN-koodi, jos asetat sellaisen).",
    customer: "Asiakkaan sähköpostiosoite",
    customerHint:
      "Vain asiakasgalleriaan: asiakas saa linkin tähän osoitteeseen, kun julkaiset gallerian.",
    language: "Asiakkaan kieli",
    languages: { sv: "ruotsi", fi: "suomi", en: "englanti" },
    link: "Yksityinen linkki",
    copy: "Kopioi linkki",
    copied: "Linkki on kopioitu",
    linkAfterPublish: "Linkki toimii, kun galleria on julkaistu.",
    pin: "PIN-koodi",
    pinSet:
      "PIN-koodi on asetettu. Kerro se asiakkaalle puhelimessa tai henkilökohtaisesti – sitä ei koskaan lähetetä sähköpostilla.",
    pinNone: "Ei PIN-koodia: linkki riittää gallerian avaamiseen.",
    pinLabel: "Uusi PIN-koodi (neljä numeroa)",
    pinSave: "Tallenna PIN-koodi",
    pinRemove: "Poista PIN-koodi",
    limit: "Kuinka monta kuvaa asiakas saa valita",
    limitHint: "Jätä tyhjäksi, jos rajaa ei ole.",
    download: "Asiakas saa ladata sisältyvät kuvat täysikokoisina",
    expiresOn: "Avoinna asti",
    extend: "Jatka 30 päivällä",
    save: "Tallenna asetukset",
    readyMailSent: "Viesti valmiista kuvista lähetettiin {{date}}.",
    readyMailPending: "Asiakas saa linkin sähköpostiin, kun julkaiset gallerian.",
    sendAgain: "Lähetä viesti valmiista kuvista uudelleen",
    reminderSent: "Muistutus gallerian sulkeutumisesta lähetettiin {{date}}.",
    newLink: "Uusi linkki",
    newLinkWarning:
      "Vanha linkki lakkaa toimimasta, ja kaikkien galleriaa avanneiden on käytettävä uutta.",
    newLinkConfirm: "Luo uusi linkki",
    failedTitle: "Asetuksia ei tallennettu",
  },
  booking: {
    createGallery: "Luo asiakasgalleria",
    createGalleryLabel: "Luo asiakasgalleria varaukselle {{date}} klo {{time}}",
    galleryTitle: "{{service}} – {{name}}",
    failedTitle: "Asiakasgalleriaa ei luotu",
    failedText:
      "Varauksen on oltava vahvistettu tai toteutunut. Lataa sivu uudelleen ja yritä uudelleen.",
  },
} satisfies Translation<typeof sv>;
