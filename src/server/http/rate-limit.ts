/**
 * A per-key request limit kept in memory: at most `limit` requests per
 * `windowMs`, counted in fixed windows. For the search API (per client
 * address): each server process (or Netlify function instance) counts on
 * its own, which bounds what one address can make one process do without
 * a database write per request. At most `maxKeys` keys are remembered; the
 * oldest go first, so a flood of addresses cannot exhaust memory.
 */
export type RateLimiter = {
  /** Counts a request for `key`: null when allowed, else the seconds until it would be. */
  hit(key: string, now?: number): number | null;
};

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.delete(key);
        window = { start: now, count: 0 };
        windows.set(key, window);
        if (windows.size > maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
      }
      window.count++;
      return window.count > limit ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) : null;
    },
  };
}
