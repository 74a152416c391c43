import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window and key, then says how long to wait", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.hit("a", 1_000))).toEqual([null, null, null]);
    expect(limiter.hit("a", 1_000)).toBe(60);
    expect(limiter.hit("a", 31_000)).toBe(30);
    // Another key has its own count; a new window starts afresh.
    expect(limiter.hit("b", 31_000)).toBeNull();
    expect(limiter.hit("a", 61_000)).toBeNull();
  });

  it("remembers at most maxKeys keys, forgetting the oldest", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit("a", 0);
    limiter.hit("b", 0);
    limiter.hit("c", 0);
    // "a" was forgotten: it may ask again; "c" may not.
    expect(limiter.hit("a", 0)).toBeNull();
    expect(limiter.hit("c", 0)).toBe(60);
  });
});
