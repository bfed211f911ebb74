import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminAudit,
  bookings,
  contactMessages,
  customerNotes,
  customerReplies,
  emailOutbox,
  freelancerApplications,
  galleries,
  orders,
  profiles,
  reviews,
  user,
} from "~/db/schema";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { createTestUser } from "~/db/test-database";
import { defaultBusinessFacts as business } from "~/content/business";
import { DomainError } from "~/features/api/domain-error";
import { eraseSentWithAddress } from "~/features/account/sent-with-address.server";
import { addCustomerNote, deleteCustomerNote, replyToCustomer } from "./customer-actions.server";
import { findCustomer, searchCustomers } from "./customer-directory.server";
import { customerKeySql } from "./customer-key";
import { customerKey } from "./customer-key.server";
import { customerGalleries } from "./customer-galleries.server";
import { customerNoteList, customerTimeline } from "./customer-timeline.server";

const database = databaseForTestFile();
const actor = { id: null, label: "owner@example.test" };

// Rows with their own times, so "newest first" is tested on known times, not insertion order.
const at = (iso: string) => new Date(iso);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at("2026-11-24T10:00:00+02:00"));
});
afterAll(() => vi.useRealTimers());

// Each customer a name and a slot of their own: the file shares one database.
const surnames = [
  "Virtanen",
  "Korhonen",
  "Nieminen",
  "Mäkinen",
  "Hämäläinen",
  "Laine",
  "Heikkinen",
];
let made = 0;

async function signedUpCustomer() {
  const db = database();
  const surname = surnames[made % surnames.length]!;
  made++;
  const person = await createTestUser(db, { name: `Anna ${surname}`, phone: "+358 40 123 4567" });
  await db.update(profiles).set({ language: "fi" }).where(eq(profiles.id, person.id));
  await db
    .update(user)
    .set({ createdAt: at("2026-10-01T09:00:00Z") })
    .where(eq(user.id, person.id));
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: person.id,
      serviceType: "portrait",
      bookingDate: `2026-12-${String(made).padStart(2, "0")}`,
      bookingTime: "14:00",
      message: "Utomhus om vädret tillåter",
      language: "fi",
      createdAt: at("2026-11-02T09:00:00Z"),
    })
    .returning();
  // Ordered signed out, the address typed in another case.
  const [order] = await db
    .insert(orders)
    .values({
      amount: 4900,
      currency: "EUR",
      buyerEmail: person.email.toUpperCase(),
      provider: "test",
      status: "paid",
      orderNumber: `2026-${String(made).padStart(4, "0")}`,
      createdAt: at("2026-11-10T09:00:00Z"),
    })
    .returning();
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: "Anna V.",
      email: person.email,
      message: "Hur lång tid tar redigeringen?",
      language: "fi",
      createdAt: at("2026-11-20T09:00:00Z"),
    })
    .returning();
  const [review] = await db
    .insert(reviews)
    .values({
      name: ` anna ${surname.toLowerCase()} `,
      service: "Porträtt",
      rating: 5,
      feedback: "Fantastiska bilder",
      language: "sv",
      createdAt: at("2026-11-15T09:00:00Z"),
    })
    .returning();
  return { person, booking: booking!, order: order!, message: message!, review: review! };
}

async function applicantWithoutAccount(
  email: string,
  name = "Frida Fotograf",
  createdAt = at("2026-11-21T09:00:00Z"),
) {
  const [application] = await database()
    .insert(freelancerApplications)
    .values({
      name,
      email,
      phone: "050-765 4321",
      specialization: "Foto",
      experienceYears: 3,
      message: "Jag vill fotografera idrott",
      language: "en",
      createdAt,
    })
    .returning();
  return application!;
}

