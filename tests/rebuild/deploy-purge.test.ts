import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { type DeployPurgeOptions, handleDeploySucceeded } from "#src/server/netlify/deploy-purge.ts";
import type { PurgeApi } from "#src/server/netlify/purger.ts";
import { recordCachedPage } from "#src/server/repositories/cdn.ts";
import { describeEachDriver, SERVER_DRIVERS } from "../support/databases.ts";

const RUNNING = "6543210fedcba9876543210f";

/** Netlify's deploy-succeeded event for a deploy (its API's deploy object, trimmed to what matters). */
const event = (deploy: Partial<{ id: string; context: string; state: string; published_at: string | null }> = {}) =>
  JSON.stringify({
    payload: {
      id: RUNNING,
      site_id: "site",
      state: "ready",
      context: "production",
      published_at: "2026-11-28T01:00:00.000Z",
      branch: "main",
      ...deploy,
    },
    site: { id: "site", name: "rabisco" },
  });

/**
 * The deploy purge (issue 43): an anonymous caller could empty the whole
 * CDN cache with a GET, alternate two deploy ids for a purge each time, and
 * a deploy preview purged production. Now only the first deploy-succeeded
 * event of the published production deploy that runs purges, and a 429 is
 * waited out.
 */
describeEachDriver(
  "the deploy's whole-site purge",
  (handle) => {
    const db = () => handle().db;
    let purges: (string[] | undefined)[];
    let answers: number[];
    const purge: PurgeApi = async (tags) => {
      purges.push(tags);
      const status = answers.shift() ?? 202;
      if (status !== 202) throw Object.assign(new Error(`Netlify answered ${status}`), { status });
    };
    const call = (
      init: RequestInit & { headers?: Record<string, string> } = {},
      running: DeployPurgeOptions["running"] = { deployId: RUNNING, context: "production" },
    ) =>
      handleDeploySucceeded(new Request("https://rabisco.test/.netlify/functions/deploy-succeeded", init), {
        db: db(),
        purge,
        running,
        sleep: async () => {},
        log: () => {},
      });
    const post = (body: string, headers: Record<string, string> = {}, running?: DeployPurgeOptions["running"]) =>
      call({ method: "POST", body, headers }, running);
    const cachedPages = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from public.cdn_pages`.execute(db())).rows[0]?.n);

    beforeEach(async () => {
      purges = [];
      answers = [];
      await sql`truncate public.cdn_purged_deploys, public.cdn_pages`.execute(db());
      await recordCachedPage(db(), { path: "/", deps: new Map([["year", "2026"]]), groups: ["year"] });
    });

    it("purges nothing for a GET, a body that is not the event, or another deploy's event", async () => {
      expect((await call()).status).toBe(405);
      expect((await call({ method: "POST", body: "{}" })).status).toBe(400);
      expect((await post("not json")).status).toBe(400);
      expect((await post("x".repeat(70_000))).status).toBe(400);
      expect((await post(event({ id: "another-deploy" }))).status).toBe(403);
      // Alternating two deploy ids: neither is the running one.
      for (const id of ["deploy-a", "deploy-b", "deploy-a", "deploy-b"]) expect((await post(event({ id }))).status).toBe(403);
      expect(purges).toEqual([]);
      expect(await cachedPages()).toBe(1);
    });

    it("purges nothing for a deploy preview, a branch deploy, or a deploy that is not the published one", async () => {
      const answersOf = [
        await post(event({ context: "deploy-preview" })),
        await post(event({ context: "branch-deploy" })),
        // A preview's code, whatever the event claims.
        await post(event(), {}, { deployId: RUNNING, context: "deploy-preview" }),
        await post(event({ published_at: null })),
        await post(event({ state: "error" })),
        // Netlify says the deploy serving the request is not the published one.
        await post(event(), { "x-nf-deploy-published": "0" }),
      ];
      expect(answersOf.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
      expect(await answersOf[0]?.json()).toMatchObject({ purged: false });
      expect(purges).toEqual([]);
      expect((await post(event(), {}, { deployId: undefined, context: undefined })).status).toBe(202);
      expect(purges).toEqual([]);
    });

    it("empties the cache once for the published production deploy that runs, however often its event comes", async () => {
      const first = await post(event(), { "x-nf-deploy-published": "1" });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ purged: true });
      expect(purges).toEqual([undefined]);
      expect(await cachedPages()).toBe(0);
      const again = await Promise.all([post(event()), post(event()), post(event())]);
      expect(again.map((answer) => answer.status)).toEqual([202, 202, 202]);
      expect(purges).toEqual([undefined]);
      // The set keeps every purged deploy: a later deploy purges once too, and the first never again.
      expect((await post(event({ id: "next-deploy" }), {}, { deployId: "next-deploy", context: "production" })).status).toBe(200);
      expect((await post(event())).status).toBe(202);
      expect(purges).toEqual([undefined, undefined]);
    });

    it("waits out Netlify's 429, and gives the claim back when the purge fails", async () => {
      answers = [429, 429];
      expect((await post(event())).status).toBe(200);
      expect(purges).toHaveLength(3);
      answers = [500];
      const failed = await post(event({ id: "failing" }), {}, { deployId: "failing", context: "production" });
      expect(failed.status).toBe(502);
      expect((await post(event({ id: "failing" }), {}, { deployId: "failing", context: "production" })).status).toBe(200);
    });
  },
  SERVER_DRIVERS,
);
