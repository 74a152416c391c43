import { sql } from "kysely";
import type { Executor } from "./executor.ts";

/**
 * What the CDN holds and owes (migration *_cdn_cache_tags.sql): the pages it
 * may have cached with the keys each was rendered from (`cdn_pages`), the
 * content changes waiting for the purger (`cdn_changes`), and the purger's
 * one row of state (`cdn_purge_state`). docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md.
 */

/** A cached page's record: its dependency keys and the fingerprint of each, as its render recorded them. */
export type CachedPageRecord = { path: string; deps: Record<string, string> };

/** Records what a page the CDN may now hold was rendered from (replacing an older record); `groups`: its keys' groups. */
export async function recordCachedPage(
  db: Executor,
  { path, deps, groups }: { path: string; deps: ReadonlyMap<string, string>; groups: readonly string[] },
): Promise<void> {
  const keys = [...deps.keys()];
  const fingerprints = keys.map((key) => deps.get(key) as string);
  await sql`
    insert into public.cdn_pages (path, keys, fingerprints, groups, rendered_at)
    values (${path}, ${textArray(keys)}, ${textArray(fingerprints)}, ${textArray(groups)}, now())
    on conflict (path) do update
      set keys = excluded.keys, fingerprints = excluded.fingerprints, groups = excluded.groups, rendered_at = now()
  `.execute(db);
}

/** Forgets a page: its address answers something else now (a 404, a redirect), which no key describes. */
export async function forgetCachedPage(db: Executor, path: string): Promise<void> {
  await sql`delete from public.cdn_pages where path = ${path}`.execute(db);
}

/**
 * The records of every cached page that depends on something in `groups`.
 * One index probe per group (`@>` of a one-element array, joined to the
 * groups): given `groups && <array>` with hundreds of groups, PostgreSQL
 * estimates most rows match and scans them all, comparing each row with the
 * whole array (a category rename names each of its drawings: 68 s at
 * 100,000 pages, against 4 ms per 200 groups probed).
 */
export async function cachedPagesInGroups(db: Executor, groups: readonly string[]): Promise<CachedPageRecord[]> {
  const records = new Map<string, CachedPageRecord>();
  const unique = [...new Set(groups)];
  for (let start = 0; start < unique.length; start += GROUPS_PER_QUERY) {
    const chunk = unique.slice(start, start + GROUPS_PER_QUERY);
    const result = await sql<{ path: string; keys: string[]; fingerprints: string[] }>`
      select distinct on (p.path) p.path, p.keys, p.fingerprints
      from unnest(${textArray(chunk)}) as g(name)
      join public.cdn_pages p on p.groups @> array[g.name]
    `.execute(db);
    for (const row of result.rows)
      records.set(row.path, {
        path: row.path,
        deps: Object.fromEntries(row.keys.map((key, index) => [key, row.fingerprints[index] ?? ""])),
      });
  }
  return [...records.values()];
}

const GROUPS_PER_QUERY = 1_000;

/** Forgets every record (a code deploy emptied the whole cache). */
export async function forgetAllCachedPages(db: Executor): Promise<void> {
  await sql`delete from public.cdn_pages`.execute(db);
}

/** Queues a content change for the purger. */
export async function queueCdnChange(db: Executor, change: unknown): Promise<void> {
  await sql`insert into public.cdn_changes (change) values (${JSON.stringify(change)}::jsonb)`.execute(db);
}

/** The oldest queued changes, at most `limit`, with their ids (deleted by `dropCdnChanges` once planned). */
export async function queuedCdnChanges(db: Executor, limit: number): Promise<{ id: string; change: unknown }[]> {
  const result = await sql<{ id: string; change: unknown }>`
    select id::text as id, change from public.cdn_changes order by id limit ${limit}
  `.execute(db);
  return result.rows.map((row) => ({ id: row.id, change: typeof row.change === "string" ? JSON.parse(row.change) : row.change }));
}

export async function dropCdnChanges(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from public.cdn_changes where id = any(${textArray(ids)}::bigint[])`.execute(db);
}

export async function countQueuedCdnChanges(db: Executor): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from public.cdn_changes`.execute(db);
  return result.rows[0]?.n ?? 0;
}

