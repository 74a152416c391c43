import { type RawBuilder, sql } from "kysely";
import { addressKey } from "../http/client-ip.ts";
import type { Executor } from "../repositories/executor.ts";
import { withAuthTables } from "./tables.ts";

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
export function pairWaitMs(attempts: number): number {
  if (attempts < PAIR_FREE_ATTEMPTS) return 0;
  return Math.min(PAIR_MAX_WAIT_MS, PAIR_FIRST_WAIT_MS * 2 ** Math.min(attempts - PAIR_FREE_ATTEMPTS, 30));
}

/** pairWaitMs in SQL, over the attempts the row will hold. */
function pairWaitSql(attempts: RawBuilder<number>): RawBuilder<string> {
  // The exponent is capped so power() never overflows on a pair tried for weeks.
  return sql<string>`case when ${attempts} < ${PAIR_FREE_ATTEMPTS} then interval '0'
    else least(${PAIR_MAX_WAIT_MS}::float8, ${PAIR_FIRST_WAIT_MS}::float8 * power(2, least(${attempts} - ${PAIR_FREE_ATTEMPTS}, 30)))
      * interval '1 millisecond' end`;
}

/**
 * Reserves one attempt for the address, then for the pair; refused by
 * either, nothing stays counted. Allowed, the attempt counts as a failure
 * until attemptSucceeded says otherwise.
 */
export async function reserveAttempt(db: Executor, keys: AttemptKeys, now = new Date()): Promise<Reservation> {
  if (!(await reserveForAddress(db, keys.ip, now))) return refusal(db, keys.ip, "", now);
  if (keys.account !== null && !(await reserveForPair(db, keys.ip, keys.account, now))) {
    await releaseAddress(db, keys.ip, now);
    return refusal(db, keys.ip, keys.account, now);
  }
  return { allowed: true };
}

/** The password was right: the pair starts afresh and the address gets its attempt back. */
export async function attemptSucceeded(db: Executor, keys: AttemptKeys, now = new Date()): Promise<void> {
  if (keys.account !== null) {
    await withAuthTables(db)
      .deleteFrom("login_throttle")
      .where("scope", "=", "pair")
      .where("ip", "=", keys.ip)
      .where("account", "=", keys.account)
      .execute();
  }
  await releaseAddress(db, keys.ip, now);
}

/** Deletes the rows whose counts are forgotten; returns how many went. */
export async function purgeExpired(db: Executor, now = new Date()): Promise<number> {
  const result = await withAuthTables(db).deleteFrom("login_throttle").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
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

export type LoginThrottle = ReturnType<typeof loginThrottle>;

async function reserveForAddress(db: Executor, ip: string, now: Date): Promise<boolean> {
  const windowEnd = new Date(now.getTime() + IP_WINDOW_MS);
  const expired = sql<boolean>`login_throttle.expires_at <= ${now}`;
  const row = await withAuthTables(db)
    .insertInto("login_throttle")
    .values({ scope: "ip", ip, account: "", attempts: 1, retry_at: windowEnd, expires_at: windowEnd })
    .onConflict((oc) =>
      oc
        .columns(["scope", "ip", "account"])
        .doUpdateSet({
          attempts: sql<number>`case when ${expired} then 1 else login_throttle.attempts + 1 end`,
          retry_at: sql<Date>`case when ${expired} then ${windowEnd} else login_throttle.retry_at end`,
          expires_at: sql<Date>`case when ${expired} then ${windowEnd} else login_throttle.expires_at end`,
        })
        .where(sql<boolean>`${expired} or login_throttle.attempts < ${IP_MAX_FAILURES}`),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

async function reserveForPair(db: Executor, ip: string, account: string, now: Date): Promise<boolean> {
  const firstWait = pairWaitMs(1);
  const attempts = sql<number>`(case when login_throttle.expires_at <= ${now} then 1 else login_throttle.attempts + 1 end)`;
  const retryAt = sql<Date>`${now}::timestamptz + ${pairWaitSql(attempts)}`;
  const row = await withAuthTables(db)
    .insertInto("login_throttle")
    .values({
      scope: "pair",
      ip,
      account,
      attempts: 1,
      retry_at: new Date(now.getTime() + firstWait),
      expires_at: new Date(now.getTime() + firstWait + PAIR_MEMORY_MS),
    })
    .onConflict((oc) =>
      oc
        .columns(["scope", "ip", "account"])
        .doUpdateSet({
          attempts,
          retry_at: retryAt,
          expires_at: sql<Date>`${retryAt} + ${PAIR_MEMORY_MS}::float8 * interval '1 millisecond'`,
        })
        .where("login_throttle.retry_at", "<=", now),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back an address's reservation, in the window it was made in. */
async function releaseAddress(db: Executor, ip: string, now: Date): Promise<void> {
  await withAuthTables(db)
    .updateTable("login_throttle")
    .set({ attempts: sql<number>`attempts - 1` })
    .where("scope", "=", "ip")
    .where("ip", "=", ip)
    .where("account", "=", "")
    .where("attempts", ">", 0)
    .where("expires_at", ">", now)
    .execute();
}

/** A refusal with the whole seconds until the refusing row lets attempts through again. */
async function refusal(db: Executor, ip: string, account: string, now: Date): Promise<Reservation> {
  const row = await withAuthTables(db)
    .selectFrom("login_throttle")
    .select("retry_at")
    .where("scope", "=", account === "" ? "ip" : "pair")
    .where("ip", "=", ip)
    .where("account", "=", account)
    .executeTakeFirst();
  const waitMs = row ? new Date(row.retry_at).getTime() - now.getTime() : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
