/**
 * Writes a value that keeps changing, at once, one write at a time, the last
 * value last: what the colouring screen's autosave needs. A child who taps
 * and leaves the page at once must find that tap saved, so nothing waits for
 * a quiet moment; and a burst of taps must not queue a write per tap, so while
 * a write is in flight only the newest value waits for its turn.
 */
export function latestWriter<T>(write: (value: T) => Promise<void>, onError: (error: unknown) => void = () => {}) {
  let inFlight: Promise<void> | null = null;
  let waiting: { value: T } | null = null;

  const start = (value: T): Promise<void> => {
    inFlight = write(value)
      .catch(onError)
      .finally(() => {
        inFlight = null;
        const next = waiting;
        waiting = null;
        if (next) void start(next.value);
      });
    return inFlight;
  };

  return {
    /** Writes `value` now, or right after the write in flight (replacing any value already waiting). */
    write(value: T): void {
      if (inFlight) waiting = { value };
      else void start(value);
    },
    /** Resolves once nothing is in flight or waiting. */
    async settled(): Promise<void> {
      while (inFlight) await inFlight;
    },
  };
}
