import { describe, expect, it } from "vitest";
import type { DrawingWithCategory } from "#src/lib/domain.ts";
import type { ContentChange } from "#src/server/changes/change.ts";
import {
  countersMovePopular,
  handleContentWebhook,
  MAX_WEBHOOK_BYTES,
  WEBHOOK_SECRET_HEADER,
  type WebhookDependencies,
} from "#src/server/changes/webhook.ts";
import { parseConfig } from "#src/server/config.ts";
import { secretMatches } from "#src/server/http/secret.ts";

const SECRET = "s3cret-of-the-content-webhook";
const DRAWING = "6f1c1a52-6f0e-4b8e-9d57-0a6f3f3b8d11";
const CATEGORY = "0b8f7d0e-2a8e-4c55-a3a5-6a0e8f7d0e2a";

const payload = {
  type: "UPDATE",
  table: "drawings",
  schema: "public",
  record: { id: DRAWING, title: "Gato", category_id: CATEGORY, downloads: 3, updated_at: "2026-11-21T10:00:01+00:00" },
  old_record: { id: DRAWING, title: "Gata", category_id: CATEGORY, downloads: 3, updated_at: "2026-11-21T10:00:00+00:00" },
};

function post(body: unknown, secret: string | null = SECRET, raw = false): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (secret !== null) headers[WEBHOOK_SECRET_HEADER] = secret;
  return new Request("http://localhost/api/hooks/content-changed", {
    method: "POST",
    headers,
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

function deps(overrides: Partial<WebhookDependencies> = {}): WebhookDependencies & { reported: ContentChange[] } {
  const reported: ContentChange[] = [];
  return { secret: SECRET, report: (change) => reported.push(change), reported, ...overrides };
}

describe("content webhook", () => {
  it("refuses a missing or wrong secret with 401, and every call when none is configured", async () => {
    const d = deps();
    expect((await handleContentWebhook(post(payload, null), d)).status).toBe(401);
    expect((await handleContentWebhook(post(payload, "wrong"), d)).status).toBe(401);
    expect((await handleContentWebhook(post(payload, `${SECRET}x`), d)).status).toBe(401);
    expect((await handleContentWebhook(post(payload, ""), d)).status).toBe(401);
    expect(d.reported).toEqual([]);
    expect((await handleContentWebhook(post(payload), deps({ secret: undefined }))).status).toBe(503);
  });

  it("compares secrets of any length in constant time (equal-length digests)", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches("short", SECRET)).toBe(false);
    expect(secretMatches(`${SECRET}${"x".repeat(1000)}`, SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
  });

  it("accepts the right secret: 202 { queued: true } and the change goes on the bus", async () => {
    const d = deps();
    const response = await handleContentWebhook(post(payload), d);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: true });
    expect(d.reported).toEqual([{ type: "UPDATE", table: "drawings", record: payload.record, oldRecord: payload.old_record }]);
  });

  it.each([
    ["not JSON", "{nope", true],
    ["an array", [], false],
    ["an unknown type", { ...payload, type: "TRUNCATE" }, false],
    ["no table", { ...payload, table: undefined }, false],
    ["no schema", { ...payload, schema: undefined }, false],
    ["a record that is not an object", { ...payload, record: "row" }, false],
    ["an INSERT without record", { ...payload, type: "INSERT", record: null, old_record: null }, false],
    ["a DELETE without old_record", { ...payload, type: "DELETE", record: null, old_record: null }, false],
  ])("answers 400 to %s", async (_name, body, raw) => {
    const d = deps();
    const response = await handleContentWebhook(post(body, SECRET, raw), d);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(expect.any(String));
    expect(d.reported).toEqual([]);
  });

  it("answers 413 to a payload over its cap, reading no further", async () => {
    const d = deps();
    const huge = { ...payload, record: { ...payload.record, description: "x".repeat(MAX_WEBHOOK_BYTES) } };
    const response = await handleContentWebhook(post(huge), d);
    expect(response.status).toBe(413);
    expect(d.reported).toEqual([]);
  });

  it("ignores tables the site does not show with 202 { queued: false }", async () => {
    const d = deps();
    for (const body of [
      { ...payload, table: "admin_users" },
      { ...payload, schema: "auth", table: "users" },
    ]) {
      const response = await handleContentWebhook(post(body), d);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ queued: false });
    }
    expect(d.reported).toEqual([]);
  });

  it("reads WEBHOOK_SECRET and Netlify's purge settings from the environment", () => {
    const values = parseConfig({
      WEBHOOK_SECRET: SECRET,
      SITE_ID: "site-123",
      NETLIFY_PURGE_API_TOKEN: "token-456",
      NETLIFY_API_URL: "http://127.0.0.1:9999/",
    });
    expect(values.webhookSecret).toBe(SECRET);
    expect(values.netlifyPurge).toEqual({
      apiUrl: "http://127.0.0.1:9999",
      siteId: "site-123",
      token: "token-456",
      deployId: undefined,
    });
    expect(parseConfig({}).netlifyPurge.apiUrl).toBe("https://api.netlify.com");
    expect(parseConfig({}).webhookSecret).toBeUndefined();
    expect(() => parseConfig({ WEBHOOK_SECRET: "short" })).toThrow(/WEBHOOK_SECRET/);
    expect(() => parseConfig({ NETLIFY_API_URL: "not a url" })).toThrow(/NETLIFY_API_URL/);
  });
});

