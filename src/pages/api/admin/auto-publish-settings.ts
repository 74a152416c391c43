import type { AutoPublishSettings } from "#src/lib/admin-contracts/responses.ts";
import { autoPublishSettingsSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";
import { getAutoPublishMode, setAutoPublishMode } from "#src/server/repositories/pending-drawings.ts";

/** GET: how automatic publishing puts a drawing on the site ('review', the default, or 'live'). */
export const GET = adminRoute({}, async () => {
  const result: AutoPublishSettings = { mode: await getAutoPublishMode((await adminDeps()).db) };
  return json(result);
});

/** PUT (JSON `{ mode }`): changes it for every later publication, scheduled or not. */
export const PUT = adminRoute({ json: autoPublishSettingsSchema }, async ({ body }) => {
  const result: AutoPublishSettings = { mode: await setAutoPublishMode((await adminDeps()).db, body.mode) };
  return json(result);
});
