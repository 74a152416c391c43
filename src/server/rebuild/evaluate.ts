import type { CategoryWithCount, DrawingWithCategory } from "../../lib/domain.ts";
import { HOME_FEATURED_CATEGORIES, RELATED_FETCH, RELATED_SHOWN } from "../../lib/site.ts";
import { CATEGORY_PAGE_SIZE } from "../loaders/categories.ts";
import { pickFeaturedCategories } from "../loaders/home.ts";
import { type ArticleFilters, getArticleById, listArticles } from "../repositories/articles.ts";
import { listCategories } from "../repositories/categories.ts";
import { popularDrawings } from "../repositories/drawings.ts";
import { selectDrawingsWithCategory } from "../repositories/drawings-query.ts";
import type { Executor } from "../repositories/executor.ts";
import { toDrawingWithCategory } from "../repositories/mappers.ts";
import { listSitePages, type SitePage } from "../site/paths.ts";
import {
  articlesValue,
  articleValue,
  categoryCardValue,
  categoryPageValue,
  drawingCardValue,
  drawingValue,
  fingerprint,
  sitePagesValue,
  yearValue,
} from "./dependencies.ts";

/** Never equal to a recorded fingerprint: a key the evaluator does not know makes its pages render again. */
export const UNKNOWN = "?";

/**
 * Computes, from the database as it is now, the fingerprint each dependency
 * key would get if its pages were rendered now (see dependencies.ts). Every
 * query runs at most once per evaluator, and keys are fetched in batches:
 * one query for all the drawings asked about, one per category list.
 */
export class Evaluator {
  private readonly db: Executor;
  private readonly now: Date;
  private categories?: Promise<Map<string, CategoryWithCount>>;
  private readonly categoryLists = new Map<string, Promise<string[]>>();
  private readonly drawings = new Map<string, DrawingWithCategory | null>();
  private readonly popular = new Map<number, Promise<string>>();
  private sitePages?: Promise<SitePage[]>;
  private readonly memo = new Map<string, string>();

  constructor(db: Executor, now = new Date()) {
    this.db = db;
    this.now = now;
  }

  /** Every page of the site now (memoised: the page-set diff and the sitemap key share it). */
  listSitePages(): Promise<SitePage[]> {
    this.sitePages ??= listSitePages(this.db);
    return this.sitePages;
  }

  allCategories(): Promise<Map<string, CategoryWithCount>> {
    this.categories ??= listCategories(this.db).then((list) => new Map(list.map((category) => [category.id, category])));
    return this.categories;
  }

  /**
   * Ids of a category's active drawings in the order its pages list them and
   * related lists pick them: newest first, then by id (listDrawings' and
   * relatedDrawings' order).
   */
  categoryDrawingIds(categoryId: string): Promise<string[]> {
    let list = this.categoryLists.get(categoryId);
    if (!list) {
      list = this.db
        .selectFrom("drawings")
        .select("id")
        .where("category_id", "=", categoryId)
        .where("active", "=", true)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute()
        .then((rows) => rows.map((row) => row.id));
      this.categoryLists.set(categoryId, list);
    }
    return list;
  }

  /** Current category of each drawing given (null when it has none, absent when deleted). */
  async drawingCategories(ids: readonly string[]): Promise<Map<string, string | null>> {
    const result = new Map<string, string | null>();
    const uuids = ids.filter(isUuid);
    if (uuids.length === 0) return result;
    const rows = await this.db.selectFrom("drawings").select(["id", "category_id"]).where("id", "in", uuids).execute();
    for (const row of rows) result.set(row.id, row.category_id);
    return result;
  }

  /** Fingerprints of the keys given, as the pages would record them now. */
  async hashes(keys: Iterable<string>): Promise<Map<string, string>> {
    const wanted = [...new Set(keys)].filter((key) => !this.memo.has(key));
    await this.prefetch(wanted);
    await Promise.all(
      wanted.map(async (key) => {
        this.memo.set(key, await this.compute(key));
      }),
    );
    const result = new Map<string, string>();
    for (const key of keys) result.set(key, this.memo.get(key) as string);
    return result;
  }