export type PurgeState = {
  lastPurgeAt: Date | null;
  owedTags: string[];
  owedPaths: string[];
  yearChecked: string | null;
};

type PurgeStateRow = {
  last_purge_at: Date | string | null;
  lease_until: Date | string | null;
  owed_tags: string[];
  owed_paths: string[];
  year_checked: string | null;
};

function toPurgeState(row: PurgeStateRow): PurgeState & { leaseUntil: Date | null } {
  return {
    lastPurgeAt: row.last_purge_at === null ? null : new Date(row.last_purge_at),
    leaseUntil: row.lease_until === null ? null : new Date(row.lease_until),
    owedTags: row.owed_tags,
    owedPaths: row.owed_paths,
    yearChecked: row.year_checked,
  };
}

/**
 * Takes the purger's lease for `seconds` when nobody holds it (or its holder's
 * ran out): one purger at a time, across every function instance. Returns
 * the state, or null when another holds it.
 */
export async function takePurgeLease(db: Executor, owner: string, seconds: number): Promise<PurgeState | null> {
  const result = await sql<PurgeStateRow>`
    update public.cdn_purge_state
    set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${seconds})
    where id and (lease_until is null or lease_until < now() or lease_owner = ${owner})
    returning *
  `.execute(db);
  const row = result.rows[0];
  return row ? toPurgeState(row) : null;
}

export async function releasePurgeLease(db: Executor, owner: string): Promise<void> {
  await sql`
    update public.cdn_purge_state set lease_owner = null, lease_until = null where id and lease_owner = ${owner}
  `.execute(db);
}

/** Saves what the lease holder learned: its last purge, what it still owes, the year it checked. */
export async function savePurgeState(
  db: Executor,
  state: Partial<Pick<PurgeState, "lastPurgeAt" | "owedTags" | "owedPaths" | "yearChecked">>,
): Promise<void> {
  const sets = [];
  if (state.lastPurgeAt !== undefined) sets.push(sql`last_purge_at = ${state.lastPurgeAt}`);
  if (state.owedTags !== undefined) sets.push(sql`owed_tags = ${textArray(state.owedTags)}`);
  if (state.owedPaths !== undefined) sets.push(sql`owed_paths = ${textArray(state.owedPaths)}`);
  if (state.yearChecked !== undefined) sets.push(sql`year_checked = ${state.yearChecked}`);
  if (sets.length === 0) return;
  await sql`update public.cdn_purge_state set ${sql.join(sets)} where id`.execute(db);
}

/**
 * Claims a deploy's whole-site purge: true for the one caller that claims it
 * first, false when it was claimed before (the set of purged deploys).
 */
export async function claimDeployPurge(db: Executor, deployId: string): Promise<boolean> {
  const claimed = await sql<{ deploy_id: string }>`
    insert into public.cdn_purged_deploys (deploy_id) values (${deployId})
    on conflict do nothing
    returning deploy_id
  `.execute(db);
  if (claimed.rows.length === 0) return false;
  await sql`delete from public.cdn_purged_deploys where purged_at < now() - interval '400 days'`.execute(db);
  return true;
}

/** Gives a claim back (its purge failed): the deploy's next event tries again. */
export async function releaseDeployPurge(db: Executor, deployId: string): Promise<void> {
  await sql`delete from public.cdn_purged_deploys where deploy_id = ${deployId}`.execute(db);
}

/** The purger's state without taking its lease (the migration inserts its one row). */
export async function readPurgeState(db: Executor): Promise<PurgeState & { leaseUntil: Date | null }> {
  const result = await sql<PurgeStateRow>`select * from public.cdn_purge_state where id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("cdn_purge_state has no row: run the migrations.");
  return toPurgeState(row);
}

/** A text[] parameter: both drivers (postgres.js, PGlite) take it as an array literal cast. */
function textArray(values: readonly string[]) {
  return sql`${`{${values.map(arrayElement).join(",")}}`}::text[]`;
}

function arrayElement(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
