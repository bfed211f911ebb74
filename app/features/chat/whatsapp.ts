/** A WhatsApp chat with the studio's number (digits with country code), the text prefilled. */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
