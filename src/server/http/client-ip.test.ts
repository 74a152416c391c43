import { describe, expect, it } from "vitest";
import { addressKey, clientIp, normalizeIp } from "./client-ip.ts";

const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

describe("clientIp", () => {
  it("trusts only the socket's peer when no proxy is configured", () => {
    expect(clientIp(forwarded("6.6.6.6"), "203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientIp(new Headers(), "::ffff:203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientIp(new Headers(), undefined, 0)).toBeNull();
  });

  it("takes the hop each trusted proxy vouches for, ignoring what the client prepended", () => {
    // The client forged "6.6.6.6"; the one proxy appended the address it saw.
    expect(clientIp(forwarded("6.6.6.6, 198.51.100.7"), "10.0.0.2", 1)).toBe("198.51.100.7");
    // Two proxies: CDN (appended 198.51.100.7) then a load balancer (appended the CDN's 10.0.0.9).
    expect(clientIp(forwarded("6.6.6.6, 198.51.100.7, 10.0.0.9"), "10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("falls back to the nearest known hop when the chain is shorter than the proxies configured", () => {
    expect(clientIp(new Headers(), "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientIp(forwarded("198.51.100.7"), "10.0.0.2", 3)).toBe("198.51.100.7");
  });

  it("counts a malformed forwarded hop against the peer", () => {
    expect(clientIp(forwarded("not-an-ip"), "10.0.0.2", 1)).toBe("10.0.0.2");
  });
});

describe("normalizeIp", () => {
  it("canonicalises the forms sockets and proxies write", () => {
    expect(normalizeIp("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("192.0.2.300")).toBeNull();
    expect(normalizeIp("evil")).toBeNull();
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses apart", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("192.0.2.2")).not.toBe(addressKey("192.0.2.1"));
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(addressKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:0db8:0000:0001:ffff:eeee:dddd:cccc")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("64:ff9b:1:2::192.0.2.1")).toBe("64:ff9b:1:2::/64");
  });
});
