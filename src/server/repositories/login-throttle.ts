import { type RawBuilder, sql } from "kysely";
import { withAuthTables } from "../db/auth-tables.ts";
import type { Executor } from "./executor.ts";

/**
 * The rows of login_throttle (src/server/auth/throttle.ts says what they
 * mean): one per client address, one per pair of address and e-mail. Each
 * reservation is one statement that both checks the allowance and counts (an
 * upsert whose update only happens while allowed), so parallel attempts
 * queue on the row.
 */
export type ThrottlePolicy = {
  pairFreeAttempts: number;
  pairFirstWaitMs: number;
  pairMaxWaitMs: number;
  pairMemoryMs: number;
  ipMaxFailures: number;
  ipWindowMs: number;
};

/** How long a pair waits after `attempts` attempts: none for the free ones, then doubling up to the most. */
export function pairWait(attempts: number, policy: ThrottlePolicy): number {
  if (attempts < policy.pairFreeAttempts) return 0;
  return Math.min(policy.pairMaxWaitMs, policy.pairFirstWaitMs * 2 ** Math.min(attempts - policy.pairFreeAttempts, 30));
}

/** pairWait in SQL, over the attempts the row will hold. */
function pairWaitSql(attempts: RawBuilder<number>, policy: ThrottlePolicy): RawBuilder<string> {
  // The exponent is capped so power() never overflows on a pair tried for weeks.
  return sql<string>`case when ${attempts} < ${policy.pairFreeAttempts} then interval '0'
    else least(${policy.pairMaxWaitMs}::float8, ${policy.pairFirstWaitMs}::float8 * power(2, least(${attempts} - ${policy.pairFreeAttempts}, 30)))
      * interval '1 millisecond' end`;
}

/** Counts one attempt of the address; false (nothing counted) when its window is full. */
export async function reserveAddressAttempt(db: Executor, ip: string, now: Date, policy: ThrottlePolicy): Promise<boolean> {
  const windowEnd = new Date(now.getTime() + policy.ipWindowMs);
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
        .where(sql<boolean>`${expired} or login_throttle.attempts < ${policy.ipMaxFailures}`),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one attempt of the pair; false (nothing counted) while the pair must still wait. */
export async function reservePairAttempt(
  db: Executor,
  ip: string,
  account: string,
  now: Date,
  policy: ThrottlePolicy,
): Promise<boolean> {
  const firstWait = pairWait(1, policy);
  const attempts = sql<number>`(case when login_throttle.expires_at <= ${now} then 1 else login_throttle.attempts + 1 end)`;
  const retryAt = sql<Date>`${now}::timestamptz + ${pairWaitSql(attempts, policy)}`;
  const row = await withAuthTables(db)
    .insertInto("login_throttle")
    .values({
      scope: "pair",
      ip,
      account,
      attempts: 1,
      retry_at: new Date(now.getTime() + firstWait),
      expires_at: new Date(now.getTime() + firstWait + policy.pairMemoryMs),
    })
    .onConflict((oc) =>
      oc
        .columns(["scope", "ip", "account"])
        .doUpdateSet({
          attempts,
          retry_at: retryAt,
          expires_at: sql<Date>`${retryAt} + ${policy.pairMemoryMs}::float8 * interval '1 millisecond'`,
        })
        .where("login_throttle.retry_at", "<=", now),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back an address's reservation, in the window it was made in. */
export async function releaseAddressAttempt(db: Executor, ip: string, now: Date): Promise<void> {
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

/** Forgets the pair's attempts (the password was right). */
export async function forgetPairAttempts(db: Executor, ip: string, account: string): Promise<void> {
  await withAuthTables(db)
    .deleteFrom("login_throttle")
    .where("scope", "=", "pair")
    .where("ip", "=", ip)
    .where("account", "=", account)
    .execute();
}

/** When the address's row (account "") or the pair's lets attempts through again; null without a row. */
export async function attemptsRetryAt(db: Executor, ip: string, account: string): Promise<Date | null> {
  const row = await withAuthTables(db)
    .selectFrom("login_throttle")
    .select("retry_at")
    .where("scope", "=", account === "" ? "ip" : "pair")
    .where("ip", "=", ip)
    .where("account", "=", account)
    .executeTakeFirst();
  return row ? new Date(row.retry_at) : null;
}

/** Deletes the rows whose counts are forgotten; returns how many went. */
export async function purgeExpiredAttempts(db: Executor, now: Date): Promise<number> {
  const result = await withAuthTables(db).deleteFrom("login_throttle").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
