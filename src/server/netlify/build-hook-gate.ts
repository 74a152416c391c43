import { type BuildKind, claimBuildHook, owedBuild } from "../repositories/build-hook-state.ts";
import type { Executor } from "../repositories/executor.ts";

/**
 * The global rate limit of Netlify's build hook, kept in the database
 * (`build_hook_state`, one row) so that every function instance shares it.
 * See supabase/migrations/*_build_hook_rate_limit.sql and docs/rebuilds.md
 * "In production (Netlify)".
 */
export type BuildHookGate = {
  /** True when a build may be triggered now (recorded); false when refused (recorded as owed). */
  claim(kind: BuildKind): Promise<boolean>;
};

export type BuildIntervals = { contentSeconds: number; popularSeconds: number };

export function databaseBuildHookGate(db: Executor, intervals: BuildIntervals): BuildHookGate {
  return { claim: (kind) => claimBuildHook(db, kind, intervals) };
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
