import { describe, expect, it } from "vitest";
import { ConfigError, listenUrl, parseConfig } from "./config.ts";

describe("site address", () => {
  it("defaults to the address npm start serves, from HOST and PORT", () => {
    expect(parseConfig({}).siteUrl).toBe("http://localhost:4321");
    expect(parseConfig({ PORT: "4395" }).siteUrl).toBe("http://localhost:4395");
    expect(parseConfig({ HOST: "127.0.0.1", PORT: "4395" })).toMatchObject({
      siteUrl: "http://127.0.0.1:4395",
      listen: { host: "127.0.0.1", port: 4395 },
    });
  });

  it("lets SITE_URL win, without a trailing slash", () => {
    expect(parseConfig({ SITE_URL: "https://rabisco.com.br/", PORT: "8080" }).siteUrl).toBe("https://rabisco.com.br");
  });

  it("reaches wildcard and IPv6 listening addresses the way a browser would", () => {
    expect(listenUrl("0.0.0.0", 80)).toBe("http://localhost:80");
    expect(listenUrl("::", 4321)).toBe("http://localhost:4321");
    expect(listenUrl("::1", 4321)).toBe("http://[::1]:4321");
  });

  it("refuses a port that is not one", () => {
    expect(() => parseConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "70000" })).toThrow(/PORT/);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("defaults to none and takes a small whole number", () => {
    expect(parseConfig({}).trustedProxies).toBe(0);
    expect(parseConfig({ TRUSTED_PROXIES: "2" }).trustedProxies).toBe(2);
    expect(() => parseConfig({ TRUSTED_PROXIES: "yes" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseConfig({ TRUSTED_PROXIES: "-1" })).toThrow(/TRUSTED_PROXIES/);
  });
});
