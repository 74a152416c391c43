import { reformulateCategorySchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { reformulateCategory } from "#src/server/ai/reformulate.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** A new description for a category, from its stored image (JSON body; src/server/ai/reformulate.ts). */
export const POST = adminRoute({ json: reformulateCategorySchema }, async ({ body }) =>
  json(await reformulateCategory({ ...(await contentDeps()), ai: config().ai }, body)),
);
