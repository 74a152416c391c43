import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { removePendingFile } from "#src/server/publishing/pending.ts";

/** DELETE: removes a pending file (its row, then its bytes). */
export const DELETE = adminRoute({}, async ({ params }) => {
  await removePendingFile(await contentDeps(), params.id ?? "");
  return new Response(null, { status: 204 });
});
