import { sql } from "kysely";
import { expect, it } from "vitest";
import { QUEUED_JOB_LIMIT_MS, RUNNING_JOB_LIMIT_MS, viewOf } from "#src/server/ai-jobs/jobs.ts";
import { claimAiJob, createAiJob, findAiJob, finishAiJob } from "#src/server/repositories/ai-jobs.ts";
import { describeEachDriver } from "../support/databases.ts";

describeEachDriver("AI jobs", (handle) => {
  it("runs a job once: the first claim takes it, a second finds nothing, and its outcome is kept", async () => {
    const { db } = handle();
    const id = await createAiJob(db, "generate-article", { topic: "Colorir" });
    expect(await findAiJob(db, id)).toMatchObject({ status: "queued", input: { topic: "Colorir" }, startedAt: null });
    const [first, second] = await Promise.all([claimAiJob(db, id), claimAiJob(db, id)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await finishAiJob(db, id, { result: { content: "Texto", wordCount: 1 } });
    // A finished job is never finished again.
    await finishAiJob(db, id, { error: { status: 502, message: "tarde demais" } });
    const done = await findAiJob(db, id);
    expect(done).toMatchObject({ status: "done", result: { content: "Texto", wordCount: 1 }, error: null });
    expect(viewOf(done as NonNullable<typeof done>)).toEqual({
      id,
      kind: "generate-article",
      status: "done",
      result: { content: "Texto", wordCount: 1 },
    });
    expect(await claimAiJob(db, id)).toBeNull();
  });

  it("keeps a failure's status and message, and reads a job past its time limits as failed", async () => {
    const { db } = handle();
    const failing = await createAiJob(db, "generate-article", { topic: "x" });
    await claimAiJob(db, failing);
    await finishAiJob(db, failing, { error: { status: 502, message: "Falha ao gerar o artigo." } });
    const failed = await findAiJob(db, failing);
    expect(viewOf(failed as NonNullable<typeof failed>)).toMatchObject({
      status: "failed",
      error: { status: 502, message: "Falha ao gerar o artigo." },
    });

    const stuck = await createAiJob(db, "generate-article", { topic: "y" });
    const queued = await findAiJob(db, stuck);
    if (!queued) throw new Error("missing job");
    expect(viewOf(queued).status).toBe("queued");
    expect(viewOf(queued, queued.createdAt.getTime() + QUEUED_JOB_LIMIT_MS + 1)).toMatchObject({
      status: "failed",
      error: { status: 504 },
    });
    const running = await claimAiJob(db, stuck);
    if (!running?.startedAt) throw new Error("not claimed");
    expect(viewOf(running, running.startedAt.getTime() + RUNNING_JOB_LIMIT_MS - 1).status).toBe("running");
    expect(viewOf(running, running.startedAt.getTime() + RUNNING_JOB_LIMIT_MS + 1).status).toBe("failed");
  });

  it("forgets jobs older than a day when a new one is created", async () => {
    const { db } = handle();
    const old = await createAiJob(db, "generate-article", { topic: "antigo" });
    await sql`update ai_jobs set created_at = now() - interval '25 hours' where id = ${old}`.execute(db);
    const fresh = await createAiJob(db, "generate-article", { topic: "novo" });
    expect(await findAiJob(db, old)).toBeNull();
    expect(await findAiJob(db, fresh)).not.toBeNull();
  });
});
