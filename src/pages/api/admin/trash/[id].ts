import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { purgeFromTrash } from "#src/server/content/trash.ts";

/** DELETE: 'Excluir definitivamente', the item and its image files, now. */
export const DELETE = adminRoute({}, async ({ params }) => {
  await purgeFromTrash(await contentDeps(), params.id ?? "");
  return noContent();
});