describe("the customers", () => {
  it("are accounts and addresses known from messages, applications and orders, one per address", async () => {
    const db = database();
    const { person } = await signedUpCustomer();
    const frida = `frida-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await applicantWithoutAccount(frida);
    await applicantWithoutAccount(frida.toUpperCase(), "Frida F", at("2026-11-22T09:00:00Z"));

    const anna = await searchCustomers(db, person.name.toUpperCase());
    expect(anna.map((c) => c.email)).toEqual([person.email]);
    expect(anna[0]).toMatchObject({ name: person.name, language: "fi", hasAccount: true });
    // The account's name wins over "Anna V." the message was signed with.
    expect(anna[0]!.lastSeenAt).toBe("2026-11-20T09:00:00.000Z");

    const found = await searchCustomers(db, frida);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ email: frida, hasAccount: false, language: "en" });
    // The latest name given.
    expect(found[0]!.name).toBe("Frida F");
    // By phone, whatever the spaces and dashes.
    expect((await searchCustomers(db, "40 1234")).map((c) => c.email)).toContain(person.email);
    expect((await searchCustomers(db, "0507654321")).map((c) => c.email)).toContain(frida);
    // No admin is a customer.
    const owner = await createTestUser(db, { name: "Ägaren Själv" });
    await db.update(user).set({ role: "admin" }).where(eq(user.id, owner.id));
    expect(await searchCustomers(db, "Ägaren")).toEqual([]);
  });

  it("are found by the same key in the browser's address and in the database", async () => {
    const db = database();
    for (const email of ["anna@example.test", "ÅSA.Öberg@Exämple.test", "x+tag@example.test"]) {
      const { rows } = await db.execute(
        sql`select ${customerKeySql(sql`${email.toLowerCase()}`)} as key`,
      );
      expect((rows[0] as { key: string }).key).toBe(customerKey(email));
      expect(customerKey(email)).toMatch(/^[0-9a-f]{32}$/);
    }
    const { person } = await signedUpCustomer();
    const customer = await findCustomer(db, customerKey(person.email));
    expect(customer?.email).toBe(person.email);
    for (const key of ["", "x", customerKey("nobody@example.test"), "' or 1=1 --", "A".repeat(32)])
      expect(await findCustomer(db, key), key).toBeNull();
  });

  it("take any search as text: wildcards, quotes, control characters and oversized ones", async () => {
    const db = database();
    await signedUpCustomer();
    const everyone = await searchCustomers(db, "");
    expect(everyone.length).toBeGreaterThan(0);
    // Control characters are no search at all: the latest customers, as for an empty one.
    expect(await searchCustomers(db, "\u0000\r\n")).toEqual(everyone);
    for (const search of ["%", "_", "\\", "%%%", "' or '1'='1", "a\u0000b", "😀"])
      expect(await searchCustomers(db, search), JSON.stringify(search)).toEqual([]);
    // Cut at 100 characters: an address longer than that is still found by its start.
    const long = `${"a".repeat(80)}-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await applicantWithoutAccount(long);
    expect((await searchCustomers(db, long + "x".repeat(10_000))).map((c) => c.email)).toEqual([
      long,
    ]);
  });
});

