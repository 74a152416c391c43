/**
 * The one way the tests wait for a condition: ask `probe` again every
 * `intervalMs` until `done(value)` holds, for `ceilingMs` at most, then
 * return the last value, so the caller's assertion says what was wrong. A
 * probe that throws counts as not done yet (a response cut short while the
 * engine replaces a page), until the ceiling, when its error is thrown.
 * Ceilings are generous: a busy 2-core machine is slow, never wrong.
 */
export async function poll<T>(
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  { ceilingMs = 20_000, intervalMs = 100 }: { ceilingMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    let value: T;
    try {
      value = await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
      continue;
    }
    if (done(value) || Date.now() > deadline) return value;
    await sleep(intervalMs);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a public URL until it answers `status` (the rebuild engine publishes and removes pages shortly after a write); the last status. */
export function waitForStatus(baseUrl: string, path: string, status: number, ceilingMs = 45_000): Promise<number> {
  return poll(
    async () => (await fetch(new URL(path, baseUrl), { redirect: "manual" })).status,
    (answered) => answered === status,
    { ceilingMs, intervalMs: 250 },
  );
}

/** Polls a public page until `ready(html)` holds; the last HTML ("" while it is not found). */
export function waitForHtml(
  baseUrl: string,
  path: string,
  ready: (html: string) => boolean,
  ceilingMs = 45_000,
): Promise<string> {
  return poll(
    async () => {
      const response = await fetch(new URL(path, baseUrl));
      return response.ok ? await response.text() : "";
    },
    ready,
    { ceilingMs, intervalMs: 250 },
  );
}
