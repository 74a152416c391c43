import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { listTrash } from "#src/server/content/trash.ts";
import { json } from "#src/server/http/json.ts";

/** GET: the 'Lixeira', newest first (what has been there 30 days is purged first). */
export const GET = adminRoute({}, async () => json({ items: await listTrash(await contentDeps()) }));
