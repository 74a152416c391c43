import { collectionUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { itemRoutes } from "#src/server/admin/item-routes.ts";
import { deleteAdminCollection, getAdminCollection, updateAdminCollection } from "#src/server/content/collections.ts";

/** One collection: read with its items, update (JSON, fields optional: a new order is the lists sent whole), delete into the trash. */
export const { GET, PATCH, DELETE } = itemRoutes({
  read: getAdminCollection,
  update: { json: collectionUpdateSchema, save: updateAdminCollection },
  remove: deleteAdminCollection,
});