  private async prefetch(keys: readonly string[]): Promise<void> {
    const categoryIds = new Set<string>();
    const drawingIds = new Set<string>();
    for (const key of keys) {
      const { kind, arg } = parseKey(key);
      if (kind === "related" || kind === "category-page") categoryIds.add(arg);
      else if (kind === "drawing" || kind === "drawing-card") drawingIds.add(arg);
    }
    await Promise.all([...categoryIds].filter(isUuid).map((id) => this.categoryDrawingIds(id)));
    const missing = [...drawingIds].filter((id) => !this.drawings.has(id) && isUuid(id));
    for (const id of drawingIds) if (!isUuid(id)) this.drawings.set(id, null);
    if (missing.length > 0) {
      for (let start = 0; start < missing.length; start += 1000) {
        const batch = missing.slice(start, start + 1000);
        const rows = await selectDrawingsWithCategory(this.db)
          .where("drawings.id", "in", batch)
          .where("drawings.active", "=", true)
          .execute();
        for (const id of batch) this.drawings.set(id, null);
        for (const row of rows) this.drawings.set(row.id, toDrawingWithCategory(row));
      }
    }
  }

  private async compute(key: string): Promise<string> {
    const { kind, arg, detail } = parseKey(key);
    switch (kind) {
      case "drawing": {
        const drawing = this.drawings.get(arg) ?? null;
        return fingerprint(drawing ? drawingValue(drawing) : null);
      }
      case "drawing-card": {
        const drawing = this.drawings.get(arg) ?? null;
        return fingerprint(drawing ? drawingCardValue(drawing) : null);
      }
      case "related": {
        if (!isUuid(arg)) return fingerprint(null);
        const ids = await this.categoryDrawingIds(arg);
        return fingerprint(
          ids
            .filter((id) => id !== detail)
            .slice(0, RELATED_FETCH)
            .slice(0, RELATED_SHOWN),
        );
      }
      case "category-page": {
        const category = (await this.allCategories()).get(arg);
        const page = Number(detail);
        if (!category) return fingerprint(null);
        const all = await this.categoryDrawingIds(arg);
        const total = all.length;
        const pageCount = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
        if (!Number.isInteger(page) || page < 1 || page > pageCount) return fingerprint(null);
        const ids = all.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);
        return fingerprint(categoryPageValue({ category, total, pageCount, ids }));
      }
      case "popular": {
        const limit = Number(detail);
        let value = this.popular.get(limit);
        if (!value) {
          value = popularDrawings(this.db, limit).then((items) => fingerprint(items.map((drawing) => drawing.id)));
          this.popular.set(limit, value);
        }
        return value;
      }
      case "featured": {
        const limit = detail === undefined ? HOME_FEATURED_CATEGORIES : Number(detail);
        const categories = [...(await this.allCategories()).values()];
        return fingerprint(pickFeaturedCategories(categories, limit).map(categoryCardValue));
      }
      case "categories-list": {
        // listCategories' order: by name, then id (the map keeps it).
        return fingerprint([...(await this.allCategories()).values()].map(categoryCardValue));
      }
      case "article": {
        const article = await getArticleById(this.db, arg);
        return fingerprint(articleValue(article?.status === "published" ? article : null));
      }
      case "articles": {
        return fingerprint(articlesValue(await listArticles(this.db, reviveArticleFilters(detail ?? "{}"))));
      }
      case "site-pages":
        return fingerprint(sitePagesValue(await this.listSitePages()));
      case "year":
        return fingerprint(yearValue(this.now));
      default:
        return UNKNOWN;
    }
  }
}

/** `drawing:<id>` → kind "drawing", arg id; `related:<c>|<d>` → kind "related", arg c, detail d; `popular|8` → detail "8". */
export function parseKey(key: string): { kind: string; arg: string; detail: string | undefined } {
  const bar = key.indexOf("|");
  const group = bar === -1 ? key : key.slice(0, bar);
  const detail = bar === -1 ? undefined : key.slice(bar + 1);
  const colon = group.indexOf(":");
  return colon === -1 ? { kind: group, arg: "", detail } : { kind: group.slice(0, colon), arg: group.slice(colon + 1), detail };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

function reviveArticleFilters(json: string): ArticleFilters {
  const filters = JSON.parse(json) as Record<string, unknown>;
  for (const name of ["publishedFrom", "publishedTo"]) {
    if (typeof filters[name] === "string") filters[name] = new Date(filters[name]);
  }
  return filters as ArticleFilters;
}
