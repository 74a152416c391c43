import { createHmac, timingSafeEqual } from "node:crypto";
import { AI_JOBS, API } from "#src/lib/admin-contracts/messages.ts";
import type { AiJobView } from "#src/lib/admin-contracts/responses.ts";
import { generateArticleSchema } from "#src/lib/admin-contracts/schemas.ts";
import { claimAiJob, createAiJob, findAiJob, finishAiJob } from "#src/server/repositories/ai-jobs.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { AiJobRow } from "#src/server/repositories/mappers.ts";
import { generateArticle } from "../ai/generate-article.ts";
import { requireAi } from "../ai/reformulate.ts";
import { resolveAuthSecret } from "../auth/secret.ts";
import { config } from "../config.ts";
import { contentDeps } from "../content/deps.ts";
import type { AiJobKind } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { statusOfKind } from "../http/domain-status.ts";

/**
 * AI work that may outlast a synchronous request (issue 20). Netlify stops a
 * synchronous function after 60 seconds, and an article can take the model
 * longer: the route validates the request, stores it as a job and answers
 * 202; the job runs in Netlify's background function (15 minutes,
 * netlify/functions/ai-jobs-background.mjs), or in this process under
 * `npm start`; the screen polls GET /api/admin/ai-jobs/{id}. A job's answer
 * is what the synchronous route would have sent: its result, or its HTTP
 * error's status and message.
 */

/** What each kind runs, from its stored (already validated) input. */
const KINDS: Record<AiJobKind, (input: unknown) => Promise<unknown>> = {
  "generate-article": async (input) => {
    const { ai, dataDir } = config();
    return generateArticle({ ...(await contentDeps()), ai, dataDir }, generateArticleSchema.parse(input));
  },
};

/** Longer than Netlify's background function may run (15 minutes): a job still running then has died. */
export const RUNNING_JOB_LIMIT_MS = 16 * 60_000;
/** A job nobody started in this long never will (its dispatch was lost). */
export const QUEUED_JOB_LIMIT_MS = 5 * 60_000;

/** Starts a job in the background: `dispatch` hands its id to whoever runs it. Answers the job's first view. */
export async function startAiJob(
  db: Executor,
  kind: AiJobKind,
  input: unknown,
  dispatch: (id: string) => Promise<void>,
): Promise<AiJobView> {
  requireAi(config().ai);
  const id = await createAiJob(db, kind, input);
  try {
    await dispatch(id);
  } catch (error) {
    console.error(`Could not start the AI job ${id} (${kind}): ${(error as Error).message}`);
    await claimAiJob(db, id);
    await finishAiJob(db, id, { error: { status: 502, message: AI_JOBS.notStarted } });
  }
  return viewOf((await findAiJob(db, id)) as AiJobRow);
}

/** Runs a queued job to its end (once: a second call finds it taken). Never throws. */
export async function runAiJob(db: Executor, id: string): Promise<void> {
  const job = await claimAiJob(db, id);
  if (!job) return;
  try {
    const result = await KINDS[job.kind](job.input);
    await finishAiJob(db, id, { result });
  } catch (error) {
    if (!(error instanceof DomainError)) console.error(`AI job ${id} (${job.kind}) failed:`, error);
    const failure =
      error instanceof DomainError
        ? { status: statusOfKind(error.kind), message: error.message }
        : { status: 500, message: API.internal };
    await finishAiJob(db, id, { error: failure });
  }
}

/** A job as the screen sees it; one past its time limits reads as failed. */
export function viewOf(job: AiJobRow, now = Date.now()): AiJobView {
  const base = { id: job.id, kind: job.kind };
  if (job.status === "done") return { ...base, status: "done", result: job.result };
  if (job.status === "failed") return { ...base, status: "failed", error: job.error ?? { status: 500, message: API.internal } };
  const since = (job.startedAt ?? job.createdAt).getTime();
  const limit = job.status === "running" ? RUNNING_JOB_LIMIT_MS : QUEUED_JOB_LIMIT_MS;
  if (now - since > limit) return { ...base, status: "failed", error: { status: 504, message: AI_JOBS.timedOut } };
  return { ...base, status: job.status };
}

export async function aiJobView(db: Executor, id: string): Promise<AiJobView | null> {
  const job = await findAiJob(db, id);
  return job ? viewOf(job) : null;
}

/** Proves to the background function that this server started the job (the session secret signs its id). */
function aiJobToken(id: string): string {
  return createHmac("sha256", resolveAuthSecret(config())).update(`ai-job:${id}`).digest("base64url");
}

export function aiJobTokenMatches(id: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(aiJobToken(id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The background function's address on this site (Netlify: /.netlify/functions/<name>). */
export const AI_JOBS_BACKGROUND_PATH = "/.netlify/functions/ai-jobs-background";
/** The headers that name the job and carry its token: checked before any body is read. */
export const AI_JOB_ID_HEADER = "x-ai-job-id";
export const AI_JOB_TOKEN_HEADER = "x-ai-job-token";

/**
 * Who runs a job: on Netlify (a server bundle built with its adapter), its
 * background function, asked at the site's own address; elsewhere this
 * process, without waiting.
 */
export function aiJobDispatcher(siteOrigin: string, onNetlify: boolean): (id: string) => Promise<void> {
  if (!onNetlify) {
    return async (id) => {
      void contentDeps()
        .then(({ db }) => runAiJob(db, id))
        .catch((error: Error) => console.error(`AI job ${id} could not run: ${error.message}`));
    };
  }
  return async (id) => {
    const response = await fetch(new URL(AI_JOBS_BACKGROUND_PATH, siteOrigin), {
      method: "POST",
      headers: { [AI_JOB_ID_HEADER]: id, [AI_JOB_TOKEN_HEADER]: aiJobToken(id) },
      signal: AbortSignal.timeout(10_000),
    });
    // A background function answers 202 as soon as it is queued.
    if (!response.ok) throw new Error(`the background function answered ${response.status}`);
  };
}
