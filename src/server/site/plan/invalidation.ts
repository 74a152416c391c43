import { isUuid } from "#src/lib/uuid.ts";
import { type ContentChange, changeEffect, sameValue } from "#src/server/changes/change.ts";
import type { ChangeScope, Touched } from "#src/server/site/kinds/kind.ts";
import { KINDS } from "#src/server/site/kinds/registry.ts";
import type { Evaluator } from "./evaluator.ts";
import type { Manifest } from "./manifest.ts";

/**
 * From content changes to the dependency groups worth checking. The records
 * of a change are only hints (a NOTIFY payload carries a few columns, a
 * webhook may arrive late): what a page showed comes from the manifest, what
 * it would show now from the database, so a change only has to say which
 * rows to look at.
 */
/**
 * The columns that place a drawing in its category's lists ('Novos':
 * created_at, id; 'Mais baixados': downloads first; a level's: its tier).
 */
const LIST_COLUMNS = ["category_id", "active", "created_at", "downloads", "difficulty_tier", "difficulty_override"] as const;

/** Whether a drawing's change may move it in or out of its category's lists: unknown without both records. */
function movesInLists(change: ContentChange): boolean {
  if (change.type !== "UPDATE" || !change.record || !change.oldRecord) return true;
  const { record, oldRecord } = change;
  return LIST_COLUMNS.some(
    (column) => !(column in record) || !(column in oldRecord) || !sameValue(record[column], oldRecord[column]),
  );
}

export function emptyTouched(): Touched {
  return {
    drawings: new Set(),
    listDrawings: new Set(),
    drawingCategories: new Set(),
    categories: new Set(),
    articles: new Set(),
    collections: new Set(),
    calendar: false,
    popular: false,
    downloadCategories: new Set(),
    content: false,
    sitemap: false,
  };
}

/** Where a change to a row of these tables is noted: its id, among the rows of its kind a run looks at. */
const ROW_SETS: Partial<Record<ContentChange["table"], "articles" | "collections" | "categories">> = {
  blog_articles: "articles",
  collections: "collections",
  categories: "categories",
};

/** Adds one change to what a run must look at; false when it cannot affect any page. */
export function addChange(touched: Touched, change: ContentChange): boolean {
  const effect = changeEffect(change);
  if (effect === "none") return false;
  const ids = [change.record?.id, change.oldRecord?.id].filter(isUuid);
  if (effect === "downloads") {
    // Only a drawing's downloads moved: the popular lists may reorder, nothing else shows counts.
    touched.popular = true;
    for (const id of [change.record?.category_id, change.oldRecord?.category_id].filter(isUuid))
      touched.downloadCategories.add(id);
    return true;
  }
  if (change.table === "drawings") {
    for (const id of ids) touched.drawings.add(id);
    if (movesInLists(change)) {
      for (const id of ids) touched.listDrawings.add(id);
      for (const id of [change.record?.category_id, change.oldRecord?.category_id].filter(isUuid))
        touched.drawingCategories.add(id);
    }
    touched.content = true;
    return true;
  }
  const rowSet = ROW_SETS[change.table];
  if (rowSet) {
    for (const id of ids) touched[rowSet].add(id);
    touched.content = true;
    return true;
  }
  return false;
}

/** Adds what `from` touched to `into` (a failed run's changes, back among the pending ones). */
export function mergeTouched(into: Touched, from: Readonly<Touched>): void {
  // Field by field, whatever the fields: id sets unite, flags add up.
  const target = into as Record<keyof Touched, Set<string> | boolean>;
  for (const [field, value] of Object.entries(from) as [keyof Touched, Set<string> | boolean][]) {
    const current = target[field];
    if (current instanceof Set && value instanceof Set) for (const id of value) current.add(id);
    else target[field] = current === true || value === true;
  }
}

/**
 * The dependency groups to check for what was touched: every kind's
 * (registry.ts). The scope (changeScope) answers from the database (where
 * drawings are now, which drawings a category has now) and the manifest
 * (where they were when their pages were built).
 */
export async function groupsToCheck(changes: ChangeScope): Promise<Set<string>> {
  const result = new Set<string>();
  for (const kind of KINDS) for (const group of await kind.affectedGroups(changes)) result.add(group);
  return result;
}

/** A batch of changes as the kinds ask about it: each answer read once, from the manifest and the database. */
export function changeScope(touched: Touched, manifest: Manifest, evaluator: Evaluator): ChangeScope {
  const drawings = once(async () => {
    const ids = new Set(touched.drawings);
    for (const categoryId of touched.categories) {
      // Its drawings' pages and cards show its name and slug: those it had and those it has.
      for (const id of manifest.drawingsOfCategory(categoryId)) ids.add(id);
      for (const id of await evaluator.categoryDrawingIds(categoryId)) ids.add(id);
    }
    return ids;
  });
  const categoryLists = once(async () => {
    const ids = new Set([...touched.drawingCategories, ...touched.categories]);
    // Where each drawing that may have moved in the lists is now (absent once deleted) and where its page was built.
    const now = await evaluator.drawingCategoryIds([...touched.listDrawings]);
    for (const id of touched.listDrawings) {
      const current = now.get(id);
      if (current) ids.add(current);
      for (const before of manifest.categoriesOfDrawing(id)) ids.add(before);
    }
    return ids;
  });
  return { touched, drawings, categoryLists };
}

/** `read` run on the first call only; later calls share its answer. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => {
    answer ??= read();
    return answer;
  };
}
