import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentBootstrapScript } from "#src/lib/consent.ts";
import { netlifyHeadersFile } from "../netlify/headers.ts";
import { configuredSecurityOptions, scriptHashSource, securityHeaders } from "./security-headers.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function directive(csp: string, name: string): string[] {
  const found = csp.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

const SCRIPTS = [consentBootstrapScript(), 'console.log("menu")', '\nvar x = "é";\n'];

describe("scriptHashSource", () => {
  it("is the SHA-256 of the script's UTF-8 text, as a CSP source", () => {
    expect(SCRIPTS.map(scriptHashSource)).toEqual(SCRIPTS.map(sha256));
  });
});

describe("securityHeaders", () => {
  const http = { siteUrl: "http://localhost:4321", scriptHashes: SCRIPTS.map(scriptHashSource) };

  it("allows the site's own sources and the page's inline scripts, and nothing that evaluates strings", () => {
    const csp = securityHeaders("/", http)["Content-Security-Policy"] ?? "";
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "script-src")).toEqual(["'self'", ...SCRIPTS.map(sha256)]);
    expect(directive(csp, "script-src")).toContain(sha256(consentBootstrapScript()));
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'self'"]);
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
  });

  it("forbids framing the admin and the APIs; public pages only by the site itself", () => {
    const frameAncestors = (path: string) =>
      directive(securityHeaders(path, http)["Content-Security-Policy"] ?? "", "frame-ancestors");
    for (const path of ["/admin", "/admin/desenhos/novo", "/api/admin/session", "/api"]) {
      expect(frameAncestors(path), path).toEqual(["'none'"]);
    }
    for (const path of ["/", "/desenhos/animais/gato", "/administracao", "/apies", "/blog/api"]) {
      expect(frameAncestors(path), path).toEqual(["'self'"]);
    }
  });

  it("sends the other headers, and HSTS only when the site is served over https", () => {
    const plain = securityHeaders("/", http);
    expect(plain["X-Content-Type-Options"]).toBe("nosniff");
    expect(plain["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(plain["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(plain["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    const secure = securityHeaders("/", { ...http, siteUrl: "https://rabisco.example" });
    expect(secure["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("allows images from Supabase Storage, for display and for the download's fetch", () => {
    const options = configuredSecurityOptions({
      siteUrl: "https://rabisco.example",
      supabase: { url: "https://xyz.supabase.co/", serviceRoleKey: "k" },
    });
    const csp = securityHeaders("/", options)["Content-Security-Policy"] ?? "";
    expect(directive(csp, "img-src")).toContain("https://xyz.supabase.co");
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://xyz.supabase.co"]);
    expect(configuredSecurityOptions({ siteUrl: "http://localhost:4321", supabase: undefined }).imageOrigins).toEqual([]);
  });
});

describe("Netlify's _headers", () => {
  it("writes them into Netlify's _headers rule for every static file", () => {
    const file = netlifyHeadersFile({ siteUrl: "https://rabisco.example", scriptHashes: [sha256("home()")] });
    const lines = file.split("\n");
    expect(lines).toContain("/*");
    expect(lines).toContain("  X-Content-Type-Options: nosniff");
    expect(lines).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    const csp = lines.find((line) => line.startsWith("  Content-Security-Policy: ")) ?? "";
    expect(csp).toContain(sha256("home()"));
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("caches Astro's hashed files for a year on Netlify", () => {
    const lines = netlifyHeadersFile({ siteUrl: "https://rabisco.example" }).split("\n");
    expect(lines.slice(lines.indexOf("/_astro/*") + 1, lines.indexOf("/_astro/*") + 2)).toEqual([
      "  Cache-Control: public, max-age=31536000, immutable",
    ]);
  });
});
