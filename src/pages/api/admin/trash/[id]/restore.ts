import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { restoreFromTrash } from "#src/server/content/trash.ts";
import { json } from "#src/server/http/json.ts";

/** POST: 'Restaurar', the item back as it was; answers its kind and id. */
export const POST = adminRoute({}, async ({ params }) => json(await restoreFromTrash(await contentDeps(), params.id ?? "")));
