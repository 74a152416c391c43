import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import nodePath from "node:path";
import { UUID_SOURCE } from "#src/lib/uuid.ts";
import { onContentChange } from "#src/server/changes/bus.ts";
import { type ChangeListener, listenForChanges, NOTIFY_CHANNEL, parseNotification } from "#src/server/changes/listen.ts";
import { type AppConfig, config } from "#src/server/config.ts";
import { TRANSACTION_POOLER_CANNOT_LISTEN } from "#src/server/db/connection.ts";
import { getDatabase } from "#src/server/db/index.ts";
import { MANIFEST_VERSION } from "../plan/manifest.ts";
import { watchCalendar } from "./calendar-watch.ts";
import { type EngineOptions, RebuildEngine, type RunReport } from "./engine.ts";

/**
 * How the scripts use the rebuild engine: `npm run build` (a full build),
 * `npm start` (a full build, then live rebuilds).
 */

/** The manifest's place: beside the published directory, never inside it (it is not for visitors). */
function manifestFileFor(outDir: string): string {
  return nodePath.join(nodePath.dirname(nodePath.resolve(outDir)), "rebuild-manifest.jsonl");
}

/** What rendered a build's pages. */
export type BuildIdentity = { id: string; siteUrl: string; files: Record<string, string> };

/**
 * Identifies what renders the pages: every file of the server bundle (its
 * code and the asset names it links), the site URL and the manifest format.
 * Pages rendered by another build may differ anywhere, so its manifest is
 * not trusted. Two values differ on every `astro build` of the same source
 * without touching any page (the server islands' key, the Netlify
 * middleware's secret): they are left out, or no restart would ever reuse
 * the pages. The digest of each file is kept too, for whoever must say
 * which files differ.
 */
async function computeBuildIdentity(serverDir: string, siteUrl: string): Promise<BuildIdentity> {
  const files: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    const entries = (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const full = nodePath.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile())
        files[nodePath.relative(serverDir, full).split(nodePath.sep).join("/")] = createHash("sha256")
          .update(stableContent(await fs.readFile(full)))
          .digest("base64url");
    }
  };
  await walk(serverDir);
  const hash = createHash("sha256").update(`v${MANIFEST_VERSION}\n${siteUrl}\n`);
  for (const [file, digest] of Object.entries(files)) hash.update(`${file}\n${digest}\n`);
  return { id: hash.digest("base64url").slice(0, 22), siteUrl, files };
}

const SERVER_ISLANDS_KEY = /"key":"[A-Za-z0-9+/=]{16,}"/g;
const UUID = new RegExp(UUID_SOURCE, "g");

function stableContent(bytes: Buffer): string {
  return bytes.toString("utf8").replace(SERVER_ISLANDS_KEY, '"key":""').replace(UUID, "<uuid>");
}

export type BuildSiteOptions = Omit<EngineOptions, "buildId" | "manifestFile"> & {
  serverDir: string;
  siteUrl: string;
  /** Default: beside outDir (dist/rebuild-manifest.jsonl). */
  manifestFile?: string;
};

export type BuiltSite = { engine: RebuildEngine; report: RunReport };

/** Builds the whole site into outDir and returns the engine for live rebuilds. */
export async function buildSite(options: BuildSiteOptions): Promise<BuiltSite> {
  const manifestFile = options.manifestFile ?? manifestFileFor(options.outDir);
  const build = await computeBuildIdentity(options.serverDir, options.siteUrl);
  const engineOptions = {
    ...options,
    manifestFile,
    buildId: build.id,
    // Large runs render on worker threads (render-pool.ts); RENDER_WORKERS sets how many, 0 or 1 none.
    parallel: options.parallel ?? { serverDir: options.serverDir, workers: config().renderWorkers },
  };
  const engine = await RebuildEngine.open(engineOptions);
  const report = await engine.buildAll();
  return { engine, report };
}

export function describeRun(report: RunReport): string {
  const parts = [`${report.rendered.length} rendered`, `${report.written.length} written`, `${report.removed.length} removed`];
  if (report.failed.length > 0) parts.push(`${report.failed.length} failed`);
  return `${report.kind === "full" ? "Full build" : report.kind === "reconcile" ? "Incremental build" : "Rebuild"}: ${parts.join(", ")} in ${report.ms} ms`;
}

/**
 * Keeps the site live, through one change channel (docs/decisions/0016-one-change-channel.md):
 * the database's own announcements (the `notify_content_change` triggers),
 * which every committed write makes, from the admin, the scheduled publisher,
 * psql or any other program: on PostgreSQL by LISTEN, on the embedded PGlite
 * (one process only) from this process's own writes. Where LISTEN is
 * impossible (a transaction pooler), the content webhook is the channel: its
 * route reports on the bus, which the engine then follows.
 */
export async function startLiveRebuilds(
  engine: RebuildEngine,
  database: AppConfig["database"],
  log: (line: string) => void = console.log,
): Promise<{ stop(): Promise<void> }> {
  let listener: ChangeListener | undefined;
  let unsubscribe = () => {};
  if (database.kind === "postgres" && database.transactionPooler) {
    // Through a transaction pooler a LISTEN "succeeds" and then hears nothing: the webhook is the channel.
    log(
      `Not listening for database notifications (${TRANSACTION_POOLER_CANNOT_LISTEN}): the site follows changes through the content webhook (POST /api/hooks/content-changed).`,
    );
    unsubscribe = onContentChange((change) => engine.notify(change));
  } else if (database.kind === "postgres") {
    try {
      listener = await listenForChanges(database.url, (change) => engine.notify(change), {
        onReconnect: () => {
          log("Reconnected to the database: catching up with changes made meanwhile.");
          void engine.reconcile().catch((error: Error) => log(`Catching up failed: ${error.message}`));
        },
        log,
      });
    } catch (error) {
      // A server that refuses LISTEN: the webhook is the channel then.
      log(
        `Not listening for database notifications (${(error as Error).message}): the site follows changes through the content webhook (POST /api/hooks/content-changed); configure it.`,
      );
      unsubscribe = onContentChange((change) => engine.notify(change));
    }
  } else {
    const unlisten = await (await getDatabase()).listen(NOTIFY_CHANNEL, (payload) => {
      const change = parseNotification(payload);
      if (change) engine.notify(change);
    });
    listener = { close: unlisten };
  }
  engine.on("run", (report) => {
    if (report.rendered.length > 0 || report.removed.length > 0 || report.failed.length > 0) log(describeRun(report));
  });
  // Seasonal collections open and close at Brasília's midnight, with no change in the database to say so.
  const calendar = watchCalendar(engine, { db: engine.options.db, now: engine.options.now, log });
  return {
    stop: async () => {
      calendar.stop();
      unsubscribe();
      await listener?.close();
      await engine.stop();
    },
  };
}
