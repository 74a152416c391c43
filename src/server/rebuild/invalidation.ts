import type { ContentChange, ContentTable } from "../changes.ts";
import { groups } from "./dependencies.ts";
import type { Evaluator } from "./evaluate.ts";
import { isUuid } from "./evaluate.ts";
import type { Manifest } from "./manifest.ts";

/**
 * From content changes to the dependency groups worth checking. The records
 * of a change are only hints (a NOTIFY payload carries a few columns, a
 * webhook may arrive late): what a page showed comes from the manifest, what
 * it would show now from the database, so a change only has to say which
 * rows to look at.
 */
export const CONTENT_TABLES: readonly ContentTable[] = ["categories", "drawings", "blog_articles"];

export function isContentTable(table: string): table is ContentTable {
  return (CONTENT_TABLES as readonly string[]).includes(table);
}

const COUNTERS = new Set(["views", "downloads"]);

/**
 * What an UPDATE changed: "none" (same row), "counters" (views/downloads
 * only: the touch triggers leave updated_at alone), or "content". Unknown
 * without both records.
 */
export function updateKind(change: ContentChange): "none" | "counters" | "content" | "unknown" {
  if (change.type !== "UPDATE" || !change.record || !change.oldRecord) return "unknown";
  let counters = false;
  for (const column of Object.keys(change.record)) {
    if (!(column in change.oldRecord)) continue;
    if (sameValue(change.record[column], change.oldRecord[column])) continue;
    if (COUNTERS.has(column)) counters = true;
    else return "content";
  }
  return counters ? "counters" : "none";
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date || isTimestamp(a) || isTimestamp(b)) {
    const left = new Date(a as string).getTime();
    const right = new Date(b as string).getTime();
    return !Number.isNaN(left) && left === right;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function isTimestamp(value: unknown): boolean {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value);
}

/** The rows a batch of changes touched, by table. */
export type Touched = {
  drawings: Set<string>;
  /** Categories whose lists may have changed (a drawing moved in or out, appeared, disappeared). */
  drawingCategories: Set<string>;
  categories: Set<string>;
  articles: Set<string>;
  /** Only counters changed: the popular list is all that may move. */
  popular: boolean;
  /** Anything beyond counters: page set, sitemap, lists. */
  content: boolean;
};

export function emptyTouched(): Touched {
  return {
    drawings: new Set(),
    drawingCategories: new Set(),
    categories: new Set(),
    articles: new Set(),
    popular: false,
    content: false,
  };
}

/** Adds one change to what a run must look at; false when it cannot affect any page. */
export function addChange(touched: Touched, change: ContentChange): boolean {
  const kind = updateKind(change);
  if (kind === "none") return false;
  const ids = [change.record?.id, change.oldRecord?.id].filter(isUuid);
  if (change.table === "drawings") {
    if (kind === "counters") {
      const downloads = change.record?.downloads !== change.oldRecord?.downloads;
      if (downloads) touched.popular = true;
      return downloads;
    }
    for (const id of ids) touched.drawings.add(id);
    for (const id of [change.record?.category_id, change.oldRecord?.category_id].filter(isUuid))
      touched.drawingCategories.add(id);
    touched.content = true;
    return true;
  }
  if (change.table === "blog_articles") {
    if (kind === "counters") return false;
    for (const id of ids) touched.articles.add(id);
    touched.content = true;
    return true;
  }
  if (change.table === "categories") {
    for (const id of ids) touched.categories.add(id);
    touched.content = true;
    return true;
  }
  return false;
}

/**
 * The dependency groups to check for what was touched. Needs the database
 * (where drawings are now, which drawings a category has now) and the
 * manifest (where they were when their pages were built).
 */
export async function groupsToCheck(touched: Touched, manifest: Manifest, evaluator: Evaluator): Promise<Set<string>> {
  const result = new Set<string>([groups.year]);
  if (touched.popular || touched.content) result.add(groups.popular);
  if (!touched.content) return result;
  result.add(groups.sitePages);

  const listCategories = new Set(touched.drawingCategories);
  if (touched.drawings.size > 0) {
    const now = await evaluator.drawingCategories([...touched.drawings]);
    for (const id of touched.drawings) {
      result.add(groups.drawing(id));
      result.add(groups.drawingCard(id));
      const current = now.get(id);
      if (current) listCategories.add(current);
      for (const before of manifest.categoriesOfDrawing(id)) listCategories.add(before);
    }
  }
  for (const categoryId of touched.categories) {
    listCategories.add(categoryId);
    // Its drawings' pages and cards show its name and slug: those it had and those it has.
    const drawingIds = new Set(manifest.drawingsOfCategory(categoryId));
    if (isUuid(categoryId)) for (const id of await evaluator.categoryDrawingIds(categoryId)) drawingIds.add(id);
    for (const id of drawingIds) {
      result.add(groups.drawing(id));
      result.add(groups.drawingCard(id));
    }
  }
  for (const categoryId of listCategories) {
    result.add(groups.categoryPage(categoryId));
    result.add(groups.related(categoryId));
  }
  if (touched.drawings.size > 0 || touched.categories.size > 0) {
    result.add(groups.featured);
    result.add(groups.categoriesList);
  }
  if (touched.articles.size > 0) {
    result.add(groups.articles);
    for (const id of touched.articles) result.add(groups.article(id));
  }
  return result;
}
