import { expect, it } from "vitest";
import {
  clearAccountFailures,
  LOCK_MS,
  lockedUntil,
  MAX_FAILURES,
  recordFailure,
  throttleKeys,
  WINDOW_MS,
} from "../../src/server/auth/throttle.ts";
import { describeEachDriver } from "../support/databases.ts";

/** The failed-login throttle on its own, with the clock in the test's hands. */
describeEachDriver("login throttle", (handle) => {
  const db = () => handle().db;
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, 0) + ms);

  it("builds keys from the lower-cased e-mail and the IP, skipping what is unknown", () => {
    expect(throttleKeys(" Ana@Example.COM ", "10.0.0.1")).toEqual([
      { kind: "account", key: "ana@example.com" },
      { kind: "ip", key: "10.0.0.1" },
    ]);
    expect(throttleKeys(undefined, null)).toEqual([]);
    expect(throttleKeys(42, "::1")).toEqual([{ kind: "ip", key: "::1" }]);
  });

  it("locks a key for 15 minutes at the 5th failure, and lets it go after", async () => {
    const keys = throttleKeys("lock@example.com", "10.0.0.2");
    for (let failure = 1; failure < MAX_FAILURES; failure++) {
      await recordFailure(db(), keys, at(failure * 1000));
      expect(await lockedUntil(db(), keys, at(failure * 1000))).toBeNull();
    }
    await recordFailure(db(), keys, at(MAX_FAILURES * 1000));
    const until = await lockedUntil(db(), keys, at(MAX_FAILURES * 1000));
    expect(until?.getTime()).toBe(at(MAX_FAILURES * 1000 + LOCK_MS).getTime());
    expect(
      await lockedUntil(db(), [keys[0] ?? { kind: "account", key: "" }], at(MAX_FAILURES * 1000 + LOCK_MS - 1)),
    ).not.toBeNull();
    expect(await lockedUntil(db(), keys, at(MAX_FAILURES * 1000 + LOCK_MS))).toBeNull();
  });

  it("forgets failures older than the window", async () => {
    const keys = throttleKeys("slow@example.com", null);
    for (let failure = 0; failure < MAX_FAILURES - 1; failure++) await recordFailure(db(), keys, at(0));
    await recordFailure(db(), keys, at(WINDOW_MS + 1));
    expect(await lockedUntil(db(), keys, at(WINDOW_MS + 1))).toBeNull();
  });

  it("clears an account on success, but not its IP", async () => {
    const keys = throttleKeys("good@example.com", "10.0.0.3");
    for (let failure = 0; failure < MAX_FAILURES - 1; failure++) await recordFailure(db(), keys, at(0));
    await clearAccountFailures(db(), "GOOD@example.com");
    await recordFailure(db(), keys, at(1));
    expect(await lockedUntil(db(), throttleKeys("good@example.com", null), at(1))).toBeNull();
    expect(await lockedUntil(db(), throttleKeys(null, "10.0.0.3"), at(1))).not.toBeNull();
  });

  it("counts concurrent failures without losing any", async () => {
    const keys = throttleKeys("burst@example.com", null);
    await Promise.all(Array.from({ length: MAX_FAILURES }, () => recordFailure(db(), keys, at(0))));
    expect(await lockedUntil(db(), keys, at(0))).not.toBeNull();
  });
});
