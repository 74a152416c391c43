import { sql } from "kysely";
import type { ContentChange } from "#src/server/changes/change.ts";
import { NOTIFY_CHANNEL, parseNotification } from "#src/server/changes/listen.ts";
import { type DatabaseHandle, openDatabase } from "#src/server/db/connection.ts";
import { directUrlOf } from "./databases.ts";

/**
 * The content changes a database announces (the `notify_content_change`
 * triggers: every committed write of categories, drawings and articles), as
 * the rebuild engine of `npm start` hears them, on every driver.
 *
 * Notifications arrive after the write's commit, asynchronously; `settle()`
 * sends a marker through the same channel and waits for it, so every change
 * committed before it has arrived (PostgreSQL delivers a listener's
 * notifications in commit order).
 */
export type HeardChanges = {
  readonly list: ContentChange[];
  /** Waits until every change committed so far has arrived. */
  settle(): Promise<void>;
  /** Settles, then forgets what was heard. */
  clear(): Promise<void>;
  stop(): Promise<void>;
};

const MARKER = "test-settle:";

export async function hearContentChanges(handle: DatabaseHandle): Promise<HeardChanges> {
  const list: ContentChange[] = [];
  const markers = new Map<string, () => void>();
  let sent = 0;
  // Through a transaction pooler, on a connection of its own to the same database (the pooler cannot LISTEN).
  const direct = directUrlOf(handle);
  const listener = direct ? await openDatabase({ kind: "postgres", url: direct, transactionPooler: false }) : handle;
  const unlisten = await listener.listen(NOTIFY_CHANNEL, (payload) => {
    if (payload.startsWith(MARKER)) {
      markers.get(payload)?.();
      markers.delete(payload);
      return;
    }
    const change = parseNotification(payload);
    if (change) list.push(change);
  });
  const settle = async () => {
    const marker = `${MARKER}${++sent}`;
    const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${marker})`.execute(handle.db);
    await arrived;
  };
  return {
    list,
    settle,
    clear: async () => {
      await settle();
      list.length = 0;
    },
    stop: async () => {
      await unlisten();
      if (listener !== handle) await listener.close();
    },
  };
}
