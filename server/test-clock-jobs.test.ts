import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { atTime as at, testClient, type Client } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// A test server's jobs on a test's own day (decisions 018 and 109): the runner goes by the wall
// clock, so a deposit's hold booked on a day no machine has reached waits until a test runs the
// jobs that fell due on its day, at its time, through POST /__test/jobs/run. Only jobs due from
// `from` run, never another test's; a server without the test clock has no such route.

let server: RunningServer;
let stop: () => Promise<void>;
let customer: Client;
const { call, signUp, nextAddress } = testClient(() => server);

// A Tuesday a century on, and the Tuesday before it: two tests' days.
const day = "2126-11-24T10:00:00+02:00";
const weekBefore = "2126-11-17T10:00:00+02:00";
const minutesAfter = (time: string, minutes: number) =>
  new Date(Date.parse(time) + minutes * 60_000).toISOString();

beforeAll(async () => {
  const started = await startClockedServerWithAdmin();
  server = started.server;
  stop = started.stop;
  const owner = await signInAs(server, started.owner, nextAddress());
  const deposit = await call("/api/admin/services/sports-team-event", {
    method: "PATCH",
    client: owner,
    body: JSON.stringify({ deposit: { kind: "percent", value: 30 } }),
  });
  expect(deposit.status, await deposit.clone().text()).toBe(200);
  customer = await signUp();
}, 120_000);
afterAll(async () => {
  await stop?.();
});

/** Asks for the service with a deposit on `date` at `time`, at the instant `now`. */
async function hold(now: string, date: string, time: string) {
  const response = await call(
    "/api/bookings?lang=sv",
    at(now, {
      method: "POST",
      client: customer,
      body: JSON.stringify({
        serviceType: "sports-team-event",
        bookingDate: date,
        bookingTime: time,
      }),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { booking } = (await response.json()) as { booking: { id: string; status: string } };
  expect(booking.status).toBe("held");
  return booking.id;
}

async function statusOf(id: string) {
  const response = await call("/api/bookings", { client: customer });
  const { bookings } = (await response.json()) as { bookings: { id: string; status: string }[] };
  return bookings.find((booking) => booking.id === id)?.status;
}

const runJobs = (from: string, now: string) =>
  call(`/__test/jobs/run?${new URLSearchParams({ from })}`, at(now, { method: "POST" }));

describe("POST /__test/jobs/run", () => {
  it("releases a hold once its test's clock passes the 30 minutes, and only its own day's", async () => {
    const earlier = await hold(weekBefore, "2126-11-20", "09:00");
    const held = await hold(day, "2126-11-27", "09:00");
    expect(await statusOf(held)).toBe("held");

    const early = await runJobs(day, minutesAfter(day, 29));
    expect(early.status).toBe(200);
    expect(await early.json()).toEqual({ done: 0, failed: 0 });
    expect(await statusOf(held)).toBe("held");

    const due = await runJobs(day, minutesAfter(day, 31));
    expect(await due.json()).toEqual({ done: 1, failed: 0 });
    expect(await statusOf(held)).toBe("cancelled");
    // The week before is another test's: due long ago by this clock, and left alone.
    expect(await statusOf(earlier)).toBe("held");
    expect(await (await runJobs(weekBefore, minutesAfter(weekBefore, 31))).json()).toEqual({
      done: 1,
      failed: 0,
    });
    expect(await statusOf(earlier)).toBe("cancelled");
  });

  it.each([
    ["no time", undefined, minutesAfter(day, 1)],
    ["no X-Test-Now", day, undefined],
    ["a time that is no ISO time", "tomorrow", minutesAfter(day, 1)],
    ["an X-Test-Now before `from`", day, minutesAfter(day, -1)],
    ["an injection", "2126-11-24T10:00:00Z' or 1=1 --", minutesAfter(day, 1)],
  ])("refuses %s with a 400", async (_name, from, now) => {
    const query = from === undefined ? "" : `?${new URLSearchParams({ from })}`;
    const response = await call(`/__test/jobs/run${query}`, {
      method: "POST",
      ...(now && { headers: { "x-test-now": now } }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});

describe("a server without the test clock", () => {
  it("has no such route", async () => {
    const plain = await startServer();
    try {
      const query = new URLSearchParams({ from: day });
      const response = await fetch(`${plain.url}/__test/jobs/run?${query}`, {
        method: "POST",
        headers: { "x-test-now": minutesAfter(day, 31), origin: plain.url },
      });
      // Refused as a POST to any address without a form; read, it is the ordinary 404 page.
      expect(response.status).toBe(405);
      expect((await fetch(`${plain.url}/__test/jobs/run?${query}`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  }, 60_000);
});
