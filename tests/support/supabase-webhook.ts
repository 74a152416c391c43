import fs from "node:fs";
import { sql } from "kysely";
import postgres from "postgres";
import type { DatabaseHandle } from "#src/server/db/connection.ts";
import type { Executor } from "#src/server/repositories/executor.ts";

/**
 * Supabase's Database Webhooks as production runs them: the stand-in of
 * Supabase's `supabase_functions.http_request` and pg_net
 * (supabase-functions.sql), then the very file an operator runs on
 * Supabase, supabase/webhooks/content_webhooks.sql, with the values psql's
 * `-v` would give it. What the triggers ask pg_net to send waits in
 * `net.http_request_queue` until a relay (below) posts it, as pg_net's
 * worker does after the commit.
 */
const STAND_IN = new URL("./supabase-functions.sql", import.meta.url);
const WEBHOOKS = new URL("../../supabase/webhooks/content_webhooks.sql", import.meta.url);

/** The file with psql's `:'name'` variables put in as quoted literals, as `psql -v name=value` does. */
export function withPsqlVariables(text: string, variables: Record<string, string>): string {
  return text.replace(/:'([A-Za-z_][A-Za-z0-9_]*)'/g, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`psql variable ${name} is not set`);
    return `'${value.replaceAll("'", "''")}'`;
  });
}

type WebhookSettings = { webhookUrl: string; secret: string };

/** The stand-in, then content_webhooks.sql with its two variables set. */
function installScript({ webhookUrl, secret }: WebhookSettings): string {
  const webhooks = withPsqlVariables(fs.readFileSync(WEBHOOKS, "utf8"), { webhook_url: webhookUrl, webhook_secret: secret });
  return `${fs.readFileSync(STAND_IN, "utf8")}\n${webhooks}`;
}

/** Installs the stand-in and runs content_webhooks.sql on a migrated database. */
export async function installSupabaseWebhooks(handle: DatabaseHandle, settings: WebhookSettings): Promise<void> {
  await handle.exec(installScript(settings));
}

export type QueuedRequest = { id: number; url: string; headers: Record<string, string>; body: string };

type QueueRow = { id: string | number; url: string; headers: Record<string, string>; body: Uint8Array | null };

/** What pg_net would send next, taken off its queue (deleted and returned), in queue order. */
const takeSql = (limit: number) => `
  delete from net.http_request_queue
  where id in (select id from net.http_request_queue order by id limit ${Math.trunc(limit)})
  returning id, url, headers, body`;

const toRequests = (rows: readonly QueueRow[]): QueuedRequest[] =>
  rows
    .map((row) => ({
      id: Number(row.id),
      url: row.url,
      headers: row.headers,
      body: row.body ? Buffer.from(row.body).toString("utf8") : "",
    }))
    .sort((a, b) => a.id - b.id);

export async function takeQueuedRequests(db: Executor, limit = 100): Promise<QueuedRequest[]> {
  return toRequests((await sql.raw<QueueRow>(takeSql(limit)).execute(db)).rows);
}

export type WebhookRelay = {
  /** Answers the site gave, in order. */
  delivered: { table: string; type: string; status: number }[];
  /** Resolves once every request queued so far has been posted. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Installs the webhooks on a migrated PostgreSQL database, then plays
 * pg_net's worker: polls the queue and posts each request, in order, with
 * its headers, retrying a failed connection twice.
 */
export async function startSupabaseWebhookRelay({
  databaseUrl,
  ...settings
}: WebhookSettings & { databaseUrl: string }): Promise<WebhookRelay> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await client.unsafe(installScript(settings)).simple();
  const delivered: WebhookRelay["delivered"] = [];
  let stopped = false;
  // One pass at a time, so requests are posted in queue order.
  let chain: Promise<void> = Promise.resolve();
  const pass = () => {
    chain = chain.then(drain).catch(() => {});
    return chain;
  };

  const take = async (): Promise<QueuedRequest[]> => toRequests(await client.unsafe<QueueRow[]>(takeSql(50)));

  const post = async (request: QueuedRequest) => {
    const { table, type } = JSON.parse(request.body) as { table: string; type: string };
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const response = await fetch(request.url, {
          method: "POST",
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        delivered.push({ table, type, status: response.status });
        return;
      } catch {
        if (attempt === 3) delivered.push({ table, type, status: 0 });
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  const drain = async () => {
    for (;;) {
      const batch = await take();
      if (batch.length === 0) return;
      for (const request of batch) await post(request);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      await pass();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  return {
    delivered,
    // What was committed before this call is in the queue: one more pass posts it all.
    settled: () => pass(),
    close: async () => {
      stopped = true;
      await loop;
      await client.end({ timeout: 1 });
    },
  };
}
