import type { BuildKind } from "../repositories/build-hook-state.ts";
import type { BuildHookGate } from "./build-hook-gate.ts";

/**
 * Calls a build hook (Netlify's "Build hooks") at most once per burst: the
 * first request waits `debounceMs` for others, a burst is cut after
 * `maxWaitMs`, and every caller's promise settles when the POST that covers
 * it is answered. On Netlify the site is static files the functions cannot
 * write, so a content change asks for a build; the build renders only what
 * changed (docs/rebuilds.md "Rebuilds").
 *
 * With a `gate` (build-hook-gate.ts), a burst asks the database first: the
 * limit then holds across every process and function instance, and a burst
 * it refuses is recorded as owed instead of posted.
 */
export type BuildHookOptions = {
  url: string;
  debounceMs?: number;
  maxWaitMs?: number;
  fetch?: typeof fetch;
  /** Shown in Netlify's deploy list as the trigger title. */
  title?: string;
  /** The global rate limit; without one, every burst posts. */
  gate?: BuildHookGate | undefined;
};

export type BuildHookTrigger = {
  /** `kind` "popular" when only the home page's popular list moved (a longer interval may apply). */
  trigger(reason: string, kind?: BuildKind): Promise<void>;
};

export function createBuildHook({
  url,
  debounceMs = 250,
  maxWaitMs = 2_000,
  fetch: doFetch = fetch,
  title = "Rabisco: content changed",
  gate,
}: BuildHookOptions): BuildHookTrigger {
  let waiting: {
    reasons: string[];
    kind: BuildKind;
    since: number;
    timer: NodeJS.Timeout;
    settle: Promise<void>;
    fire: () => void;
  } | null = null;

  const send = async (reasons: string[], kind: BuildKind): Promise<void> => {
    if (gate && !(await gate.claim(kind))) return;
    const target = new URL(url);
    target.searchParams.set("trigger_title", `${title} (${reasons.length}: ${[...new Set(reasons)].slice(0, 3).join(", ")})`);
    const response = await doFetch(target, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  };

  return {
    trigger(reason, kind = "content") {
      const now = Date.now();
      if (waiting) {
        waiting.reasons.push(reason);
        if (kind === "content") waiting.kind = "content";
        clearTimeout(waiting.timer);
        const delay = Math.max(0, Math.min(debounceMs, maxWaitMs - (now - waiting.since)));
        waiting.timer = setTimeout(waiting.fire, delay);
        return waiting.settle;
      }
      let fire!: () => void;
      const reasons = [reason];
      const settle = new Promise<void>((resolve, reject) => {
        fire = () => {
          const burst = waiting;
          waiting = null;
          send(reasons, burst?.kind ?? kind).then(resolve, reject);
        };
      });
      waiting = { reasons, kind, since: now, timer: setTimeout(fire, debounceMs), settle, fire };
      return settle;
    },
  };
}
