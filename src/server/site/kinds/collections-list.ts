import type { Collection } from "#src/lib/domain.ts";
import { defineKind, singleKey } from "./kind.ts";

/** `collections-list`: every collection as its card shows it (the collections' page, the home page's lead). */
export const collectionsListKind = defineKind({
  ...singleKey("collections-list"),
  load: async (source) => [...(await source.collections()).values()],
  value: (collections: Collection[]) =>
    collections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      slug: collection.slug,
      description: collection.description,
      coverDrawingId: collection.coverDrawingId,
      drawingIds: collection.drawingIds,
      count: collection.drawingIds.length,
    })),
  affectedGroups({ touched }) {
    return touched.collections.size > 0 ? ["collections-list"] : [];
  },
});
