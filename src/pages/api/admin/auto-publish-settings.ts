import { autoPublishSettingsSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";
import { readAutoPublishSettings, saveAutoPublishSettings } from "#src/server/publishing/settings.ts";

/** GET: how automatic publishing works: the mode ('review', the default, or 'live') and the schedule. */
export const GET = adminRoute({}, async () => json(await readAutoPublishSettings((await contentDeps()).db, config())));

/**
 * PUT (JSON `{ mode?, every? }`): changes them for every later publication.
 * `every`: an interval ('6h', at least a minute), 'off', or null for the
 * server's AUTO_PUBLISH_EVERY.
 */
export const PUT = adminRoute({ json: autoPublishSettingsSchema }, async ({ body }) =>
  json(await saveAutoPublishSettings((await contentDeps()).db, config(), body)),
);
