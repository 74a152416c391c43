import type { Collection } from "#src/lib/domain.ts";
import { defineKind, keyPerRow } from "./kind.ts";

/** What a collection's page shows of its row: all of it but its creation date. */
function collectionValue(collection: Collection | null) {
  if (!collection) return null;
  const { createdAt: _createdAt, ...shown } = collection;
  return { ...shown, updatedAt: shown.updatedAt.toISOString() };
}

const identity = keyPerRow("collection");

/** `collection:<id>`: a collection's row (its items as ids: their cards are `drawing-card` and `article` keys). */
export const collectionKind = defineKind({
  ...identity,
  load: async (source, id: string) => (await source.collections()).get(id) ?? null,
  value: collectionValue,
  affectedGroups({ touched }) {
    return [...touched.collections].map(identity.key);
  },
});