describe("a customer's page", () => {
  it("shows their bookings, orders, messages and reviews, newest first", async () => {
    const db = database();
    const { person, booking, order, message, review } = await signedUpCustomer();
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    const timeline = await customerTimeline(db, customer);
    expect(timeline.map((entry) => [entry.kind, entry.id])).toEqual([
      ["message", message.id],
      ["review", review.id],
      ["order", order.id],
      ["booking", booking.id],
    ]);
    // Nobody else's things.
    const other = await createTestUser(db, { name: "Bertil Bokare" });
    const bertil = (await findCustomer(db, customerKey(other.email)))!;
    expect(await customerTimeline(db, bertil)).toEqual([]);
  });

  it("leaves out a booking waiting for its deposit and one released unpaid, as the owner's list does", async () => {
    const db = database();
    const { person, booking } = await signedUpCustomer();
    const depositBooking = async (
      status: "held" | "cancelled",
      orderStatus: "pending" | "expired" | "paid",
      day: string,
    ) => {
      const [row] = await db
        .insert(bookings)
        .values({
          userId: person.id,
          serviceType: "portrait",
          bookingDate: day,
          bookingTime: "10:00",
          language: "fi",
          status,
          createdAt: at("2026-11-23T09:00:00Z"),
        })
        .returning();
      await db.insert(orders).values({
        amount: 3000,
        currency: "EUR",
        buyerEmail: person.email,
        userId: person.id,
        provider: "test",
        status: orderStatus,
        bookingId: row!.id,
        orderNumber: `D-${day}`,
        createdAt: at("2026-11-23T09:00:00Z"),
      });
      return row!;
    };
    await depositBooking("held", "pending", "2027-01-11");
    await depositBooking("cancelled", "expired", "2027-01-12");
    const paid = await depositBooking("cancelled", "paid", "2027-01-13");
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    const shown = (await customerTimeline(db, customer))
      .filter((entry) => entry.kind === "booking")
      .map((entry) => entry.id);
    // A deposit paid made a request, even if it was cancelled since.
    expect(shown).toEqual([paid.id, booking.id]);
  });

  it("keeps the owner's notes, newest first, and refuses empty, oversized and NUL ones", async () => {
    const db = database();
    const { person } = await signedUpCustomer();
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    const first = await addCustomerNote(db, actor, customer, {
      body: "Vill ha bilder i svartvitt",
    });
    vi.setSystemTime(at("2026-11-24T11:00:00+02:00"));
    await addCustomerNote(db, actor, customer, {
      body: "<script>alert(1)</script>\r\nRing efter 16",
    });
    const notes = await customerNoteList(db, customer.email);
    expect(notes.map((note) => note.body)).toEqual([
      "<script>alert(1)</script>\nRing efter 16",
      "Vill ha bilder i svartvitt",
    ]);
    for (const body of ["", "   ", "x".repeat(2_001), "a\u0000b", undefined, 42]) {
      const refused = await addCustomerNote(db, actor, customer, { body }).catch((e) => e);
      expect(refused, JSON.stringify(body)).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe("validation");
    }
    expect(await addCustomerNote(db, actor, customer, { body: "x".repeat(2_000) })).toBeTruthy();
    // Deleted only through its own customer's page.
    const other = await createTestUser(db);
    const stranger = (await findCustomer(db, customerKey(other.email)))!;
    await expect(deleteCustomerNote(db, actor, stranger, first)).rejects.toThrow("notFound");
    await expect(deleteCustomerNote(db, actor, customer, "not-an-id")).rejects.toThrow("notFound");
    await deleteCustomerNote(db, actor, customer, first);
    expect((await customerNoteList(db, customer.email)).map((n) => n.id)).not.toContain(first);
    const logged = await db.select().from(adminAudit).where(eq(adminAudit.action, "customer.note"));
    // The log says a note was written, never what it says.
    expect(JSON.stringify(logged)).not.toContain("svartvitt");
  });
});

/** A booking the owner entered for someone without an account (decision 103). */
async function enteredForGuest(email: string, name: string, bookingDate: string) {
  const [booking] = await database()
    .insert(bookings)
    .values({
      userId: null,
      guestEmail: email,
      guestName: name,
      guestPhone: "044 987 6543",
      serviceType: "portrait",
      status: "confirmed",
      bookingDate,
      bookingTime: "12:00",
      message: "<img src=x onerror=alert(1)>",
      language: "en",
      createdAt: at("2026-11-23T09:00:00Z"),
    })
    .returning();
  return booking!;
}

let galleryCount = 0;

/** A client gallery (decision 101) for an address, and an account when given. */
async function clientGalleryFor(
  email: string | null,
  columns: Partial<typeof galleries.$inferInsert> = {},
) {
  const [gallery] = await database()
    .insert(galleries)
    .values({
      slug: `kund-${++galleryCount}-${crypto.randomUUID().slice(0, 6)}`,
      kind: "client",
      title: { sv: `Porträtt ${galleryCount}` },
      customerEmail: email,
      accessKey: crypto.randomUUID(),
      createdAt: at(`2026-11-0${galleryCount % 9 || 1}T09:00:00Z`),
      ...columns,
    })
    .returning();
  return gallery!;
}

