import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { purgeFromTrash } from "#src/server/admin/trash.ts";

/** DELETE: 'Excluir definitivamente', the item and its image files, now. */
export const DELETE = adminRoute({}, async ({ params }) => {
  await purgeFromTrash(await adminDeps(), params.id ?? "");
  return noContent();
});
