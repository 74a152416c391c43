import { describe, expect, it } from "vitest";
import { hasTrustedOrigin, requestOrigin, trustedOrigins } from "./origin.ts";

const settings = { siteUrl: "http://localhost:4321", trustedProxies: 0 };
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("trusted origins", () => {
  it("trusts SITE_URL's origin and the address the request was sent to", () => {
    expect(trustedOrigins(request("http://127.0.0.1:4395/api/auth/sign-in/email"), settings)).toEqual([
      "http://localhost:4321",
      "http://127.0.0.1:4395",
    ]);
    expect(trustedOrigins(request("http://localhost:4321/x"), settings)).toEqual(["http://localhost:4321"]);
  });

  it("refuses a foreign Origin, a look-alike, and a missing one", () => {
    const to = (origin?: string) =>
      hasTrustedOrigin(request("http://127.0.0.1:4395/api/admin/drawings", origin ? { origin } : {}), settings);
    expect(to("http://127.0.0.1:4395")).toBe(true);
    expect(to("https://evil.example")).toBe(false);
    expect(to("http://127.0.0.1:4395.evil.example")).toBe(false);
    expect(to("http://127.0.0.1:4396")).toBe(false);
    expect(to()).toBe(false);
  });

  it("believes X-Forwarded-Proto only behind trusted proxies", () => {
    const behindTls = request("http://rabisco.com.br/x", { "x-forwarded-proto": "https" });
    expect(requestOrigin(behindTls, settings)).toBe("http://rabisco.com.br");
    expect(requestOrigin(behindTls, { ...settings, trustedProxies: 1 })).toBe("https://rabisco.com.br");
  });
});
