import { nextCalendarEdge } from "#src/lib/collections/season.ts";
import { listCollections } from "#src/server/repositories/collections.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { RebuildEngine, RunReport } from "./engine.ts";

/**
 * Wakes the rebuild engine at each edge of the calendar (issue 36): the
 * Brasília midnight at which a collection's window opens or closes, or the
 * year turns. Nothing in the database changes then, so no change would tell
 * the engine; the watch tells it (RebuildEngine#calendarTick), and the run
 * re-renders the pages whose season or year moved: the home page, the
 * collections' page, the collection's own page.
 *
 * The next edge is read again after each run that may have moved it (a
 * collection changed, or the tick's own run: RunReport#calendarMayMove),
 * and after any run while the last read failed. A timer sleeps at most MAX_SLEEP_MS at a time, so a
 * clock that jumps (a laptop asleep) is caught up within that.
 */
export const MAX_SLEEP_MS = 6 * 60 * 60 * 1000;

export type CalendarWatchOptions = {
  db: Executor;
  now?: () => Date;
  /** The timer (tests pass a fake one): calls `wake` after `ms`, returns how to cancel it. */
  setTimer?: (wake: () => void, ms: number) => () => void;
  log?: (line: string) => void;
};

export type CalendarWatch = {
  /** The edge the watch waits for; null until it has read the collections. */
  readonly nextEdge: Date | null;
  /** Resolves once the watch has read the collections and armed its timer. */
  armed(): Promise<void>;
  stop(): void;
};

const realTimer = (wake: () => void, ms: number) => {
  const timer = setTimeout(wake, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export function watchCalendar(engine: RebuildEngine, options: CalendarWatchOptions): CalendarWatch {
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? realTimer;
  const log = options.log ?? console.log;
  let nextEdge: Date | null = null;
  let cancel: (() => void) | null = null;
  let stopped = false;
  let arming: Promise<void> = Promise.resolve();
  /** Whether the last read of the collections failed: any run tries again. */
  let readFailed = false;

  const wake = () => {
    cancel = null;
    if (stopped) return;
    if (nextEdge && now() >= nextEdge) engine.calendarTick();
    // The tick's run re-arms the watch; a sleep cut short by MAX_SLEEP_MS re-arms it here.
    else arm();
  };
  const arm = () => {
    arming = (async () => {
      try {
        const edge = nextCalendarEdge(await listCollections(options.db), now());
        readFailed = false;
        if (stopped) return;
        cancel?.();
        nextEdge = edge;
        cancel = setTimer(wake, Math.min(Math.max(0, edge.getTime() - now().getTime()), MAX_SLEEP_MS));
      } catch (error) {
        // The next run tries again; pages stay as they are meanwhile.
        readFailed = true;
        log(`Could not read the collections' dates: ${(error as Error).message}`);
      }
    })();
  };
  const onRun = (report: RunReport) => {
    if (report.calendarMayMove || readFailed) arm();
  };
  engine.on("run", onRun);
  arm();
  return {
    get nextEdge() {
      return nextEdge;
    },
    armed: () => arming,
    stop() {
      stopped = true;
      engine.off("run", onRun);
      cancel?.();
      cancel = null;
    },
  };
}
