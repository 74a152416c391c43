import { releasePendingClaims } from "#src/server/repositories/pending-drawings.ts";
import { config } from "../config.ts";
import { contentDeps } from "../content/deps.ts";
import { type BackfillReport, mapOwedRegions } from "../content/region-maps.ts";
import { purgeExpired } from "../content/trash.ts";
import { backfillDrawingHashes } from "./image-hashes.ts";
import { sweepPendingFolder } from "./pending.ts";
import { startAutoPublisher } from "./schedule.ts";
import { effectiveAutoPublish } from "./schedule-setting.ts";

/**
 * Extra entry of the server bundle (emitted as
 * dist/server/publishing-entry.mjs, see astro.config.mjs): what `npm start`
 * runs besides serving, through the same bundled code as the API (the AI
 * prompts are bundled files).
 */

/**
 * Before serving: frees the claims of publications that crashed mid-way
 * (their files are publishable again at once), purges the trash of what has
 * been there 30 days, then removes pending files no row names
 * (src/server/publishing/pending.ts).
 */
export async function sweepPendingFiles(): Promise<string[]> {
  const deps = await contentDeps();
  const released = await releasePendingClaims(deps.db);
  if (released > 0) console.log(`Released ${released} pending file(s) a stopped publication had claimed.`);
  // Items deleted more than 30 days ago leave the trash, with their files.
  const purged = await purgeExpired(deps).catch((error: unknown) => {
    console.warn(`Could not purge the trash: ${(error as Error).message}`);
    return 0;
  });
  if (purged > 0) console.log(`Purged ${purged} item(s) deleted more than 30 days ago from the trash.`);
  return sweepPendingFolder(deps);
}

/** In the background: perceptual hashes of the drawings that have none yet. */
export async function backfillImageHashes(): Promise<number> {
  return backfillDrawingHashes(await contentDeps());
}

/** In the background: the region maps and difficulty of the drawings that have none for their image. */
export async function backfillRegionMaps(): Promise<BackfillReport | null> {
  return mapOwedRegions(await contentDeps());
}

/** AUTO_PUBLISH_EVERY's timer (nothing when it is unset); returns its stop function. */
export function startScheduledPublishing(): () => void {
  return startAutoPublisher(async () => {
    const deps = await contentDeps();
    return { ...deps, ai: config().ai, autoPublish: await effectiveAutoPublish(deps.db, config()) };
  });
}
