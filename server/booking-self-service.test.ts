import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLinkIn } from "../tests/support/outbox";
import { decodeBody, leafParts } from "../tests/support/mime";
import { startTestSmtp, waitForSmtpMail, type ReceivedMail } from "../tests/support/test-smtp";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The customer moves and cancels a booking through the real server (decision 104): from My
// bookings signed in, and from the link in its mails without signing in; the cut-off with the
// clock set either side; another customer's booking is a 404; the mails go out over real SMTP.

const ownerInbox = "studio-owner@example.test";
// Tuesday 24 November 2026, 10:00 in Helsinki.
const testNow = "2026-11-24T10:00:00+02:00";
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const started = await startServerWithOwnerSignedIn({
    SMTP_URL: smtp.url,
    OWNER_EMAIL: ownerInbox,
    TEST_CLOCK: "1",
    // The confirmations here are not undone: their mails leave at once (decision 103's hold).
    BOOKING_UNDO_SECONDS: "0",
  });
  server = started.server;
  stop = started.stop;
  owner = started.owner;
});
afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

const client = testClient(() => server);
const at = (time: string, init: CallInit = {}) => ({
  ...init,
  headers: { "x-test-now": time, ...Object.fromEntries(new Headers(init.headers)) },
});
const call = (url: string, init: CallInit = {}, time = testNow) => client.call(url, at(time, init));

/** A new customer, signed in, the address confirmed through the mail that came over SMTP. */
async function customer(): Promise<Client> {
  const signedUp = await client.signUp({}, { verify: false });
  const [mail] = await waitForSmtpMail(smtp.received, signedUp.email, /Bekräfta/);
  expect((await call(authLinkIn(mail!))).status).toBe(302);
  return signedUp;
}

