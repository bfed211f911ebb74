import { afterEach, describe, expect, it, vi } from "vitest";
import { now } from "./clock";
import { runWithRequestClock, testNowHeader } from "./clock.server";

const wallClock = new Date("2027-03-15T10:00:00Z");
const asking = (time: string) =>
  new Request("http://127.0.0.1/", { headers: { [testNowHeader]: time } });

afterEach(() => {
  vi.useRealTimers();
});

describe("the server's clock", () => {
  it("ignores X-Test-Now unless the server was started with the test clock on", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(wallClock);
    const seen = await runWithRequestClock(asking("2026-11-24T08:00:00Z"), false, async () =>
      now(),
    );
    expect(seen.toISOString()).toBe(wallClock.toISOString());
  });

  it("with the test clock on, gives each request the time it asked for, also in parallel", async () => {
    const times = ["2026-11-24T08:00:00.000Z", "2027-01-01T00:30:00.000Z"];
    const seen = await Promise.all(
      times.map((time) =>
        runWithRequestClock(asking(time), true, async () => {
          // Let the other request run in between: each keeps its own time across awaits.
          await new Promise((resolve) => setImmediate(resolve));
          return now().toISOString();
        }),
      ),
    );
    expect(seen).toEqual(times);
    // Outside a request the wall clock is back.
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("uses the wall clock for a request that asks for nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(wallClock);
    const request = new Request("http://127.0.0.1/");
    expect((await runWithRequestClock(request, true, async () => now())).getTime()).toBe(
      wallClock.getTime(),
    );
  });

  it("fails loudly on a value that is not an ISO time", async () => {
    await expect(runWithRequestClock(asking("tomorrow"), true, async () => now())).rejects.toThrow(
      /ISO 8601/,
    );
  });
});
