import { describe, expect, it } from "vitest";
import { loadIdentity, startLoad } from "./latest-load.ts";

/** A load whose answer the test gives when it wants, and the signal it was started with. */
function deferredLoad<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  const started: { signal?: AbortSignal } = {};
  const load = (signal: AbortSignal) => {
    started.signal = signal;
    return promise;
  };
  return { load, resolve, reject, started };
}

/** What reached the screen, in order. */
function recorder() {
  const events: string[] = [];
  return {
    events,
    outcome: {
      onData: (data: unknown) => events.push(`data ${String(data)}`),
      onError: (error: unknown) => events.push(`error ${(error as Error).message}`),
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startLoad", () => {
  it("starts the request at once and delivers its data", async () => {
    const { load, resolve, started } = deferredLoad<string>();
    const { events, outcome } = recorder();
    startLoad(load, outcome);
    expect(started.signal?.aborted).toBe(false);
    resolve("gatos");
    await settled();
    expect(events).toEqual(["data gatos"]);
  });

  it("delivers a failure, also from a loader that throws instead of rejecting", async () => {
    const { load, reject } = deferredLoad<string>();
    const { events, outcome } = recorder();
    startLoad(load, outcome);
    reject(new Error("500"));
    await settled();
    startLoad(() => {
      throw new Error("sync");
    }, outcome);
    await settled();
    expect(events).toEqual(["error 500", "error sync"]);
  });

  it("aborts the request when cancelled and drops whatever comes after", async () => {
    const { load, resolve, started } = deferredLoad<string>();
    const { events, outcome } = recorder();
    const cancel = startLoad(load, outcome);
    cancel();
    expect(started.signal?.aborted).toBe(true);
    resolve("late");
    await settled();
    expect(events).toEqual([]);
  });

  it("drops a failure that arrives after the cancel (the abort itself, typically)", async () => {
    const { load, reject } = deferredLoad<string>();
    const { events, outcome } = recorder();
    startLoad(load, outcome)();
    reject(new DOMException("The operation was aborted.", "AbortError"));
    await settled();
    expect(events).toEqual([]);
  });

  it("never lets an older answer overwrite a newer one", async () => {
    const first = deferredLoad<string>();
    const second = deferredLoad<string>();
    const { events, outcome } = recorder();
    const cancelFirst = startLoad(first.load, outcome);
    // The key changed: the effect's cleanup cancels the first load before the second starts.
    cancelFirst();
    startLoad(second.load, outcome);
    second.resolve("page 2");
    await settled();
    first.resolve("page 1");
    await settled();
    expect(events).toEqual(["data page 2"]);
  });
});

describe("loadIdentity", () => {
  it("is the same for equal keys and null for no key", () => {
    expect(loadIdentity({ search: "gato", page: 1 })).toBe(loadIdentity({ search: "gato", page: 1 }));
    expect(loadIdentity({ search: "gato", page: 2 })).not.toBe(loadIdentity({ search: "gato", page: 1 }));
    expect(loadIdentity("c9")).not.toBe(loadIdentity("c10"));
    expect(loadIdentity(null)).toBeNull();
  });
});
