/**
 * Calls a build hook (Netlify's "Build hooks") at most once per burst: the
 * first request waits `debounceMs` for others, a burst is cut after
 * `maxWaitMs`, and every caller's promise settles when the POST that covers
 * it is answered. On Netlify the site is static files the functions cannot
 * write, so a content change asks for a build; the build renders only what
 * changed (README "Rebuilds").
 */
export type BuildHookOptions = {
  url: string;
  debounceMs?: number;
  maxWaitMs?: number;
  fetch?: typeof fetch;
  /** Shown in Netlify's deploy list as the trigger title. */
  title?: string;
};

export type BuildHookTrigger = { trigger(reason: string): Promise<void> };

export function createBuildHook({
  url,
  debounceMs = 250,
  maxWaitMs = 2_000,
  fetch: doFetch = fetch,
  title = "Rabisco: content changed",
}: BuildHookOptions): BuildHookTrigger {
  let waiting: { reasons: string[]; since: number; timer: NodeJS.Timeout; settle: Promise<void>; fire: () => void } | null = null;

  const send = async (reasons: string[]): Promise<void> => {
    const target = new URL(url);
    target.searchParams.set("trigger_title", `${title} (${reasons.length}: ${[...new Set(reasons)].slice(0, 3).join(", ")})`);
    const response = await doFetch(target, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  };

  return {
    trigger(reason) {
      const now = Date.now();
      if (waiting) {
        waiting.reasons.push(reason);
        clearTimeout(waiting.timer);
        const delay = Math.max(0, Math.min(debounceMs, maxWaitMs - (now - waiting.since)));
        waiting.timer = setTimeout(waiting.fire, delay);
        return waiting.settle;
      }
      let fire!: () => void;
      const reasons = [reason];
      const settle = new Promise<void>((resolve, reject) => {
        fire = () => {
          waiting = null;
          send(reasons).then(resolve, reject);
        };
      });
      waiting = { reasons, since: now, timer: setTimeout(fire, debounceMs), settle, fire };
      return settle;
    },
  };
}
