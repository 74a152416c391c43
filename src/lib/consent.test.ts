import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "../../tests/support/storage.ts";
import {
  CONSENT_STORAGE_KEY,
  type ConsentState,
  type ConsentStorage,
  chooseConsent,
  consentBootstrapScript,
  consentState,
  type Gtag,
  readConsent,
  resetConsent,
} from "./consent.ts";

function recordingGtag(): Gtag & { calls: [string, string, ConsentState][] } {
  const calls: [string, string, ConsentState][] = [];
  const gtag = (command: string, action: string, state: ConsentState) => void calls.push([command, action, state]);
  return Object.assign(gtag, { calls });
}

const granted = { analytics_storage: "granted", ad_storage: "granted" };
const denied = { analytics_storage: "denied", ad_storage: "denied" };

describe("consentState", () => {
  it("grants analytics and ads only on acceptance", () => {
    expect(consentState("accepted")).toEqual(granted);
    expect(consentState("rejected")).toEqual(denied);
    expect(consentState(null)).toEqual(denied);
  });
});

describe("readConsent", () => {
  it("reads a stored choice", () => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "accepted" }))).toBe("accepted");
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "rejected" }))).toBe("rejected");
  });

  it("treats a missing, unknown or unreadable value as unset", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "maybe" }))).toBeNull();
    expect(readConsent(blockedStorage)).toBeNull();
  });
});

describe("chooseConsent", () => {
  it("stores 'accepted' and grants both storages", () => {
    const storage = memoryStorage();
    const gtag = recordingGtag();
    chooseConsent(storage, gtag, "accepted");
    expect(storage.items.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(gtag.calls).toEqual([["consent", "update", granted]]);
  });

  it("stores 'rejected' and denies both storages", () => {
    const storage = memoryStorage();
    const gtag = recordingGtag();
    chooseConsent(storage, gtag, "rejected");
    expect(storage.items.get(CONSENT_STORAGE_KEY)).toBe("rejected");
    expect(gtag.calls).toEqual([["consent", "update", denied]]);
  });

  it("still applies the choice when storage refuses to write", () => {
    const gtag = recordingGtag();
    chooseConsent(blockedStorage, gtag, "accepted");
    expect(gtag.calls).toEqual([["consent", "update", granted]]);
  });
});

describe("resetConsent", () => {
  it("forgets the choice and withdraws consent", () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: "accepted" });
    const gtag = recordingGtag();
    resetConsent(storage, gtag);
    expect(readConsent(storage)).toBeNull();
    expect(gtag.calls).toEqual([["consent", "update", denied]]);
    expect(() => resetConsent(blockedStorage, gtag)).not.toThrow();
  });
});

describe("consentBootstrapScript", () => {
  function runBootstrap(storage: ConsentStorage) {
    const win: { localStorage: ConsentStorage; dataLayer?: unknown[]; gtag?: unknown } = { localStorage: storage };
    new Function("window", consentBootstrapScript())(win);
    return { win, calls: (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)) };
  }

  it("defines gtag over dataLayer and denies everything by default when unset", () => {
    const { win, calls } = runBootstrap(memoryStorage());
    expect(typeof win.gtag).toBe("function");
    expect(calls).toEqual([["consent", "default", denied]]);
  });

  it("applies a stored choice with the same state as consentState", () => {
    for (const choice of ["accepted", "rejected"] as const) {
      const { calls } = runBootstrap(memoryStorage({ [CONSENT_STORAGE_KEY]: choice }));
      expect(calls).toEqual([
        ["consent", "default", denied],
        ["consent", "update", consentState(choice)],
      ]);
    }
  });

  it("ignores unknown values and blocked storage", () => {
    expect(runBootstrap(memoryStorage({ [CONSENT_STORAGE_KEY]: "x" })).calls).toHaveLength(1);
    expect(runBootstrap(blockedStorage).calls).toHaveLength(1);
  });

  it("keeps an existing dataLayer", () => {
    const win = { localStorage: memoryStorage(), dataLayer: ["earlier"] as unknown[] };
    new Function("window", consentBootstrapScript())(win);
    expect(win.dataLayer[0]).toBe("earlier");
    expect(win.dataLayer).toHaveLength(2);
  });
});
