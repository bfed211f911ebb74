import { afterEach, describe, expect, it, vi } from "vitest";
import { isCampaignRunning, runningCampaign, type Campaign } from "./promotion";

const campaign: Campaign = {
  percent: 30,
  firstDay: "2026-11-01",
  lastDay: "2026-12-31",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("whether the campaign runs", () => {
  it("runs from its first day through its last, in Finnish time", () => {
    // 00:30 on 1 November in Helsinki is 22:30 UTC the day before.
    expect(isCampaignRunning(campaign, new Date("2026-10-31T21:59:00Z"))).toBe(false);
    expect(isCampaignRunning(campaign, new Date("2026-10-31T22:30:00Z"))).toBe(true);
    expect(isCampaignRunning(campaign, new Date("2026-11-21T12:00:00Z"))).toBe(true);
    // 23:30 on 31 December in Helsinki is 21:30 UTC.
    expect(isCampaignRunning(campaign, new Date("2026-12-31T21:30:00Z"))).toBe(true);
  });

  it("has ended once it is 1 January in Helsinki, even while still 31 December in UTC", () => {
    expect(isCampaignRunning(campaign, new Date("2026-12-31T22:30:00Z"))).toBe(false);
    expect(isCampaignRunning(campaign, new Date("2027-03-15T12:00:00Z"))).toBe(false);
  });

  it("reads the one clock when no time is given", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${campaign.lastDay}T10:00:00Z`));
    expect(runningCampaign(campaign)).toBe(campaign);
    vi.setSystemTime(new Date(`${campaign.lastDay}T22:30:00Z`));
    expect(runningCampaign(campaign)).toBeNull();
  });
});
