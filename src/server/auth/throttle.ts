import type { Executor } from "#src/server/repositories/executor.ts";
import {
  attemptsRetryAt,
  forgetPairAttempts,
  pairWait,
  purgeExpiredAttempts,
  releaseAddressAttempt,
  reserveAddressAttempt,
  reservePairAttempt,
  type ThrottlePolicy,
} from "#src/server/repositories/login-throttle.ts";
import { addressKey } from "../http/client-ip.ts";

/**
 * Throttling of administrator sign-ins, kept in the database so every server
 * process shares it (table login_throttle,
 * supabase/migrations/20261123010000_login_throttle_per_pair.sql).
 *
 * Attempts are counted per pair (the e-mail typed, from one client address)
 * and per client address across e-mails; never per e-mail alone, so someone
 * who knows the administrator's e-mail can slow down only their own address,
 * and the right password from anywhere else still signs in.
 *
 * - Pair: PAIR_FREE_ATTEMPTS attempts go straight through; after that each
 *   attempt must wait, and the wait doubles with every further attempt
 *   (1, 2, 4... minutes, at most PAIR_MAX_WAIT_MS). A success forgets the
 *   pair; a pair left alone for PAIR_MEMORY_MS after its wait starts over.
 * - Address: at most IP_MAX_FAILURES failures per IP_WINDOW_MS, whatever the
 *   e-mails, against one address trying many.
 *
 * Every attempt is reserved before the password is checked, counted as if it
 * failed, by one statement per key that both checks the allowance and counts
 * (an upsert whose update only happens while allowed): parallel attempts
 * queue on the row, so no more than the allowance ever reaches the password
 * check. A success gives the reservation back. Refused attempts cost nothing
 * and count nothing.
 */
export const PAIR_FREE_ATTEMPTS = 5;
export const PAIR_FIRST_WAIT_MS = 60_000;
export const PAIR_MAX_WAIT_MS = 30 * 60_000;
export const PAIR_MEMORY_MS = 60 * 60_000;
export const IP_MAX_FAILURES = 50;
export const IP_WINDOW_MS = 60 * 60_000;
/** Expired rows are deleted at most this often per process (table kept small without a scheduler). */
export const PURGE_INTERVAL_MS = 60_000;

export const THROTTLED_MESSAGE = "Muitas tentativas de login. Tente novamente em alguns minutos.";

/**
 * Requests without a client address cannot happen behind Astro's node
 * adapter; if one ever did, it is counted under this shared key rather than
 * not at all.
 */
export const UNKNOWN_ADDRESS = "unknown";

/** What an attempt counts against: the address key, and the account when an e-mail was typed. */
export type AttemptKeys = { ip: string; account: string | null };

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function attemptKeys(email: unknown, ip: string | null | undefined): AttemptKeys {
  const account = typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : null;
  return { ip: ip ? addressKey(ip) : UNKNOWN_ADDRESS, account };
}

/** How long a pair must wait after its `attempts`-th attempt in a row. */
/** The numbers above, for the statements that count attempts (src/server/repositories/login-throttle.ts). */
const POLICY: ThrottlePolicy = {
  pairFreeAttempts: PAIR_FREE_ATTEMPTS,
  pairFirstWaitMs: PAIR_FIRST_WAIT_MS,
  pairMaxWaitMs: PAIR_MAX_WAIT_MS,
  pairMemoryMs: PAIR_MEMORY_MS,
  ipMaxFailures: IP_MAX_FAILURES,
  ipWindowMs: IP_WINDOW_MS,
};

export function pairWaitMs(attempts: number): number {
  return pairWait(attempts, POLICY);
}

/**
 * Reserves one attempt for the address, then for the pair; refused by
 * either, nothing stays counted. Allowed, the attempt counts as a failure
 * until attemptSucceeded says otherwise.
 */
export async function reserveAttempt(db: Executor, keys: AttemptKeys, now = new Date()): Promise<Reservation> {
  if (!(await reserveAddressAttempt(db, keys.ip, now, POLICY))) return refusal(db, keys.ip, "", now);
  if (keys.account !== null && !(await reservePairAttempt(db, keys.ip, keys.account, now, POLICY))) {
    await releaseAddressAttempt(db, keys.ip, now);
    return refusal(db, keys.ip, keys.account, now);
  }
  return { allowed: true };
}

/** A refusal with the whole seconds until the refusing row lets attempts through again. */
async function refusal(db: Executor, ip: string, account: string, now: Date): Promise<Reservation> {
  const retryAt = await attemptsRetryAt(db, ip, account);
  const waitMs = retryAt ? retryAt.getTime() - now.getTime() : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The password was right: the pair starts afresh and the address gets its attempt back. */
export async function attemptSucceeded(db: Executor, keys: AttemptKeys, now = new Date()): Promise<void> {
  if (keys.account !== null) await forgetPairAttempts(db, keys.ip, keys.account);
  await releaseAddressAttempt(db, keys.ip, now);
}

/** Deletes the rows whose counts are forgotten; returns how many went. */
export async function purgeExpired(db: Executor, now = new Date()): Promise<number> {
  return purgeExpiredAttempts(db, now);
}

/**
 * The throttle as the sign-in hooks use it: the functions above on one
 * database and clock, with expired rows purged at most once per
 * PURGE_INTERVAL_MS by this process.
 */
export function loginThrottle(db: Executor, clock: () => Date = () => new Date()) {
  let lastPurge = Number.NEGATIVE_INFINITY;
  return {
    async reserve(keys: AttemptKeys): Promise<Reservation> {
      const now = clock();
      if (now.getTime() - lastPurge >= PURGE_INTERVAL_MS) {
        lastPurge = now.getTime();
        await purgeExpired(db, now);
      }
      return reserveAttempt(db, keys, now);
    },
    succeeded: (keys: AttemptKeys) => attemptSucceeded(db, keys, clock()),
  };
}