describe("the CDN purger's queue (Netlify)", () => {
  it("queues every change a page shows, one per call", async () => {
    const queued: ContentChange[] = [];
    const d = deps({ requestPurge: async (change) => void queued.push(change) });
    const responses = await Promise.all(Array.from({ length: 10 }, () => handleContentWebhook(post(payload), d)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(202));
    expect(queued).toHaveLength(10);
    expect(queued[0]).toMatchObject({
      type: "UPDATE",
      table: "drawings",
      record: { title: "Gato" },
      oldRecord: { title: "Gata" },
    });
  });

  it("skips changes no page shows: view counts, no-op updates, image hashes, downloads that leave the popular list alone", async () => {
    const queued: ContentChange[] = [];
    let popularMoved = false;
    const d = deps({ requestPurge: async (change) => void queued.push(change), popularMoved: async () => popularMoved });
    const counters = (record: Record<string, unknown>) => ({
      ...payload,
      record: { ...payload.old_record, ...record },
      old_record: payload.old_record,
    });
    // The image hash backfill (automatic publishing's duplicate check) updates every older drawing once.
    const hashed = {
      ...payload,
      record: { ...payload.old_record, image_hash: "0123456789abcdef" },
      old_record: { ...payload.old_record, image_hash: null },
    };
    for (const body of [counters({ views: 10 }), counters({}), counters({ downloads: 4 }), hashed]) {
      expect((await handleContentWebhook(post(body), d)).status).toBe(202);
    }
    expect(queued).toHaveLength(0);
    popularMoved = true;
    await handleContentWebhook(post(counters({ downloads: 5 })), d);
    expect(queued).toHaveLength(1);
    // Every change still goes on the bus: a local engine decides by itself.
    expect(d.reported).toHaveLength(5);
  });

  it("answers 503 when the change cannot be queued, so that the sender tries again", async () => {
    const response = await handleContentWebhook(
      post(payload),
      deps({
        requestPurge: async () => {
          throw new Error("database down");
        },
      }),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { queued: boolean }).queued).toBe(false);
  });
});

describe("countersMovePopular", () => {
  const drawing = (id: string, downloads: number) => ({ id, downloads }) as DrawingWithCategory;
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  // Top 9 now, downloads desc then id desc.
  const top = [90, 80, 70, 60, 50, 40, 30, 20, 10].map((downloads, i) => drawing(id(9 - i), downloads));
  const bump = (n: number, before: number, after: number): ContentChange => ({
    type: "UPDATE",
    table: "drawings",
    record: { id: id(n), downloads: after },
    oldRecord: { id: id(n), downloads: before },
  });

  it("says no for a drawing still outside the top 8", () => {
    expect(countersMovePopular(bump(1, 9, 10), top)).toBe(false);
    expect(countersMovePopular(bump(42, 0, 1), top)).toBe(false);
  });

  it("says no when the order stays (the leader gains, a middle one does not overtake)", () => {
    expect(countersMovePopular(bump(9, 89, 90), top)).toBe(false);
    expect(countersMovePopular(bump(6, 59, 60), [...top.slice(0, 3), drawing(id(6), 60), ...top.slice(4)])).toBe(false);
  });

  it("says yes when it entered the top 8 or overtook another", () => {
    // id 2 (now 20, eighth) was below the ninth (10) before: it entered.
    expect(countersMovePopular(bump(2, 5, 20), top)).toBe(true);
    // id 8 (now 80, second) had 65 before: it was third, behind id 7 (70).
    expect(countersMovePopular(bump(8, 65, 80), top)).toBe(true);
  });

  it("says yes when unsure (a decrease, no counts)", () => {
    expect(countersMovePopular(bump(9, 91, 90), top)).toBe(true);
    expect(countersMovePopular({ type: "UPDATE", table: "drawings", record: { id: id(9) }, oldRecord: { id: id(9) } }, top)).toBe(
      true,
    );
  });
});
