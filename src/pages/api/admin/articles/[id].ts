import { articleUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { itemRoutes } from "#src/server/admin/item-routes.ts";
import { deleteAdminArticle, getAdminArticle, updateAdminArticle } from "#src/server/content/articles.ts";

/** One article: read, update (multipart, fields optional), delete (its featured image first). */
export const { GET, PATCH, DELETE } = itemRoutes({
  read: getAdminArticle,
  update: { form: articleUpdateSchema, save: updateAdminArticle },
  remove: deleteAdminArticle,
});