/** A booking of `who`'s at `date` `time`, confirmed by the owner. */
async function confirmedBooking(who: Client, date: string, time: string): Promise<string> {
  const booked = await call("/api/bookings", {
    method: "POST",
    client: who,
    body: JSON.stringify({ serviceType: "portrait", bookingDate: date, bookingTime: time }),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };
  const confirmed = await call(`/api/admin/bookings/${booking.id}/confirm`, {
    method: "POST",
    client: owner,
  });
  expect(confirmed.status).toBe(200);
  return booking.id;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

function calendarEvent(mail: ReceivedMail) {
  const part = leafParts(mail.raw).find((leaf) =>
    /^text\/calendar/i.test(leaf.headers["content-type"] ?? ""),
  );
  const ics = decodeBody(part!);
  return new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
}

describe("moving and cancelling one's own booking", () => {
  let anna: Client;
  let bookingId: string;
  let link: string;

  beforeAll(async () => {
    anna = await customer();
    bookingId = await confirmedBooking(anna, "2026-12-01", "10:00");
  });

  it("moves it from My bookings, signed in: the customer gets the new time and the link", async () => {
    const page = await call(`/bookings/${bookingId}/change`, { client: anna });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Du kan flytta eller avboka bokningen själv fram till");
    expect(html).toContain('value="2026-12-02 11:00"');

    const moved = await call(`/bookings/${bookingId}/change`, {
      client: anna,
      ...form({ intent: "reschedule", slot: "2026-12-02 11:00" }),
    });
    expect(moved.status).toBe(302);

    const [mail] = await waitForSmtpMail(smtp.received, anna.email, /^Ny tid för din bokning/);
    expect(mail!.text).toContain("onsdag 2 december 2026");
    expect(mail!.text).toContain("Tidigare tid: tisdag 1 december 2026 kl. 10.00.");
    const [confirmedMail] = await waitForSmtpMail(smtp.received, anna.email, /^Bokning bekräftad/);
    const before = calendarEvent(confirmedMail!);
    const after = calendarEvent(mail!);
    expect(after.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
    // A move starts a new round of the three states' sequences (decisions 103, 104): 1 + 3.
    expect(after.getFirstPropertyValue("sequence")).toBe(4);
    expect(before.getFirstPropertyValue("sequence")).toBe(1);
    await waitForSmtpMail(smtp.received, ownerInbox, /^Bokning flyttad av kunden: .*2 december/);

    // The confirmation already carried the same link.
    expect(confirmedMail!.text).toContain(`/bookings/${bookingId}/change?key=`);
    link = /https?:\/\/\S+?(\/bookings\/[0-9a-f-]{36}\/change\?key=[\w-]{43})/.exec(
      mail!.text,
    )![1]!;
  });

  it("opens from the mail's link without signing in, in the customer's language too", async () => {
    const page = await call(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Välj en ny tid");
    const finnish = await call(`/fi${link}`);
    expect(await finnish.text()).toContain("Valitse uusi aika");
  });

  it("is a 404 for another customer, a wrong key or a made-up booking; sign-in without a key", async () => {
    const erik = await customer();
    const wrongKey = link.replace(/key=.{5}/, "key=AAAAA");
    for (const [path, who] of [
      [`/bookings/${bookingId}/change`, erik],
      [wrongKey, erik],
      [wrongKey, undefined],
      [`/bookings/${crypto.randomUUID()}/change?key=${link.slice(-43)}`, undefined],
      [`/bookings/${bookingId}/change?key=${"k".repeat(5000)}`, undefined],
      [`/bookings/%27%20or%201=1/change?key=x`, undefined],
    ] as const) {
      expect((await call(path, { client: who })).status, path).toBe(404);
    }
    // Erik cannot move or cancel it either, by a form.
    const posted = await call(`/bookings/${bookingId}/change`, {
      client: erik,
      ...form({ intent: "cancel" }),
    });
    expect(posted.status).toBe(404);
    const anonymous = await call(`/bookings/${bookingId}/change`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?/);
  });

  it("past the cut-off says to contact the business, and refuses a move and a cancel", async () => {
    // 2 December 11:00 less 48 hours is 30 November 11:00; an hour later it is too late.
    const late = "2026-11-30T12:00:00+02:00";
    const page = await call(link, {}, late);
    const html = await page.text();
    expect(html).toContain("Kontakta oss för att ändra");
    expect(html).toMatch(/href="mailto:[^"]+@/);
    expect(html).not.toContain('name="slot"');
    const key = link.slice(-43);
    // The page's forms post to its own address, the key included (and in a field).
    const path = link;
    const move = await call(
      path,
      form({ intent: "reschedule", key, slot: "2026-12-09 12:00" }),
      late,
    );
    expect(move.status, `${move.headers.get("location")}`).toBe(409);
    expect(await move.text()).toContain("för nära inpå");
    const cancel = await call(path, form({ intent: "cancel", key }), late);
    expect(cancel.status).toBe(409);
  });

  it("refuses hostile and oversized forms without changing the booking", async () => {
    const key = link.slice(-43);
    // The page's forms post to its own address, the key included (and in a field).
    const path = link;
    const hostile: Record<string, string>[] = [
      { intent: "reschedule", key, slot: "x".repeat(5_000) },
      { intent: "reschedule", key, slot: "2026-13-40 11:00" },
      { intent: "reschedule", key, slot: "2026-12-09 11:30" },
      { intent: "reschedule", key, slot: "<script>alert(1)</script>" },
      { intent: "something", key },
    ];
    for (const fields of hostile) expect((await call(path, form(fields))).status).toBe(400);
    // A body past the server's limit is refused before the action reads it.
    const huge = await call(path, form({ intent: "reschedule", key, slot: "x".repeat(100_000) }));
    expect(huge.status).toBe(413);
    const mine = await call("/api/bookings", { client: anna });
    const { bookings } = (await mine.json()) as {
      bookings: { id: string; bookingDate: string; status: string }[];
    };
    expect(bookings.find((booking) => booking.id === bookingId)).toMatchObject({
      bookingDate: "2026-12-02",
      status: "confirmed",
    });
  });

  it("cancels by the link before the cut-off: both are told, and the slot is free again", async () => {
    const key = link.slice(-43);
    // The page's forms post to its own address, the key included (and in a field).
    const path = link;
    const cancelled = await call(path, form({ intent: "cancel", key }));
    expect(cancelled.status).toBe(302);
    await waitForSmtpMail(smtp.received, anna.email, /^Bokning avbokad/);
    await waitForSmtpMail(smtp.received, ownerInbox, /^Bokning avbokad: .*2 december/);
    const page = await call(link);
    expect(await page.text()).toContain("Den här bokningen är avbokad.");
  });
});
