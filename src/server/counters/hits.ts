import { createHmac } from "node:crypto";
import type { CounterHit } from "#src/server/repositories/counters.ts";
import { addressKey } from "../http/client-ip.ts";

/**
 * Who counts for the view and download counters (docs/operations.md "Counters"): one
 * visitor is one address (an IPv6 /64, see `addressKey`), and moves a counter
 * of an item at most once per period of `periodHours`.
 *
 * The database never sees the address: it gets an HMAC of the address key,
 * keyed by a server secret and the period, so the rows cannot be turned back
 * into addresses, and one visitor's rows of two periods cannot be linked
 * (LGPD: nothing personal is kept, and only for one period).
 */
export type CounterSettings = {
  /** A server secret (derived from the auth secret, see `counterSecret`). */
  secret: string | Uint8Array;
  periodHours: number;
};

const VISITOR_BYTES = 16;

/** The start of the period `now` falls in: periods are counted from the Unix epoch, in UTC. */
function counterPeriodStart(now: Date, periodHours: number): Date {
  const length = periodHours * 3_600_000;
  return new Date(Math.floor(now.getTime() / length) * length);
}

/**
 * The hit of a client: `ip` from `clientIp` (null when the server could not
 * tell, which counts every such request as one visitor: better one count too
 * few than a door left open).
 */
export function counterHit(ip: string | null, settings: CounterSettings, now = new Date()): CounterHit {
  const periodStart = counterPeriodStart(now, settings.periodHours);
  const visitor = createHmac("sha256", settings.secret)
    .update(`${periodStart.toISOString()}|${ip === null ? "unknown" : addressKey(ip)}`)
    .digest()
    .subarray(0, VISITOR_BYTES);
  return { visitor, periodStart };
}

/**
 * The counters' key, derived from the auth secret rather than the secret
 * itself, so a hash never doubles as anything a session cookie is signed with.
 */
export function counterSecret(authSecret: string): Uint8Array {
  return createHmac("sha256", authSecret).update("rabisco:counter-visitors").digest();
}
