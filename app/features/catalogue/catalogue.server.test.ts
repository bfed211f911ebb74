import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { services } from "~/db/schema";
import { bookingService, listServices, serviceNames } from "./catalogue.server";
import { ensureSeedServices } from "./seed/ensure-seed-services.server";
import { seedServices } from "./seed/seed-services";

// The catalogue's read functions on a real (embedded) database, seeded as at the first start.

const db = databaseForTestFile();

describe("the seed", () => {
  it("fills an empty table once, even when two starts race", async () => {
    const added = await Promise.all([ensureSeedServices(db()), ensureSeedServices(db())]);
    expect(added[0]! + added[1]!).toBe(seedServices.length);
    expect(await ensureSeedServices(db())).toBe(0);
    expect(await db().select().from(services)).toHaveLength(seedServices.length);
  });

  it("writes every text in all three languages", () => {
    for (const service of seedServices) {
      for (const text of [service.name, service.description, service.includesText ?? undefined])
        if (text) expect([text.sv, text.fi, text.en].every(Boolean), service.id).toBe(true);
    }
  });
});

describe("reading the catalogue", () => {
  it("lists the bookable and the campaign services, with campaign prices only for an offer", async () => {
    const bookable = (await listServices(db(), "sv")).filter((service) => service.bookable);
    expect(bookable.map((service) => service.id)).toEqual([
      "private-photography",
      "event-corporate",
      "ai-commercial-video",
      "introduction-video",
      "ai-editing",
      "event-hourly",
      "sports-team-event",
      "sports-athlete",
    ]);
    const offered = await listServices(db(), "en", { percent: 30 });
    const campaign = offered.filter((service) => service.campaign);
    expect(campaign.map((service) => service.price.campaignAmount)).toEqual([
      12_200, 24_500, 34_300, 19_600, 14_700,
    ]);
    const none = await listServices(db(), "en", null);
    expect(none.some((service) => "campaignAmount" in service.price)).toBe(false);
  });

  it("falls back to Swedish where a language is missing, and says so", async () => {
    await db()
      .update(services)
      .set({ name: { sv: "Endast svenska" } })
      .where(eq(services.id, "it-custom"));
    const fi = (await listServices(db(), "fi")).find((service) => service.id === "it-custom")!;
    expect(fi).toMatchObject({ name: "Endast svenska", fallback: true, contentLanguage: "sv" });
    const sv = (await listServices(db(), "sv")).find((service) => service.id === "it-custom")!;
    expect(sv.fallback).toBeUndefined();
    expect((await serviceNames(db(), "en"))["it-custom"]).toBe("Endast svenska");
  });

  it("takes a legacy key even for a hidden service, a catalogue id only when bookable and shown", async () => {
    expect((await bookingService(db(), "advertising"))?.row?.id).toBe("ai-commercial-video");
    expect(await bookingService(db(), "event-hourly")).not.toBeNull();
    expect(await bookingService(db(), "web-development")).toBeNull();
    expect(await bookingService(db(), "no-such-service")).toBeNull();
    await db().update(services).set({ hidden: true }).where(eq(services.id, "ai-editing"));
    expect(await bookingService(db(), "ai-editing")).toBeNull();
    expect((await bookingService(db(), "ai-enhanced"))?.row?.id).toBe("ai-editing");
    expect((await listServices(db(), "sv")).some((service) => service.id === "ai-editing")).toBe(
      false,
    );
  });
});
