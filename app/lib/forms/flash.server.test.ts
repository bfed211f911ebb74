import { describe, expect, it } from "vitest";
import { setFlash, takeFlash } from "./flash.server";

describe("flash messages", () => {
  it("carries a message's own toast duration (5 s for the visitors' forms), else none", async () => {
    const read = async (name: Parameters<typeof setFlash>[0]) => {
      const cookie = (await setFlash(name)).split(";")[0]!;
      const request = new Request("http://localhost/", { headers: { cookie } });
      return (await takeFlash(request, "sv")).flash;
    };
    expect(await read("applicationSent")).toMatchObject({
      title: "Tack för din ansökan!",
      duration: 5000,
    });
    expect(await read("contactSent")).toMatchObject({ duration: 5000 });
    const booking = await read("bookingCreated");
    expect(booking?.title).toBe("Bokningsförfrågan skickad!");
    expect(booking).not.toHaveProperty("duration");
  });
});
