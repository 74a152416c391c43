import { sql } from "kysely";
import type { Executor } from "../repositories/executor.ts";
import { type ThrottleKind, withAuthTables } from "./tables.ts";

/**
 * Throttling of failed administrator sign-ins, per account (the e-mail typed)
 * and per client IP, kept in the database so every server process shares it:
 * MAX_FAILURES failures within WINDOW_MS lock that key for LOCK_MS. While
 * any key of an attempt is locked, the attempt is refused without checking
 * the password (and without counting). A successful sign-in clears the
 * account's failures, not the IP's.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export const THROTTLED_MESSAGE = "Muitas tentativas de login. Tente novamente em alguns minutos.";

export type ThrottleKey = { kind: ThrottleKind; key: string };

/** The keys a sign-in attempt counts against; unknown parts are left out. */
export function throttleKeys(email: unknown, ip: string | null | undefined): ThrottleKey[] {
  const keys: ThrottleKey[] = [];
  if (typeof email === "string" && email.trim() !== "") keys.push({ kind: "account", key: email.trim().toLowerCase() });
  if (ip) keys.push({ kind: "ip", key: ip });
  return keys;
}

/** The end of the latest lock among `keys` still running at `now`, or null. */
export async function lockedUntil(db: Executor, keys: ThrottleKey[], now = new Date()): Promise<Date | null> {
  if (keys.length === 0) return null;
  const row = await withAuthTables(db)
    .selectFrom("login_throttle")
    .select(sql<Date | null>`max(locked_until)`.as("until"))
    .where((eb) => eb.or(keys.map(({ kind, key }) => eb.and([eb("kind", "=", kind), eb("key", "=", key)]))))
    .where("locked_until", ">", now)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

/**
 * Counts one failure against each key (failures older than the window start
 * over) and locks the keys that reach MAX_FAILURES. One atomic upsert per
 * key, so concurrent attempts never lose a count.
 */
export async function recordFailure(db: Executor, keys: ThrottleKey[], now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const lockEnd = new Date(now.getTime() + LOCK_MS);
  const auth = withAuthTables(db);
  for (const { kind, key } of keys) {
    const row = await auth
      .insertInto("login_throttle")
      .values({ kind, key, failures: 1, last_failure_at: now })
      .onConflict((oc) =>
        oc.columns(["kind", "key"]).doUpdateSet({
          failures: sql<number>`case when login_throttle.last_failure_at <= ${windowStart} then 1 else login_throttle.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    if (row.failures >= MAX_FAILURES) {
      await auth
        .updateTable("login_throttle")
        .set({ failures: 0, locked_until: lockEnd })
        .where("kind", "=", kind)
        .where("key", "=", key)
        .execute();
    }
  }
}

/** A successful sign-in: the account starts afresh (its IP's count stays). */
export async function clearAccountFailures(db: Executor, email: string): Promise<void> {
  const [account] = throttleKeys(email, null);
  if (!account) return;
  await withAuthTables(db).deleteFrom("login_throttle").where("kind", "=", "account").where("key", "=", account.key).execute();
}
