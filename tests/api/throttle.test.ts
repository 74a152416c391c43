import { expect, it } from "vitest";
import {
  type AttemptKeys,
  attemptKeys,
  attemptSucceeded,
  IP_MAX_FAILURES,
  IP_WINDOW_MS,
  loginThrottle,
  PAIR_FIRST_WAIT_MS,
  PAIR_FREE_ATTEMPTS,
  PAIR_MAX_WAIT_MS,
  PAIR_MEMORY_MS,
  PURGE_INTERVAL_MS,
  pairWaitMs,
  purgeExpired,
  reserveAttempt,
} from "#src/server/auth/throttle.ts";
import { withAuthTables } from "#src/server/db/auth-tables.ts";
import { describeEachDriver } from "../support/databases.ts";

const MINUTE = 60_000;

it("builds keys from the trimmed, lower-cased e-mail and the address key (IPv6 by /64)", () => {
  expect(attemptKeys(" Ana@Example.COM ", "10.0.0.1")).toEqual({ account: "ana@example.com", ip: "10.0.0.1" });
  expect(attemptKeys(42, "2001:db8:1:2:aaaa::1")).toEqual({ account: null, ip: "2001:db8:1:2::/64" });
  expect(attemptKeys("", null)).toEqual({ account: null, ip: "unknown" });
});

it("lets the first attempts through, then doubles the wait up to its cap", () => {
  const waits = Array.from({ length: 12 }, (_, index) => pairWaitMs(index + 1) / MINUTE);
  expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30]);
  expect(PAIR_FREE_ATTEMPTS).toBe(5);
  expect(pairWaitMs(10_000)).toBe(PAIR_MAX_WAIT_MS);
});

