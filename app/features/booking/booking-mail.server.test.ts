import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import type { Language } from "~/i18n/languages";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { queueBookingEmails } from "./booking-mail.server";
import type { Booking } from "./booking.server";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  // Read once by config(): the public address every link in a mail starts with.
  vi.stubEnv("PUBLIC_URL", "https://studio.example");
  vi.stubEnv("OWNER_EMAIL", "owner@studio.example");
  ({ db, close } = await freshDatabase());
  await ensureSeedServices(db);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
});

function bookingFor(
  userId: string,
  language: Language,
  message: string | null,
  kept: Partial<Booking> = {},
): Booking {
  return {
    id: crypto.randomUUID(),
    userId,
    serviceType: "portrait",
    priceKind: null,
    priceAmount: null,
    priceUnit: null,
    priceCampaignAmount: null,
    icsSequence: 0,
    reminderSentAt: null,
    status: "pending",
    bookingDate: "2027-01-12",
    bookingTime: "10:00",
    message,
    language,
    createdAt: new Date("2027-01-01T10:00:00Z"),
    updatedAt: new Date("2027-01-01T10:00:00Z"),
    durationHours: 1,
    bufferHours: 0,
    undoMailId: null,
    undoUntil: null,
    guestEmail: null,
    guestName: null,
    guestPhone: null,
    ...kept,
  };
}

async function queued(
  event: "received" | "cancelled",
  language: Language,
  message: string | null,
  kept: Partial<Booking> = {},
) {
  const customer = await createTestUser(db, { name: "Anna Berg" });
  await queueBookingEmails(db, event, bookingFor(customer.id, language, message, kept), customer);
  const [toCustomer] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, customer.email));
  const toOwner = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, "owner@studio.example"));
  return { toCustomer: toCustomer!, toOwner: toOwner.at(-1)! };
}

describe("a booking's mails", () => {
  it.each([
    ["sv", "https://studio.example/bookings"],
    ["fi", "https://studio.example/fi/bookings"],
    ["en", "https://studio.example/en/bookings"],
  ] as const)("link the %s customer to My bookings at %s", async (language, url) => {
    const { toCustomer } = await queued("received", language, null);
    expect(toCustomer.message.text).toContain(url);
    expect(toCustomer.message.html).toContain(`href="${url}"`);
    expect(toCustomer.message.attachments?.[0]?.content).toContain(url);
  });

  it("carry a tentative, published calendar file on receipt, and Swedish to the owner", async () => {
    const { toCustomer, toOwner } = await queued("received", "fi", "Kuvaus rannalla, Vöyri");
    const [file] = toCustomer.message.attachments!;
    expect(file!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(file!.content).toContain("\r\nSTATUS:TENTATIVE\r\n");
    expect(file!.content).toContain("\r\nDTSTART:20270112T080000Z\r\n");
    // The customer said where: the studio is not claimed as the place.
    expect(file!.content).not.toContain("LOCATION");
    expect(toCustomer.subject).toBe("Olemme vastaanottaneet varauspyyntösi – Nordic Media Studio");
    expect(toCustomer.message.text).toContain("Uusikaarlepyy");
    expect(toOwner.subject).toBe(
      "Ny bokningsförfrågan: Privatfotografering, tisdag 12 januari 2027 kl. 10.00 – Anna Berg",
    );
    expect(toOwner.message.text).toContain("Kundens språk: finska");
  });

  it("name a legacy key's service from the catalogue in each language, and no price none was kept", async () => {
    const { toCustomer, toOwner } = await queued("received", "en", null);
    expect(toCustomer.message.text).toContain("Service: Private photo sessions");
    expect(toCustomer.message.attachments?.[0]?.content).toContain(
      "SUMMARY:Private photo sessions – Nordic Media Studio",
    );
    expect(toOwner.message.text).toContain("Tjänst: Privatfotografering");
    expect(toCustomer.message.text).not.toMatch(/Price:/);
  });

  it("state the kept price: the campaign's beside the ordinary one, an hourly one per hour", async () => {
    const campaign = {
      priceKind: "fixed",
      priceAmount: 17500,
      priceCampaignAmount: 12200,
    } as const;
    const { toCustomer, toOwner } = await queued("received", "fi", null, campaign);
    expect(toCustomer.message.text).toMatch(
      /Hinta: 122\s€ \(kampanjahinta, normaalihinta 175\s€\)/,
    );
    expect(toOwner.message.text).toMatch(/Pris: 122\s€ \(kampanjpris, ordinarie pris 175\s€\)/);
    const hourly = { serviceType: "event-hourly", priceKind: "hourly", priceAmount: 6000 } as const;
    const { toCustomer: en } = await queued("received", "en", null, hourly);
    expect(en.message.text).toContain("Service: Event photography by the hour");
    expect(en.message.text).toMatch(/Price: €60\/h/);
  });

  it("cancel the calendar event and offer a new time on cancellation", async () => {
    const { toCustomer, toOwner } = await queued("cancelled", "en", null);
    const [file] = toCustomer.message.attachments!;
    expect(file!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(file!.content).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(toCustomer.message.text).toContain("https://studio.example/en#kontakt");
    expect(toOwner.subject).toMatch(/^Bokning avbokad: /);
  });
});
