import { sql, type Transaction } from "kysely";
import type { TrashKind } from "#src/lib/admin-contracts/responses.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Database } from "../db/schema.ts";
import type { Executor } from "./executor.ts";
import type { SluggedKind } from "./former-slugs.ts";
import { freeSlug, lockSlugs } from "./slugs.ts";

/**
 * Whether a drawing, category or article with this slug is in the trash
 * (src/server/content/trash.ts): its address answers 410 Gone until it is
 * restored or purged.
 */
export async function isTrashedSlug(db: Executor, kind: SluggedKind, slug: string): Promise<boolean> {
  const row = await db.selectFrom("trash").select("id").where("kind", "=", kind).where("slug", "=", slug).executeTakeFirst();
  return row !== undefined;
}

/** The table of each kind of item the trash keeps. */
export const TRASH_TABLES = {
  drawing: "drawings",
  category: "categories",
  article: "blog_articles",
  collection: "collections",
} as const;
/** The image each kind of row names by address (a collection's cover is one of its drawings: none). */
const IMAGE_COLUMNS = {
  drawing: "image_url",
  category: "image_url",
  article: "featured_image_url",
  collection: null,
} as const;
const TITLE_COLUMNS = { drawing: "title", category: "name", article: "title", collection: "name" } as const;
const SLUG_FALLBACKS = { drawing: "desenho", category: "categoria", article: "artigo", collection: "colecao" } as const;

const imageOf = (kind: TrashKind) => {
  const column = IMAGE_COLUMNS[kind];
  return column ? sql`item.${sql.ref(column)}` : sql`null`;
};

/**
 * The key under which a trashed drawing's row also keeps its reference
 * painting (issue 48): that table's row goes with the drawing's delete (on
 * delete cascade) and must come back with it. Not a column of drawings, so
 * putting the row back ignores it.
 */
const REFERENCE_PAINTING_KEY = "reference_painting";

/** What a kind's row takes into the trash besides its own columns, as a JSON object merged into it. */
const dependentsOf = (kind: TrashKind) =>
  kind === "drawing"
    ? sql`jsonb_build_object(${REFERENCE_PAINTING_KEY}::text, (select to_jsonb(painting)
        from public.drawing_reference_paintings as painting where painting.drawing_id = item.id))`
    : sql`'{}'::jsonb`;

/** Copies rows into the trash (the whole row as JSON, and what goes with it), in the transaction that deletes them. */
export async function copyToTrash(trx: Executor, kind: TrashKind, id: string | readonly string[]): Promise<void> {
  const ids = typeof id === "string" ? [id] : [...id];
  const table = sql.table(`public.${TRASH_TABLES[kind]}`);
  await sql`
    insert into public.trash (id, kind, title, slug, image_url, row)
    select item.id, ${kind}, item.${sql.ref(TITLE_COLUMNS[kind])}, item.slug, ${imageOf(kind)},
           to_jsonb(item) || ${dependentsOf(kind)}
      from ${table} as item where item.id = any(${ids}::uuid[])
    on conflict (id) do update set
      kind = excluded.kind, title = excluded.title, slug = excluded.slug,
      image_url = excluded.image_url, row = excluded.row, deleted_at = now()`.execute(trx);
}

/** What the Lixeira lists, most recently deleted first. */
/** A trashed item as the Lixeira lists it. */
export type ListedTrashEntry = TrashEntry & { title: string; slug: string; deletedAt: Date };

export async function listTrashEntries(db: Executor): Promise<ListedTrashEntry[]> {
  const rows = await db
    .selectFrom("trash")
    .select(["id", "kind", "title", "slug", "image_url", "deleted_at"])
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map((row) => ({ ...toTrashEntry(row), title: row.title, slug: row.slug, deletedAt: row.deleted_at }));
}

export type TrashEntry = { id: string; kind: TrashKind; imageUrl: string | null };

const toTrashEntry = (row: { id: string; kind: TrashKind; image_url: string | null }): TrashEntry => ({
  id: row.id,
  kind: row.kind,
  imageUrl: row.image_url,
});

export async function trashEntry(db: Executor, id: string): Promise<TrashEntry | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("trash").select(["id", "kind", "image_url"]).where("id", "=", id).executeTakeFirst();
  return row ? toTrashEntry(row) : null;
}

export async function trashEntriesDeletedBefore(db: Executor, cutoff: Date): Promise<TrashEntry[]> {
  const rows = await db.selectFrom("trash").select(["id", "kind", "image_url"]).where("deleted_at", "<", cutoff).execute();
  return rows.map(toTrashEntry);
}

export async function deleteTrashEntry(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("trash").where("id", "=", id).execute();
}

/**
 * Puts a trashed row back into its table, as it was, in the caller's
 * transaction: under a fresh slug if another item took its slug meanwhile,
 * and a drawing whose category is gone comes back inactive, without one.
 * Returns its kind; null when the trash has no such item.
 */
export async function restoreTrashEntry(trx: Transaction<Database>, id: string): Promise<TrashKind | null> {
  const entry = await trx.selectFrom("trash").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  if (!entry) return null;
  const table = TRASH_TABLES[entry.kind];
  const row = (typeof entry.row === "string" ? JSON.parse(entry.row) : entry.row) as Record<string, unknown>;
  await lockSlugs(trx, table);
  const taken = await trx.selectFrom(table).select("id").where("slug", "=", entry.slug).executeTakeFirst();
  const slug = taken ? await freeSlug(trx, table, entry.title, { fallback: SLUG_FALLBACKS[entry.kind] }) : entry.slug;
  // What changes on the way back, merged into the stored row in SQL (values as typed parameters, never JSON text).
  let changes = sql`jsonb_build_object('slug', ${slug}::text)`;
  if (entry.kind === "drawing" && row.category_id) {
    const category = await trx.selectFrom("categories").select("id").where("id", "=", String(row.category_id)).executeTakeFirst();
    if (!category) changes = sql`${changes} || jsonb_build_object('category_id', null, 'active', false)`;
  }
  const target = sql.table(`public.${table}`);
  await sql`insert into ${target}
    select * from jsonb_populate_record(null::${target}, (select row || ${changes} from public.trash where id = ${id}::uuid))`.execute(
    trx,
  );
  if (entry.kind === "drawing" && row[REFERENCE_PAINTING_KEY]) {
    // Its reference painting, as it was (its drawing_id is the drawing's own).
    const painting = sql.table("public.drawing_reference_paintings");
    await sql`insert into ${painting}
      select * from jsonb_populate_record(null::${painting},
        (select row -> ${REFERENCE_PAINTING_KEY}::text from public.trash where id = ${id}::uuid))`.execute(trx);
  }
  await trx.deleteFrom("trash").where("id", "=", id).execute();
  return entry.kind;
}
