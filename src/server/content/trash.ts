import { TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { TrashItem, TrashKind } from "#src/lib/admin-contracts/responses.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { ImageOwner } from "#src/server/repositories/image-references.ts";
import {
  deleteTrashEntry,
  listTrashEntries,
  restoreTrashEntry,
  TRASH_TABLES,
  type TrashEntry,
  trashEntriesDeletedBefore,
  trashEntry,
} from "#src/server/repositories/trash.ts";
import { notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";
import { removeImageFiles } from "./stored-images.ts";

/**
 * The 'Lixeira' (supabase/migrations/20261125050000_trash.sql): a deleted
 * drawing, category or article is kept here, row and files, for
 * TRASH_DAYS. 'Restaurar' puts the row back as it was (under a fresh slug
 * if another item took its slug meanwhile; a drawing whose category is gone
 * comes back inactive, without one). Past the period, or on 'Excluir
 * definitivamente', the item's image files go, unless another row names them.
 */
export const TRASH_DAYS = 30;

export async function listTrash({ db, storage }: ContentDeps): Promise<TrashItem[]> {
  await purgeExpired({ db, storage });
  const rows = await listTrashEntries(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    imageUrl: row.imageUrl,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

/** Puts an item back; returns its kind and id. */
export async function restoreFromTrash({ db }: Pick<ContentDeps, "db">, id: string): Promise<{ kind: TrashKind; id: string }> {
  if (!isUuid(id)) throw notFound(TRASH.notFound);
  const kind = await db.transaction().execute((trx) => restoreTrashEntry(trx, id));
  if (!kind) throw notFound(TRASH.notFound);
  return { kind, id };
}

/** 'Excluir definitivamente': the item and its files go now. */
export async function purgeFromTrash(deps: ContentDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TRASH.notFound);
  const entry = await trashEntry(deps.db, id);
  if (!entry) throw notFound(TRASH.notFound);
  await purge(deps, [entry]);
}

/** Purges what has been in the trash for longer than TRASH_DAYS. Runs at start and whenever the trash is listed. */
export async function purgeExpired(deps: ContentDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const expired = await trashEntriesDeletedBefore(deps.db, cutoff);
  await purge(deps, expired);
  return expired.length;
}

async function purge(deps: ContentDeps, entries: TrashEntry[]): Promise<void> {
  for (const entry of entries) {
    // The row goes first: then no trashed row names the files, and the check below sees only live rows.
    await deleteTrashEntry(deps.db, entry.id);
    const owner: ImageOwner = { table: TRASH_TABLES[entry.kind], id: entry.id };
    await removeImageFiles(deps, entry.imageUrl, owner, `(purged from the trash: ${entry.kind} ${entry.id})`);
  }
}
