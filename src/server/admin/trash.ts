import { sql, type Transaction } from "kysely";
import { TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { TrashItem, TrashKind } from "#src/lib/admin-contracts/responses.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Database } from "#src/server/db/schema.ts";
import type { ImageOwner } from "../repositories/image-references.ts";
import { freeSlug, lockSlugs } from "../repositories/slugs.ts";
import type { AdminDeps } from "./deps.ts";
import { notFound } from "./errors.ts";
import { removeImageFiles } from "./images.ts";

/**
 * The 'Lixeira' (supabase/migrations/20261125050000_trash.sql): a deleted
 * drawing, category or article is kept here, row and files, for
 * TRASH_DAYS. 'Restaurar' puts the row back as it was (under a fresh slug
 * if another item took its slug meanwhile; a drawing whose category is gone
 * comes back inactive, without one). Past the period, or on 'Excluir
 * definitivamente', the item's image files go, unless another row names them.
 */
export const TRASH_DAYS = 30;

const TABLES = { drawing: "drawings", category: "categories", article: "blog_articles" } as const;
const IMAGE_COLUMNS = { drawing: "image_url", category: "image_url", article: "featured_image_url" } as const;
const TITLE_COLUMNS = { drawing: "title", category: "name", article: "title" } as const;

/** Copies rows into the trash, in the transaction that deletes them. */
export async function moveToTrash(trx: Transaction<Database>, kind: TrashKind, id: string | readonly string[]): Promise<void> {
  const ids = typeof id === "string" ? [id] : [...id];
  const table = sql.table(`public.${TABLES[kind]}`);
  await sql`
    insert into public.trash (id, kind, title, slug, image_url, row)
    select item.id, ${kind}, item.${sql.ref(TITLE_COLUMNS[kind])}, item.slug, item.${sql.ref(IMAGE_COLUMNS[kind])}, to_jsonb(item)
      from ${table} as item where item.id = any(${ids}::uuid[])
    on conflict (id) do update set
      kind = excluded.kind, title = excluded.title, slug = excluded.slug,
      image_url = excluded.image_url, row = excluded.row, deleted_at = now()`.execute(trx);
}

export async function listTrash({ db, storage }: AdminDeps): Promise<TrashItem[]> {
  await purgeExpired({ db, storage });
  const rows = await db
    .selectFrom("trash")
    .select(["id", "kind", "title", "slug", "image_url", "deleted_at"])
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    imageUrl: row.image_url,
    deletedAt: row.deleted_at.toISOString(),
    purgeAt: new Date(row.deleted_at.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

/** Puts an item back; returns its kind and id. */
export async function restoreFromTrash({ db }: Pick<AdminDeps, "db">, id: string): Promise<{ kind: TrashKind; id: string }> {
  if (!isUuid(id)) throw notFound(TRASH.notFound);
  const kind = await db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom("trash").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!entry) throw notFound(TRASH.notFound);
    const table = TABLES[entry.kind];
    const row = (typeof entry.row === "string" ? JSON.parse(entry.row) : entry.row) as Record<string, unknown>;
    await lockSlugs(trx, table);
    const taken = await trx.selectFrom(table).select("id").where("slug", "=", entry.slug).executeTakeFirst();
    const fallback = entry.kind === "category" ? "categoria" : entry.kind === "article" ? "artigo" : "desenho";
    const slug = taken ? await freeSlug(trx, table, entry.title, { fallback }) : entry.slug;
    // What changes on the way back, merged into the stored row in SQL (values as typed parameters, never JSON text).
    let changes = sql`jsonb_build_object('slug', ${slug}::text)`;
    if (entry.kind === "drawing" && row.category_id) {
      const category = await trx
        .selectFrom("categories")
        .select("id")
        .where("id", "=", String(row.category_id))
        .executeTakeFirst();
      if (!category) changes = sql`${changes} || jsonb_build_object('category_id', null, 'active', false)`;
    }
    const target = sql.table(`public.${table}`);
    await sql`insert into ${target}
      select * from jsonb_populate_record(null::${target}, (select row || ${changes} from public.trash where id = ${id}::uuid))`.execute(
      trx,
    );
    await trx.deleteFrom("trash").where("id", "=", id).execute();
    return entry.kind;
  });
  return { kind, id };
}

/** 'Excluir definitivamente': the item and its files go now. */
export async function purgeFromTrash(deps: AdminDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TRASH.notFound);
  const entry = await deps.db.selectFrom("trash").select(["id", "kind", "image_url"]).where("id", "=", id).executeTakeFirst();
  if (!entry) throw notFound(TRASH.notFound);
  await purge(deps, [entry]);
}

/** Purges what has been in the trash for longer than TRASH_DAYS. Runs at start and whenever the trash is listed. */
export async function purgeExpired(deps: AdminDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const expired = await deps.db
    .selectFrom("trash")
    .select(["id", "kind", "image_url"])
    .where("deleted_at", "<", cutoff)
    .execute();
  await purge(deps, expired);
  return expired.length;
}

async function purge(deps: AdminDeps, entries: { id: string; kind: TrashKind; image_url: string | null }[]): Promise<void> {
  for (const entry of entries) {
    // The row goes first: then no trashed row names the files, and the check below sees only live rows.
    await deps.db.deleteFrom("trash").where("id", "=", entry.id).execute();
    const owner: ImageOwner = { table: TABLES[entry.kind], id: entry.id };
    await removeImageFiles(deps, entry.image_url, owner, `(purged from the trash: ${entry.kind} ${entry.id})`);
  }
}