/** The sign-in throttle on its own, with the clock in the test's hands. */
describeEachDriver("login throttle", (handle) => {
  const db = () => handle().db;
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, 0) + ms);
  const rows = (ip: string) =>
    withAuthTables(db())
      .selectFrom("login_throttle")
      .select(["scope", "account", "attempts", "retry_at"])
      .where("ip", "=", ip)
      .orderBy("scope")
      .execute();
  const failures = async (keys: AttemptKeys, count: number, now: Date) => {
    for (let attempt = 0; attempt < count; attempt++) expect((await reserveAttempt(db(), keys, now)).allowed).toBe(true);
  };

  it("gives a pair its free attempts, then makes each further one wait twice as long", async () => {
    const keys = attemptKeys("delay@example.com", "10.0.0.2");
    await failures(keys, PAIR_FREE_ATTEMPTS, at(0));
    // Refused until the first wait is over, without counting the refusals.
    expect(await reserveAttempt(db(), keys, at(PAIR_FIRST_WAIT_MS - 1000))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await reserveAttempt(db(), keys, at(1000))).toEqual({ allowed: false, retryAfterSeconds: 59 });
    let now = PAIR_FIRST_WAIT_MS;
    for (const wait of [2, 4, 8, 16, 30, 30]) {
      expect((await reserveAttempt(db(), keys, at(now))).allowed).toBe(true);
      expect(await reserveAttempt(db(), keys, at(now + wait * MINUTE - 1))).toMatchObject({ allowed: false });
      now += wait * MINUTE;
    }
    const [pair] = (await rows("10.0.0.2")).filter((row) => row.scope === "pair");
    expect(pair?.attempts).toBe(PAIR_FREE_ATTEMPTS + 6);
  });

  it("never throttles the same e-mail from another address", async () => {
    const attacker = attemptKeys("admin@example.com", "10.0.0.3");
    await failures(attacker, PAIR_FREE_ATTEMPTS, at(0));
    expect((await reserveAttempt(db(), attacker, at(0))).allowed).toBe(false);
    const owner = attemptKeys("ADMIN@example.com", "10.0.9.9");
    expect((await reserveAttempt(db(), owner, at(0))).allowed).toBe(true);
  });

  it("forgets a pair on success, and gives the address its attempt back", async () => {
    const keys = attemptKeys("good@example.com", "10.0.0.4");
    await failures(keys, PAIR_FREE_ATTEMPTS - 1, at(0));
    expect((await reserveAttempt(db(), keys, at(0))).allowed).toBe(true);
    await attemptSucceeded(db(), keys, at(0));
    expect(await rows("10.0.0.4")).toEqual([
      { scope: "ip", account: "", attempts: PAIR_FREE_ATTEMPTS - 1, retry_at: expect.any(Date) },
    ]);
    await failures(keys, PAIR_FREE_ATTEMPTS, at(1));
  });

  it("starts a pair over once it has been left alone for a while after its wait", async () => {
    const keys = attemptKeys("patient@example.com", "10.0.0.5");
    await failures(keys, PAIR_FREE_ATTEMPTS, at(0));
    expect((await reserveAttempt(db(), keys, at(PAIR_FIRST_WAIT_MS + PAIR_MEMORY_MS - 1))).allowed).toBe(true);
    expect(await reserveAttempt(db(), keys, at(PAIR_FIRST_WAIT_MS + PAIR_MEMORY_MS))).toMatchObject({ allowed: false });
    const later = PAIR_FIRST_WAIT_MS + PAIR_MEMORY_MS + 2 * MINUTE + PAIR_MEMORY_MS;
    await failures(keys, PAIR_FREE_ATTEMPTS, at(later));
  });

  it("bars an address after many failures across e-mails, for the rest of its window", async () => {
    const ip = "10.0.0.6";
    for (let attempt = 0; attempt < IP_MAX_FAILURES; attempt++) {
      expect((await reserveAttempt(db(), attemptKeys(`conta${attempt}@example.com`, ip), at(attempt))).allowed).toBe(true);
    }
    const refused = await reserveAttempt(db(), attemptKeys("admin@example.com", ip), at(10 * MINUTE));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: (IP_WINDOW_MS - 10 * MINUTE) / 1000 });
    // The refusal counted nothing for that pair.
    expect((await rows(ip)).filter((row) => row.account === "admin@example.com")).toEqual([]);
    expect((await reserveAttempt(db(), attemptKeys("admin@example.com", ip), at(IP_WINDOW_MS))).allowed).toBe(true);
  });

  it("counts the addresses of one IPv6 /64 together", async () => {
    for (let host = 1; host <= PAIR_FREE_ATTEMPTS; host++) {
      const keys = attemptKeys("v6@example.com", `2001:db8:aa:bb:${host.toString(16)}::${host}`);
      expect((await reserveAttempt(db(), keys, at(0))).allowed).toBe(true);
    }
    expect((await reserveAttempt(db(), attemptKeys("v6@example.com", "2001:db8:aa:bb:ffff:1:2:3"), at(0))).allowed).toBe(false);
    expect((await reserveAttempt(db(), attemptKeys("v6@example.com", "2001:db8:aa:bc::1"), at(0))).allowed).toBe(true);
  });

  it("lets no more than the free attempts of a parallel burst through, and counts exactly those", async () => {
    const keys = attemptKeys("burst@example.com", "10.0.0.7");
    const results = await Promise.all(Array.from({ length: 100 }, () => reserveAttempt(db(), keys, at(0))));
    expect(results.filter((result) => result.allowed)).toHaveLength(PAIR_FREE_ATTEMPTS);
    expect((await rows("10.0.0.7")).map((row) => [row.scope, row.attempts])).toEqual([
      ["ip", PAIR_FREE_ATTEMPTS],
      ["pair", PAIR_FREE_ATTEMPTS],
    ]);
  });

  it("purges rows whose counts are forgotten, at most once a minute per process", async () => {
    const ip = "10.0.0.8";
    await reserveAttempt(db(), attemptKeys("old@example.com", ip), at(0));
    const kept = attemptKeys("recent@example.com", "10.0.0.9");
    await reserveAttempt(db(), kept, at(IP_WINDOW_MS));
    await purgeExpired(db(), at(IP_WINDOW_MS - 1));
    expect(await rows(ip)).toHaveLength(2);

    let now = at(PAIR_MEMORY_MS + 1);
    const throttle = loginThrottle(db(), () => now);
    await throttle.reserve(attemptKeys("trigger@example.com", "10.0.0.10"));
    expect(await rows(ip)).toEqual([]);
    expect(await rows("10.0.0.9")).toHaveLength(2);
    // Within the minute, no second purge: a row that expired since stays.
    await reserveAttempt(db(), attemptKeys("short@example.com", "10.0.0.11"), at(0));
    now = at(PAIR_MEMORY_MS + PURGE_INTERVAL_MS);
    await throttle.reserve(attemptKeys("trigger@example.com", "10.0.0.10"));
    expect(await rows("10.0.0.11")).toHaveLength(2);
    now = at(PAIR_MEMORY_MS + 1 + PURGE_INTERVAL_MS);
    await throttle.reserve(attemptKeys("trigger@example.com", "10.0.0.10"));
    expect(await rows("10.0.0.11")).toEqual([]);
  });
});
