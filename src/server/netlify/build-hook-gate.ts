import { sql } from "kysely";
import type { Executor } from "../repositories/executor.ts";

/**
 * The global rate limit of Netlify's build hook, kept in the database
 * (`build_hook_state`, one row) so that every function instance shares it.
 * See supabase/migrations/*_build_hook_rate_limit.sql and docs/rebuilds.md
 * "In production (Netlify)".
 */
export type BuildKind = "content" | "popular";

export type BuildHookGate = {
  /** True when a build may be triggered now (recorded); false when refused (recorded as owed). */
  claim(kind: BuildKind): Promise<boolean>;
};

export type BuildIntervals = { contentSeconds: number; popularSeconds: number };

export function databaseBuildHookGate(db: Executor, intervals: BuildIntervals): BuildHookGate {
  return {
    async claim(kind) {
      const result = await sql<{ claimed: boolean }>`
        select public.claim_build_hook(
          ${kind},
          make_interval(secs => ${intervals.contentSeconds}),
          make_interval(secs => ${intervals.popularSeconds})
        ) as claimed
      `.execute(db);
      return result.rows[0]?.claimed === true;
    },
  };
}

/**
 * A build starts: it renders everything committed until now, so the builds
 * refused so far are no longer owed.
 */
export async function clearOwedBuild(db: Executor): Promise<void> {
  await sql`update public.build_hook_state set owed_content = false, owed_popular = false where id`.execute(db);
}

/** The build still owed for changes refused since the current build started, if any. */
export async function owedBuild(db: Executor): Promise<BuildKind | null> {
  const result = await sql<{ owed_content: boolean; owed_popular: boolean }>`
    select owed_content, owed_popular from public.build_hook_state where id
  `.execute(db);
  const row = result.rows[0];
  return row?.owed_content ? "content" : row?.owed_popular ? "popular" : null;
}

/**
 * The end of a build: triggers the build owed for changes the interval
 * refused while this one ran (it may have read the database before them).
 * Refused again, the debt stays for the next change's trigger to take.
 */
export async function triggerOwedBuild(
  db: Executor,
  hook: { trigger(reason: string, kind?: BuildKind): Promise<void> },
): Promise<BuildKind | null> {
  const kind = await owedBuild(db);
  if (kind) await hook.trigger("changes during the previous build", kind);
  return kind;
}
