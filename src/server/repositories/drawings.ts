import { sql } from "kysely";
import type { DrawingSortKey, SortDirection } from "#src/lib/admin-contracts/schemas.ts";
import { DIFFICULTY_TIERS, type DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { Drawing, DrawingDifficulty, DrawingWithCategory, DrawingWithDifficulty, Page } from "#src/lib/domain.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { isUuid } from "#src/lib/uuid.ts";
import {
  type DrawingConditions,
  drawingConditions,
  orderMostDownloaded,
  orderNewestFirst,
  selectDrawingsWithCategory,
  shownTierSql,
} from "./drawings-query.ts";
import type { Executor } from "./executor.ts";
import { toDrawing, toDrawingDifficulty, toDrawingWithCategory } from "./mappers.ts";
import { namedRows } from "./named-rows.ts";
import { type PagingInput, resolvePaging, resolveSortColumn, resolveSortOrder } from "./paging.ts";
import type { DrawingInput } from "./writers.ts";

/** The columns of the admin list's sort (`DRAWING_SORT_FIELDS`, the API's one list of them). */
const SORT_COLUMNS = {
  created_at: "drawings.created_at",
  downloads: "drawings.downloads",
  views: "drawings.views",
  // Accent- and case-free, so 'Cão' sorts before 'Carro' whatever the database collation (PGlite only has C).
  title: sql<string>`public.search_normalize(drawings.title)`,
  slug: "drawings.slug",
  category: sql<string>`public.search_normalize(categories.name)`,
  // Easiest first; drawings without a level yet last either way up.
  level: sql<number>`array_position(${sql.lit(`{${DIFFICULTY_TIERS.join(",")}}`)}::text[], ${shownTierSql()})`,
  active: "drawings.active",
} as const satisfies Record<DrawingSortKey, unknown>;

/**
 * Filters of the drawings list. `active: true` is what visitors see; leave it
 * undefined for every drawing (admin). `adminSearch` looks in title, slug
 * and category name, ignoring case and accents. Empty tags or a blank search
 * text filter nothing.
 */
export type DrawingFilters = DrawingConditions &
  PagingInput & {
    sortBy?: DrawingSortKey | undefined;
    sortOrder?: SortDirection | undefined;
  };

/** One page of drawings with their categories, and the number of matching drawings (counted in SQL). */
export async function listDrawings(db: Executor, filters: DrawingFilters = {}): Promise<Page<DrawingWithCategory>> {
  const column = resolveSortColumn(SORT_COLUMNS, filters.sortBy, "created_at");
  const order = resolveSortOrder(filters.sortOrder);
  return pageOfDrawings(db, filters, (query) =>
    query
      .orderBy(column, order)
      // Ties (same downloads, same title...) keep one order across pages.
      .orderBy("drawings.id", order),
  );
}

/** One page of a category's active drawings, in the order its pages list them (orderNewestFirst, or most downloaded first), and how many it has. */
export async function listCategoryDrawings(
  db: Executor,
  categoryId: string,
  paging: PagingInput = {},
  order: CategoryOrder = "newest",
): Promise<Page<DrawingWithCategory>> {
  return pageOfDrawings(
    db,
    { ...paging, categoryId, active: true },
    order === "downloads" ? orderMostDownloaded : orderNewestFirst,
  );
}

/**
 * Ids of a category's active drawings, all of them, in the order its pages
 * list them ('Novos': orderNewestFirst; 'Mais baixados': most downloaded
 * first); none for a malformed id.
 */
export async function listCategoryDrawingIds(
  db: Executor,
  categoryId: string,
  order: CategoryOrder = "newest",
  tier: DifficultyTier | null = null,
): Promise<string[]> {
  if (!isUuid(categoryId)) return [];
  let query = db
    .selectFrom("drawings")
    .select("drawings.id")
    .where("drawings.category_id", "=", categoryId)
    .where("drawings.active", "=", true);
  if (tier) query = query.where(shownTierSql(), "=", tier);
  const rows = await (order === "downloads" ? orderMostDownloaded(query) : orderNewestFirst(query)).execute();
  return rows.map((row) => row.id);
}

/**
 * The first `limit` active drawings (with a category) of one difficulty tier,
 * newest first: an age band's pages (src/server/site/kinds/age-band.ts),
 * which list the newest of the band (its count is the categories' tier counts).
 */
export async function listTierDrawingIds(db: Executor, tier: DifficultyTier, limit: number): Promise<string[]> {
  const rows = await orderNewestFirst(
    db
      .selectFrom("drawings")
      .innerJoin("categories", "categories.id", "drawings.category_id")
      .select("drawings.id")
      .where("drawings.active", "=", true)
      .where(shownTierSql(), "=", tier),
  )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

type DrawingsQuery = ReturnType<typeof selectDrawingsWithCategory>;

async function pageOfDrawings(
  db: Executor,
  filters: DrawingConditions & PagingInput,
  order: (query: DrawingsQuery) => DrawingsQuery,
): Promise<Page<DrawingWithCategory>> {
  const paging = resolvePaging(filters);
  const conditions = drawingConditions(filters);
  const itemsQuery = order(selectDrawingsWithCategory(db).where((eb) => eb.and(conditions))).$if(
    paging.limit !== undefined,
    (qb) => qb.limit(paging.limit ?? 0).offset(paging.offset),
  );
  const totalQuery = db
    .selectFrom("drawings")
    .leftJoin("categories", "categories.id", "drawings.category_id")
    .select(sql<number>`count(*)::int`.as("total"))
    .where((eb) => eb.and(conditions));
  const [rows, count] = await Promise.all([itemsQuery.execute(), totalQuery.executeTakeFirstOrThrow()]);
  return { items: rows.map(toDrawingWithCategory), total: count.total, page: paging.page, limit: paging.limit ?? count.total };
}

/** Counts for the admin summary. */
export async function countDrawings(db: Executor): Promise<{ total: number; active: number; inactive: number }> {
  const row = await db
    .selectFrom("drawings")
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`count(*) filter (where active)::int`.as("active"),
      sql<number>`count(*) filter (where not active)::int`.as("inactive"),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Visitors' reads pass `active: true`, so an inactive drawing is not found. */
export type DrawingReadOptions = { active?: boolean | undefined };

export async function getDrawingById(db: Executor, id: string, options: DrawingReadOptions = {}): Promise<Drawing | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("drawings")
    .selectAll()
    .where("id", "=", id)
    .$if(options.active !== undefined, (qb) => qb.where("active", "=", options.active ?? true))
    .executeTakeFirst();
  return row ? toDrawing(row) : null;
}

export async function getDrawingWithCategory(
  db: Executor,
  id: string,
  options: DrawingReadOptions = {},
): Promise<DrawingWithCategory | null> {
  if (!isUuid(id)) return null;
  const row = await selectDrawingsWithCategory(db)
    .where("drawings.id", "=", id)
    .where((eb) => eb.and(drawingConditions({ active: options.active })))
    .executeTakeFirst();
  return row ? toDrawingWithCategory(row) : null;
}

/** The drawings of the ids given that exist (and match `active` when given), with their categories; any number of ids. */
export async function getDrawingsWithCategory(
  db: Executor,
  ids: readonly string[],
  options: DrawingReadOptions = {},
): Promise<DrawingWithCategory[]> {
  const wanted = ids.filter(isUuid);
  const found: DrawingWithCategory[] = [];
  // A thousand ids per query keeps each statement far from PostgreSQL's parameter limit.
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await selectDrawingsWithCategory(db)
      .where("drawings.id", "in", wanted.slice(start, start + 1000))
      .where((eb) => eb.and(drawingConditions({ active: options.active })))
      .execute();
    for (const row of rows) found.push(toDrawingWithCategory(row));
  }
  return found;
}

/**
 * The drawings a bulk action names (its ids, or every drawing its filter
 * matches, as the admin's list filters them), their rows locked until the
 * transaction ends.
 */
export async function lockDrawingsForBulk(
  trx: Executor,
  {
    ids,
    filter,
  }: {
    ids?: readonly string[] | undefined;
    filter?:
      | {
          search?: string | undefined;
          categoryId?: string | undefined;
          status?: "all" | "active" | "inactive" | undefined;
          level?: DifficultyTier | "all" | "none" | undefined;
        }
      | undefined;
  },
): Promise<{ id: string; categoryId: string | null }[]> {
  let chosen = trx
    .selectFrom("drawings")
    .leftJoin("categories", "categories.id", "drawings.category_id")
    .select(["drawings.id", "drawings.category_id"]);
  if (ids) chosen = chosen.where("drawings.id", "in", [...ids]);
  if (filter) {
    const { search, categoryId, status, level } = filter;
    const active = status === "active" ? true : status === "inactive" ? false : undefined;
    const conditions = drawingConditions({ adminSearch: search, categoryId, active, level: level === "all" ? undefined : level });
    for (const condition of conditions) chosen = chosen.where(condition);
  }
  const rows = await chosen.forUpdate("drawings").execute();
  return rows.map((row) => ({ id: row.id, categoryId: row.category_id }));
}

/** Sets the same fields on every drawing given. */
export async function setDrawingsFields(
  trx: Executor,
  ids: readonly string[],
  change: { active: boolean } | { categoryId: string | null },
): Promise<void> {
  const set = "active" in change ? { active: change.active } : { category_id: change.categoryId };
  await trx.updateTable("drawings").set(set).where("id", "in", ids).execute();
}

/** Deletes the drawings given (their rows only: the trash and the files are the caller's). */
export async function deleteDrawings(trx: Executor, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom("drawings").where("id", "in", ids).execute();
}

/** Every drawing with an image, oldest first ('Atualizar Nomes das Imagens' renames them one by one). */
export async function listDrawingsWithImages(db: Executor): Promise<{ id: string; title: string }[]> {
  return db
    .selectFrom("drawings")
    .select(["id", "title"])
    .where("image_url", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The category of each drawing given that exists, active or not (null when it has none). */
export async function getDrawingCategoryIds(db: Executor, ids: readonly string[]): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return result;
  const rows = await db.selectFrom("drawings").select(["id", "category_id"]).where("id", "in", wanted).execute();
  for (const row of rows) result.set(row.id, row.category_id);
  return result;
}

/** The drawing page's lookup: /desenhos/{categorySlug}/{drawingSlug}. */
export async function getDrawingByCategoryAndSlug(
  db: Executor,
  categorySlug: string,
  drawingSlug: string,
  options: DrawingReadOptions = {},
): Promise<DrawingWithCategory | null> {
  const row = await selectDrawingsWithCategory(db)
    .where("categories.slug", "=", categorySlug)
    .where("drawings.slug", "=", drawingSlug)
    .where((eb) => eb.and(drawingConditions({ active: options.active })))
    .executeTakeFirst();
  return row ? toDrawingWithCategory(row) : null;
}

/**
 * A drawing by its slug alone (the /desenho/{slug} redirect). New slugs are
 * globally unique; should older data repeat one, the oldest drawing wins.
 */
export async function getDrawingBySlug(
  db: Executor,
  slug: string,
  options: DrawingReadOptions = {},
): Promise<DrawingWithCategory | null> {
  const row = await selectDrawingsWithCategory(db)
    .where("drawings.slug", "=", slug)
    .where((eb) => eb.and(drawingConditions({ active: options.active })))
    .orderBy("drawings.created_at")
    .orderBy("drawings.id")
    .limit(1)
    .executeTakeFirst();
  return row ? toDrawingWithCategory(row) : null;
}

/** The home page's 'Novos desenhos': the active drawings added last. */
export async function newestDrawings(db: Executor, limit = 8): Promise<DrawingWithCategory[]> {
  const page = await listDrawings(db, { active: true, sortBy: "created_at", sortOrder: "desc", limit });
  return page.items;
}

/** The home page's most downloaded active drawings. */
export async function popularDrawings(db: Executor, limit = 8): Promise<DrawingWithCategory[]> {
  const page = await listDrawings(db, { active: true, sortBy: "downloads", sortOrder: "desc", limit });
  return page.items;
}

/** Other active drawings of the same category, in its pages' order (orderNewestFirst). None when the drawing has no category. */
export async function relatedDrawings(
  db: Executor,
  drawing: Pick<Drawing, "id" | "categoryId">,
  limit = 5,
): Promise<DrawingWithCategory[]> {
  if (drawing.categoryId === null) return [];
  const rows = await orderNewestFirst(
    selectDrawingsWithCategory(db)
      .where("drawings.category_id", "=", drawing.categoryId)
      .where("drawings.id", "<>", drawing.id)
      .where("drawings.active", "=", true),
  )
    .limit(limit)
    .execute();
  return rows.map(toDrawingWithCategory);
}

const drawingRows = namedRows("drawings");

export function createDrawing(db: Executor, input: DrawingInput): Promise<Drawing> {
  return drawingRows.create(db, input, { active: input.active ?? Boolean(input.categoryId) });
}

/**
 * Updates the fields given, `active` included as given (the old admin kept
 * it true on every edit, a defect). A new title gives a new slug, unique
 * among the other drawings (kept when it already derives from the new
 * title). Null when unknown.
 */
export const updateDrawing = drawingRows.update;

/** What the administrator sees of a drawing's difficulty (issue 25): the computed tier and its metrics, the AI's, the one set by hand. */
export async function getDrawingDifficulty(db: Executor, id: string): Promise<DrawingDifficulty | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("drawings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDrawingDifficulty(row) : null;
}

/** A drawing with its category and its difficulty's details, read at once: what its admin form shows. */
export async function getDrawingWithDifficulty(db: Executor, id: string): Promise<DrawingWithDifficulty | null> {
  if (!isUuid(id)) return null;
  const row = await selectDrawingsWithCategory(db).where("drawings.id", "=", id).executeTakeFirst();
  return row ? { ...toDrawingWithCategory(row), difficultyDetails: toDrawingDifficulty(row) } : null;
}

export const deleteDrawing = drawingRows.remove;
