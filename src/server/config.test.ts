import nodePath from "node:path";
import { describe, expect, it } from "vitest";
import { buildPaths, ConfigError, listenUrl, missingProductionSettings, parseConfig, usesNetlifyAdapter } from "./config.ts";

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

  it("on Netlify without SITE_URL, is the deploy's address: URL in production, DEPLOY_PRIME_URL on a preview", () => {
    const netlify = {
      SITE_ID: "site-1",
      URL: "https://rabisco.netlify.app",
      DEPLOY_PRIME_URL: "https://deploy-preview-7--rabisco.netlify.app",
    };
    expect(parseConfig({ ...netlify, CONTEXT: "production" }).siteUrl).toBe("https://rabisco.netlify.app");
    expect(parseConfig({ ...netlify, CONTEXT: "deploy-preview" }).siteUrl).toBe("https://deploy-preview-7--rabisco.netlify.app");
    expect(parseConfig({ ...netlify, CONTEXT: "branch-deploy", DEPLOY_PRIME_URL: "" }).siteUrl).toBe(
      "https://rabisco.netlify.app",
    );
    expect(parseConfig({ ...netlify, SITE_URL: "https://rabisco.com.br" }).siteUrl).toBe("https://rabisco.com.br");
    // Off Netlify, URL is anybody's variable: not read.
    expect(parseConfig({ URL: "https://elsewhere.example" }).siteUrl).toBe("http://localhost:4321");
    // Nor is a URL that is not one.
    expect(parseConfig({ SITE_ID: "site-1", URL: "not a url" }).siteUrl).toBe("http://localhost:4321");
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

describe("AI", () => {
  const ai = { AI_BASE_URL: "https://api.openai.com/v1/", AI_MODEL: "gpt-4o-mini", AI_API_KEY: "sk-test" };

  it("is off (null) when AI_BASE_URL and AI_MODEL are unset or empty", () => {
    expect(parseConfig({}).ai).toBeNull();
    expect(parseConfig({ AI_BASE_URL: "", AI_MODEL: "" }).ai).toBeNull();
  });

  it("reads the API root, key, model and the 60 s default timeout; prices are optional", () => {
    expect(parseConfig(ai).ai).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-test",
      model: "gpt-4o-mini",
      prices: null,
      timeoutMs: 60_000,
    });
    const priced = parseConfig({
      ...ai,
      AI_API_KEY: "",
      AI_INPUT_PRICE_PER_MILLION: "0.15",
      AI_OUTPUT_PRICE_PER_MILLION: "0.6",
      AI_TIMEOUT_MS: "2000",
    }).ai;
    expect(priced).toMatchObject({ apiKey: "", prices: { input: 0.15, output: 0.6 }, timeoutMs: 2000 });
  });

  it("refuses a half configuration with a sentence naming what to set", () => {
    expect(() => parseConfig({ AI_BASE_URL: ai.AI_BASE_URL })).toThrow(/Invalid AI_MODEL: required when AI_BASE_URL/);
    expect(() => parseConfig({ AI_MODEL: ai.AI_MODEL })).toThrow(/Invalid AI_BASE_URL: required when AI_MODEL/);
    expect(() => parseConfig({ AI_API_KEY: "sk-test" })).toThrow(/Invalid AI_API_KEY: AI_BASE_URL and AI_MODEL/);
    expect(() => parseConfig({ ...ai, AI_INPUT_PRICE_PER_MILLION: "1" })).toThrow(/AI_OUTPUT_PRICE_PER_MILLION: set both/);
    expect(() => parseConfig({ AI_MODEL: "x" })).toThrow(ConfigError);
  });

  it("refuses an invalid URL, price or timeout", () => {
    expect(() => parseConfig({ ...ai, AI_BASE_URL: "api.openai.com" })).toThrow(/Invalid AI_BASE_URL/);
    expect(() => parseConfig({ ...ai, AI_BASE_URL: "ftp://example.com/v1" })).toThrow(/Invalid AI_BASE_URL/);
    const prices = { AI_INPUT_PRICE_PER_MILLION: "0.1", AI_OUTPUT_PRICE_PER_MILLION: "0.2" };
    expect(() => parseConfig({ ...ai, ...prices, AI_INPUT_PRICE_PER_MILLION: "cheap" })).toThrow(
      /Invalid AI_INPUT_PRICE_PER_MILLION: must be a price/,
    );
    expect(() => parseConfig({ ...ai, ...prices, AI_OUTPUT_PRICE_PER_MILLION: "-1" })).toThrow(/AI_OUTPUT_PRICE_PER_MILLION/);
    expect(() => parseConfig({ ...ai, AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
  });
});

describe("automatic publishing", () => {
  const ai = { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "vision" };

  it("is off without AUTO_PUBLISH_EVERY, and GET /api/publish-drawing has no secret", () => {
    expect(parseConfig(ai)).toMatchObject({ autoPublish: null, publishSecret: undefined });
    expect(parseConfig({ ...ai, AUTO_PUBLISH_EVERY: "" }).autoPublish).toBeNull();
  });

  it("reads the interval and the secret", () => {
    const secret = "s".repeat(24);
    expect(parseConfig({ ...ai, AUTO_PUBLISH_EVERY: "6h", PUBLISH_SECRET: secret })).toMatchObject({
      autoPublish: { every: "6h", everyMs: 21_600_000 },
      publishSecret: secret,
    });
    expect(parseConfig({ ...ai, AUTO_PUBLISH_EVERY: "1h30m" }).autoPublish?.everyMs).toBe(5_400_000);
  });

  it("refuses a bad interval, a short secret, and a schedule without AI", () => {
    expect(() => parseConfig({ ...ai, AUTO_PUBLISH_EVERY: "six hours" })).toThrow(
      /Invalid AUTO_PUBLISH_EVERY: must be an interval/,
    );
    expect(() => parseConfig({ ...ai, PUBLISH_SECRET: "short" })).toThrow(/Invalid PUBLISH_SECRET: must be at least 24/);
    expect(() => parseConfig({ AUTO_PUBLISH_EVERY: "6h" })).toThrow(
      /Invalid AUTO_PUBLISH_EVERY: scheduled publishing needs the AI/,
    );
  });
});

describe("the variables read beside config()", () => {
  it("serves HTTPS only with both PEM files, and says which one is missing", () => {
    expect(parseConfig({}).tls).toBeNull();
    expect(parseConfig({ SERVER_CERT_PATH: "/etc/c.pem", SERVER_KEY_PATH: "/etc/k.pem" }).tls).toEqual({
      certPath: "/etc/c.pem",
      keyPath: "/etc/k.pem",
    });
    expect(() => parseConfig({ SERVER_CERT_PATH: "/etc/c.pem" })).toThrow(/^Invalid SERVER_KEY_PATH: HTTPS needs both/);
    expect(() => parseConfig({ SERVER_KEY_PATH: "/etc/k.pem" })).toThrow(/^Invalid SERVER_CERT_PATH/);
  });

  it("finds the build and the migrations where told, relative to the working directory, without needing a valid config", () => {
    expect(buildPaths({})).toEqual({
      distDir: nodePath.resolve("dist"),
      migrationsDir: nodePath.resolve("supabase/migrations"),
    });
    expect(buildPaths({ DIST_DIR: "/tmp/d", MIGRATIONS_DIR: "m", NODE_ENV: "production" })).toEqual({
      distDir: "/tmp/d",
      migrationsDir: nodePath.resolve("m"),
    });
  });

  it("uses the Netlify adapter in Netlify's builds and when told to", () => {
    expect(usesNetlifyAdapter({})).toBe(false);
    expect(usesNetlifyAdapter({ NETLIFY: "true" })).toBe(true);
    expect(usesNetlifyAdapter({ ASTRO_ADAPTER: "netlify" })).toBe(true);
  });
});

describe("a transaction pooler", () => {
  const url = (port: number) => `postgres://user:secret@db.example:${port}/postgres`;

  it("is Supabase's port 6543, or what DATABASE_POOLER says", () => {
    expect(parseConfig({ DATABASE_URL: url(6543) }).database).toMatchObject({ kind: "postgres", transactionPooler: true });
    expect(parseConfig({ DATABASE_URL: url(5432) }).database).toMatchObject({ transactionPooler: false });
    expect(parseConfig({ DATABASE_URL: url(6432), DATABASE_POOLER: "transaction" }).database).toMatchObject({
      transactionPooler: true,
    });
    expect(parseConfig({ DATABASE_URL: url(6543), DATABASE_POOLER: "none" }).database).toMatchObject({
      transactionPooler: false,
    });
    expect(() => parseConfig({ DATABASE_URL: url(6543), DATABASE_POOLER: "session" })).toThrow(/DATABASE_POOLER/);
  });
});

describe("what a production start lacks", () => {
  const database = { DATABASE_URL: "postgres://user:secret@db.example:5432/postgres" };
  const secrets = { AUTH_SECRET: "a".repeat(32), WEBHOOK_SECRET: "w".repeat(16) };

  it("names nothing on the embedded database, nor when everything is set", () => {
    expect(missingProductionSettings({})).toEqual([]);
    expect(missingProductionSettings({ ...database, ...secrets })).toEqual([]);
    expect(missingProductionSettings({ SITE_ID: "s", NETLIFY_PURGE_API_TOKEN: "t", ...database, ...secrets })).toEqual([]);
  });

  it("names each missing variable on its own line, with what goes wrong without it", () => {
    const lines = missingProductionSettings(database);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^AUTH_SECRET is not set: /);
    expect(lines[1]).toMatch(/^WEBHOOK_SECRET is not set: /);
  });

  it("on Netlify, also names the purge token", () => {
    const lines = missingProductionSettings({ SITE_ID: "s", ...secrets });
    expect(lines).toEqual([expect.stringMatching(/^NETLIFY_PURGE_API_TOKEN is not set: .*stale/)]);
  });
});
