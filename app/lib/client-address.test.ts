import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./client-address";

describe("rateLimitKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:DB8:1:2::2",
      "2001:db8:1:2:ffff:1:2:3",
      "2001:0db8:0001:0002:0:0:0:9",
    ];
    expect(new Set(keys.map(rateLimitKey))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4-mapped address as its IPv4 address, and IPv4 as itself", () => {
    expect(rateLimitKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitKey("::FFFF:c000:0207")).toBe("192.0.2.7");
    expect(rateLimitKey("192.0.2.7")).toBe("192.0.2.7");
  });

  it("keeps what is not an address as it is", () => {
    for (const other of ["", "unknown", "1:2:3", "fe80::1%eth0", "2001:db8::g"])
      expect(rateLimitKey(other)).toBe(other);
  });
});
