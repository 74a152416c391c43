import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { restoreFromTrash } from "#src/server/admin/trash.ts";
import { json } from "#src/server/http/json.ts";

/** POST: 'Restaurar', the item back as it was; answers its kind and id. */
export const POST = adminRoute({}, async ({ params }) => json(await restoreFromTrash(await adminDeps(), params.id ?? "")));
