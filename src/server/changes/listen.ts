import postgres from "postgres";
import type { ContentChange } from "./change.ts";
import { toContentChange, webhookPayloadSchema } from "./change.ts";

/**
 * LISTEN side of the `notify_content_change` triggers (migration
 * *_content_change_notify.sql): every committed row change of categories,
 * drawings and blog_articles is announced on this channel with the webhook
 * payload's shape (a few key columns only: NOTIFY payloads are small), so an
 * edit made with psql or another program reaches the site too.
 */
export const NOTIFY_CHANNEL = "content_changes";

export type ChangeListener = { close(): Promise<void> };

export function parseNotification(payload: string): ContentChange | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = webhookPayloadSchema.safeParse(data);
  return parsed.success ? toContentChange(parsed.data) : null;
}

/**
 * Listens on a dedicated PostgreSQL connection (postgres.js reconnects by
 * itself). `onReconnect` runs when the connection came back after a loss:
 * notifications sent meanwhile are gone, so the caller should reconcile.
 */
export async function listenForChanges(
  url: string,
  onChange: (change: ContentChange) => void,
  { onReconnect, log = console.error }: { onReconnect?: () => void; log?: (line: string) => void } = {},
): Promise<ChangeListener> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  let connected = false;
  const { unlisten } = await sql.listen(
    NOTIFY_CHANNEL,
    (payload) => {
      const change = parseNotification(payload);
      if (change) onChange(change);
      else log(`Ignored a malformed ${NOTIFY_CHANNEL} notification: ${payload.slice(0, 200)}`);
    },
    () => {
      if (connected) onReconnect?.();
      connected = true;
    },
  );
  return {
    close: async () => {
      await unlisten().catch(() => {});
      await sql.end({ timeout: 1 });
    },
  };
}
