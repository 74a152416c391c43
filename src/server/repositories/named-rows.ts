import { isUuid } from "#src/lib/uuid.ts";
import { type Executor, inTransaction } from "./executor.ts";
import { toCategory, toCollection, toDrawing } from "./mappers.ts";
import { freeSlug, lockSlugs, slugOnRename } from "./slugs.ts";
import {
  type CategoryPatch,
  type CollectionPatch,
  type Columns,
  type DrawingPatch,
  toCategoryRow,
  toCollectionRow,
  toDrawingRow,
} from "./writers.ts";

/** The tables whose rows have a name (or title) and a slug that follows it. */
type NamedTable = "categories" | "collections" | "drawings";

/**
 * Each named table's codec, the field its slug follows and the slug of a
 * name with no letter or digit in it. Drawing slugs are unique among all
 * drawings, not just within the category: /desenho/{slug} and the image
 * file drawings/{slug}.webp need one global name.
 */
const NAMED = {
  categories: { read: toCategory, write: toCategoryRow, nameOf: (patch: CategoryPatch) => patch.name, fallback: "categoria" },
  collections: {
    read: toCollection,
    write: toCollectionRow,
    nameOf: (patch: CollectionPatch) => patch.name,
    fallback: "colecao",
  },
  drawings: { read: toDrawing, write: toDrawingRow, nameOf: (patch: DrawingPatch) => patch.title, fallback: "desenho" },
};

type Spec<Table extends NamedTable> = (typeof NAMED)[Table];
type Item<Table extends NamedTable> = ReturnType<Spec<Table>["read"]>;
type Patch<Table extends NamedTable> = Parameters<Spec<Table>["write"]>[0];

/**
 * Read, create, update and delete by id, written once for the named tables:
 * a new row's slug comes from its name, unique in its table, and a rename
 * gives a new one (kept when it already derives from the new name). Each
 * table's own codec reads and writes its columns.
 *
 * Kysely cannot type a query over a table chosen at run time, so the
 * queries name one table for the type checker; the codecs give the types
 * back, and the tests run every table through here.
 */
export function namedRows<Table extends NamedTable>(table: Table) {
  // One table's spec seen through the union of all three: the casts are what TypeScript cannot follow.
  const spec = NAMED[table] as unknown as {
    read: (row: unknown) => Item<Table>;
    write: (patch: Patch<Table>) => Columns<Table>;
    nameOf: (patch: Patch<Table>) => string | undefined;
    fallback: string;
  };
  const { read, write, nameOf, fallback } = spec;
  const from = table as "categories";
  type Values = Columns<"categories"> & { name: string; slug: string };

  async function byId(db: Executor, id: string): Promise<Item<Table> | null> {
    if (!isUuid(id)) return null;
    const row = await db.selectFrom(from).selectAll().where("id", "=", id).executeTakeFirst();
    return row ? read(row) : null;
  }

  /** Creates a row; `defaults` are columns the caller works out from the input (a drawing's `active`). */
  async function create(db: Executor, input: Patch<Table>, defaults: Columns<Table> = {}): Promise<Item<Table>> {
    return inTransaction(db, async (trx) => {
      await lockSlugs(trx, table);
      const slug = await freeSlug(trx, table, nameOf(input) ?? "", { fallback });
      const values = { ...write(input), ...defaults, slug } as Values;
      return read(await trx.insertInto(from).values(values).returningAll().executeTakeFirstOrThrow());
    });
  }

  /** Updates the fields given; null when the row is unknown. */
  async function update(db: Executor, id: string, patch: Patch<Table>): Promise<Item<Table> | null> {
    if (!isUuid(id)) return null;
    return inTransaction(db, async (trx) => {
      let changes = write(patch) as Columns<"categories">;
      const name = nameOf(patch);
      if (name !== undefined) {
        const renamed = await slugOnRename(trx, table, id, name, fallback);
        if (!renamed) return null;
        if (renamed.slug) changes = { ...changes, slug: renamed.slug };
      }
      if (Object.keys(changes).length === 0) return byId(trx, id);
      const row = await trx.updateTable(from).set(changes).where("id", "=", id).returningAll().executeTakeFirst();
      return row ? read(row) : null;
    });
  }

  /** Deletes a row and returns what it was (the caller may still need its image), or null when unknown. */
  async function remove(db: Executor, id: string): Promise<Item<Table> | null> {
    if (!isUuid(id)) return null;
    const row = await db.deleteFrom(from).where("id", "=", id).returningAll().executeTakeFirst();
    return row ? read(row) : null;
  }

  return { byId, create, update, remove };
}
