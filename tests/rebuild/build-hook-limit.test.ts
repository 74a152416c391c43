import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createBuildHook } from "#src/server/netlify/build-hook.ts";
import { type BuildIntervals, databaseBuildHookGate, triggerOwedBuild } from "#src/server/netlify/build-hook-gate.ts";
import { clearOwedBuilds, owedBuild } from "#src/server/repositories/build-hook-state.ts";
import { describeEachDriver } from "../support/databases.ts";

/**
 * The build hook's global rate limit: several "instances" (build hooks of
 * their own, like Netlify function instances) share one database and a
 * local stand-in for Netlify's build hook endpoint, which counts the POSTs.
 */
const INTERVALS: BuildIntervals = { contentSeconds: 60, popularSeconds: 3_600 };
const INSTANCES = 5;

describeEachDriver("Netlify build hook rate limit", (handle) => {
  const db = () => handle().db;
  let server: http.Server;
  let url = "";
  let posts = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.method === "POST") posts++;
      request.resume();
      request.on("end", () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/limit`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    posts = 0;
    await sql`update public.build_hook_state set last_triggered_at = null, owed_content = false, owed_popular = false`.execute(
      db(),
    );
  });

  const instances = () =>
    Array.from({ length: INSTANCES }, () =>
      createBuildHook({ url, debounceMs: 5, gate: databaseBuildHookGate(db(), INTERVALS) }),
    );
  /** Moves the last trigger into the past, as if `seconds` had gone by. */
  const elapse = (seconds: number) =>
    sql`update public.build_hook_state set last_triggered_at = last_triggered_at - make_interval(secs => ${seconds})`.execute(
      db(),
    );

  it("sends one POST for many triggers from several instances, and owes the refused ones", async () => {
    const hooks = instances();
    // Bursts on every instance, some at once, some one after another.
    await Promise.all(hooks.map((hook) => Promise.all(Array.from({ length: 20 }, (_, n) => hook.trigger(`change ${n}`)))));
    for (const hook of hooks) await hook.trigger("later change");
    expect(posts).toBe(1);
    expect(await owedBuild(db())).toBe("content");
    // Within the interval nothing more goes out; after it, the next trigger takes the debt.
    await elapse(30);
    await hooks[0]?.trigger("still too soon");
    expect(posts).toBe(1);
    await elapse(31);
    await hooks[1]?.trigger("allowed again");
    expect(posts).toBe(2);
    expect(await owedBuild(db())).toBeNull();
    // The others, right after, are owed to the build that has not started yet.
    await Promise.all(hooks.map((hook) => hook.trigger("right after")));
    expect(posts).toBe(2);
    expect(await owedBuild(db())).toBe("content");
  });

  it("gives popular-list changes the longer interval, unless content is owed", async () => {
    const [hook] = instances();
    if (!hook) throw new Error("no hook");
    await hook.trigger("download", "popular");
    expect(posts).toBe(1);
    await elapse(120);
    await hook.trigger("download", "popular");
    expect(posts).toBe(1);
    expect(await owedBuild(db())).toBe("popular");
    await hook.trigger("title edit", "content");
    expect(posts).toBe(2);
    await elapse(3_601);
    await hook.trigger("download", "popular");
    expect(posts).toBe(3);
  });

  it("a build clears the debt as it starts and triggers at its end what was refused while it ran", async () => {
    const [hook] = instances();
    if (!hook) throw new Error("no hook");
    await hook.trigger("edit before the build");
    await hook.trigger("refused before the build starts");
    expect(posts).toBe(1);
    // The build starts: it reads everything committed so far.
    await clearOwedBuilds(db());
    expect(await triggerOwedBuild(db(), hook)).toBeNull();
    expect(posts).toBe(1);
    // A change while it runs is refused...
    await hook.trigger("edit during the build");
    expect(posts).toBe(1);
    // ...and the build's end, minutes after the trigger that started it, asks for it.
    await elapse(180);
    expect(await triggerOwedBuild(db(), hook)).toBe("content");
    expect(posts).toBe(2);
    expect(await owedBuild(db())).toBeNull();
  });

  it("keeps the table to its single row, hidden from anon", async () => {
    const rows = await sql<{ n: number }>`select count(*)::int as n from public.build_hook_state`.execute(db());
    expect(rows.rows[0]?.n).toBe(1);
    const outcome = await db()
      .connection()
      .execute(async (connection) => {
        await sql`set role anon`.execute(connection);
        try {
          await sql`select public.claim_build_hook('content', interval '0 s', interval '0 s')`.execute(connection);
          return "allowed";
        } catch (error) {
          return (error as Error).message;
        } finally {
          await sql`reset role`.execute(connection);
        }
      });
    expect(outcome).toMatch(/permission denied/);
  });
});
