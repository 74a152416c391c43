import postgres from "postgres";
import { NOTIFY_CHANNEL } from "#src/server/changes/listen.ts";

/**
 * A stand-in of Supabase's Database Webhooks (supabase/webhooks/content_webhooks.sql)
 * for a plain PostgreSQL: Supabase posts each committed row change of the
 * content tables to the site, as `{ type, table, schema, record, old_record }`
 * with the `x-webhook-secret` header, after the commit and asynchronously
 * (pg_net). The migrations already announce each such change on the
 * `content_changes` channel in that very shape; this relay LISTENs there and
 * posts every announcement, in order, as Supabase would.
 */
export type WebhookRelay = {
  /** Answers the site gave, in order. */
  delivered: { table: string; type: string; status: number }[];
  /** Resolves once every announcement so far has been posted. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export async function startSupabaseWebhookRelay({
  databaseUrl,
  webhookUrl,
  secret,
}: {
  databaseUrl: string;
  webhookUrl: () => string;
  secret: string;
}): Promise<WebhookRelay> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const delivered: WebhookRelay["delivered"] = [];
  let chain = Promise.resolve();
  const { unlisten } = await sql.listen(NOTIFY_CHANNEL, (payload) => {
    chain = chain.then(async () => {
      const { table, type } = JSON.parse(payload) as { table: string; type: string };
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const response = await fetch(webhookUrl(), {
            method: "POST",
            headers: { "content-type": "application/json", "x-webhook-secret": secret },
            body: payload,
            signal: AbortSignal.timeout(60_000),
          });
          await response.arrayBuffer();
          delivered.push({ table, type, status: response.status });
          return;
        } catch (error) {
          if (attempt === 3) delivered.push({ table, type, status: 0 });
          else await new Promise((resolve) => setTimeout(resolve, 500));
          void error;
        }
      }
    });
  });
  return {
    delivered,
    settled: async () => {
      // Notifications are delivered after commit: give the last one a moment to arrive first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await chain;
    },
    close: async () => {
      await chain;
      await unlisten().catch(() => {});
      await sql.end({ timeout: 1 });
    },
  };
}
