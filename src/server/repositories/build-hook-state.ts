import { sql } from "kysely";
import type { Executor } from "./executor.ts";

/**
 * The one row of `build_hook_state` (migration *_build_hook_rate_limit.sql):
 * when Netlify's build hook last ran for each kind of change, and which
 * builds the interval refused meanwhile (owed).
 */
export type BuildKind = "content" | "popular";

/** True when a build may be triggered now (recorded); false when refused (recorded as owed). */
export async function claimBuildHook(
  db: Executor,
  kind: BuildKind,
  intervals: { contentSeconds: number; popularSeconds: number },
): Promise<boolean> {
  const result = await sql<{ claimed: boolean }>`
    select public.claim_build_hook(
      ${kind},
      make_interval(secs => ${intervals.contentSeconds}),
      make_interval(secs => ${intervals.popularSeconds})
    ) as claimed
  `.execute(db);
  return result.rows[0]?.claimed === true;
}

/** No build is owed any more (a build starts and reads everything committed until now). */
export async function clearOwedBuilds(db: Executor): Promise<void> {
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