describe("a customer without an account", () => {
  it("is known by the booking the owner entered for them, which is on their page", async () => {
    const db = database();
    const email = `Gustav-${crypto.randomUUID().slice(0, 6)}@Example.test`;
    const booking = await enteredForGuest(email, "Gustav Gäst", "2026-12-20");
    const found = await searchCustomers(db, "gustav gäst");
    expect(found.map((c) => c.email)).toEqual([email.toLowerCase()]);
    expect(found[0]).toMatchObject({
      name: "Gustav Gäst",
      phone: "044 987 6543",
      language: "en",
      hasAccount: false,
      lastSeenAt: "2026-11-23T09:00:00.000Z",
    });
    expect((await searchCustomers(db, "0449876")).map((c) => c.email)).toContain(
      email.toLowerCase(),
    );
    const customer = (await findCustomer(db, customerKey(email)))!;
    const timeline = await customerTimeline(db, customer);
    expect(timeline).toMatchObject([
      { kind: "booking", id: booking.id, status: "confirmed", date: "2026-12-20" },
    ]);
    // Kept as the text it is: the page shows it as text.
    expect(timeline[0]).toMatchObject({ text: "<img src=x onerror=alert(1)>" });
    // The owner can answer it: the reply goes to the address.
    const { outboxId } = await replyToCustomer(db, actor, customer, {
      subjectKind: "booking",
      subjectId: booking.id,
      body: "Välkommen!",
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(mail!.recipient).toBe(email.toLowerCase());
    expect(mail!.subject).toBe("About your booking – Nordic Media Studio");
  });

  it("shares the page with the account of the address, which has its own bookings too", async () => {
    const db = database();
    const { person, booking } = await signedUpCustomer();
    // Entered before the account was confirmed: not yet taken over, still this address's.
    const entered = await enteredForGuest(person.email.toUpperCase(), "Anna", "2026-12-21");
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    expect(customer).toMatchObject({ hasAccount: true, name: person.name });
    const ids = (await customerTimeline(db, customer))
      .filter((entry) => entry.kind === "booking")
      .map((entry) => entry.id);
    expect(ids).toEqual([entered.id, booking.id]);
    // Another guest's booking is not theirs.
    await enteredForGuest("someone-else@example.test", "Anna", "2026-12-22");
    expect(
      (await customerTimeline(db, customer)).filter((entry) => entry.kind === "booking"),
    ).toHaveLength(2);
  });
});

describe("a customer's client galleries", () => {
  it("are theirs by address or account, with where each stands, newest first", async () => {
    const db = database();
    const { person } = await signedUpCustomer();
    const byAddress = await clientGalleryFor(person.email.toUpperCase(), {
      title: { sv: "<script>alert(1)</script>", en: "" },
      publishedAt: at("2026-11-20T10:00:00Z"),
      selectionSubmittedAt: at("2026-11-22T18:30:00Z"),
      expiresOn: "2027-01-19",
      createdAt: at("2026-11-19T09:00:00Z"),
    });
    // Made for the account, whose address has since changed; its last day passed yesterday.
    const byAccount = await clientGalleryFor("old-address@example.test", {
      customerUserId: person.id,
      expiresOn: "2026-11-23",
      createdAt: at("2026-11-05T09:00:00Z"),
    });
    // Not theirs: another's, and an event gallery with their address on it.
    await clientGalleryFor("another@example.test");
    await clientGalleryFor(person.email, { kind: "event", accessKey: null });
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    expect(await customerGalleries(db, customer)).toEqual([
      {
        id: byAddress.id,
        title: { sv: "<script>alert(1)</script>", en: "" },
        createdAt: "2026-11-19T09:00:00.000Z",
        publishedAt: "2026-11-20T10:00:00.000Z",
        selectionSubmittedAt: "2026-11-22T18:30:00.000Z",
        expiresOn: "2027-01-19",
        expired: false,
      },
      {
        id: byAccount.id,
        title: byAccount.title,
        createdAt: "2026-11-05T09:00:00.000Z",
        publishedAt: null,
        selectionSubmittedAt: null,
        expiresOn: "2026-11-23",
        expired: true,
      },
    ]);
  });

  it("make their address a customer, even with nothing else known of it", async () => {
    const db = database();
    const email = `galleri-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const gallery = await clientGalleryFor(email, { language: "fi" });
    const [found] = await searchCustomers(db, email);
    expect(found).toMatchObject({ email, hasAccount: false, language: "fi", name: null });
    expect((await customerGalleries(db, found!)).map((g) => g.id)).toEqual([gallery.id]);
    expect(await customerTimeline(db, found!)).toEqual([]);
  });
});

describe("a reply", () => {
  it("is mailed in the customer's language, answering to the business, and threaded", async () => {
    const db = database();
    const { person, message } = await signedUpCustomer();
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    const { replyId, outboxId } = await replyToCustomer(db, actor, customer, {
      subjectKind: "message",
      subjectId: message.id,
      body: "Redigeringen tar en vecka.\r\n\r\n<b>Välkommen!</b>",
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(mail!.recipient).toBe(person.email);
    expect(mail!.subject).toBe("Vastaus viestiisi – Nordic Media Studio");
    expect(mail!.message.text.split("\n")[0]).toBe(`Hei ${person.name},`);
    expect(mail!.message.text).toContain("Redigeringen tar en vecka.");
    expect(mail!.message.text).toContain(
      "Tämä on vastaus viestiin, jonka lähetit 20. marraskuuta 2026.",
    );
    expect(mail!.message.html).toContain("&lt;b&gt;Välkommen!&lt;/b&gt;");
    expect(mail!.message.replyTo).toEqual({ address: business.email, name: business.name });
    const timeline = await customerTimeline(db, customer);
    const answered = timeline.find((entry) => entry.id === message.id)!;
    expect(answered.replies.map((reply) => [reply.id, reply.delivery])).toEqual([
      [replyId, "pending"],
    ]);
  });

  it("answers only something of this customer's, and nothing is sent otherwise", async () => {
    const db = database();
    const { person, review } = await signedUpCustomer();
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    const someoneElse = await signedUpCustomer();
    const before = (await db.select().from(emailOutbox)).length;
    for (const [subjectKind, subjectId] of [
      ["message", someoneElse.message.id],
      ["booking", someoneElse.booking.id],
      ["order", crypto.randomUUID()],
      ["review", review.id],
    ])
      await expect(
        replyToCustomer(db, actor, customer, { subjectKind, subjectId, body: "Hej" }),
      ).rejects.toThrow(DomainError);
    for (const input of [
      { subjectKind: "message", subjectId: "x", body: "Hej" },
      { subjectKind: "user", subjectId: crypto.randomUUID(), body: "Hej" },
      { subjectKind: "message", subjectId: crypto.randomUUID(), body: "y".repeat(5_001) },
      { subjectKind: "message", subjectId: crypto.randomUUID(), body: " \r\n " },
    ])
      await expect(replyToCustomer(db, actor, customer, input)).rejects.toThrow("validation");
    expect((await db.select().from(emailOutbox)).length).toBe(before);
    expect(
      await db
        .select()
        .from(customerReplies)
        .where(eq(customerReplies.customerEmail, person.email)),
    ).toEqual([]);
    expect(
      await db.select().from(customerNotes).where(eq(customerNotes.customerEmail, "x")),
    ).toEqual([]);
  });

  it("goes, with the notes, when the customer erases their account", async () => {
    const db = database();
    const { person, message } = await signedUpCustomer();
    const customer = (await findCustomer(db, customerKey(person.email)))!;
    await addCustomerNote(db, actor, customer, { body: "Privat" });
    await replyToCustomer(db, actor, customer, {
      subjectKind: "message",
      subjectId: message.id,
      body: "Tack!",
    });
    // Someone who signed up with the address but never confirmed it erases nothing of it.
    await eraseSentWithAddress(db, { ...person, emailVerified: false });
    expect(await customerNoteList(db, customer.email)).toHaveLength(1);
    await eraseSentWithAddress(db, { ...person, email: person.email.toUpperCase() });
    expect(await customerNoteList(db, customer.email)).toEqual([]);
    expect(
      await db
        .select()
        .from(customerReplies)
        .where(eq(customerReplies.customerEmail, customer.email)),
    ).toEqual([]);
  });
});
