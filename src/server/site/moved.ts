import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { isValidSlug } from "#src/lib/slug.ts";
import {
  articlePath,
  type CategoryAddress,
  type CategoryOrder,
  categoryPath,
  collectionPath,
  drawingPath,
  parseCategoryPath,
} from "#src/lib/urls.ts";
import { getDb } from "#src/server/db/index.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import {
  currentDrawingSlugs,
  renamedArticleSlug,
  renamedCategorySlug,
  renamedCollectionSlug,
} from "#src/server/repositories/former-slugs.ts";
import { isTrashedSlug } from "#src/server/repositories/trash.ts";

/**
 * What became of an address that has no page (docs/site-behaviour.md "Stable addresses"):
 * - `movedTo`: a drawing, category or article renamed (or a drawing moved to
 *   another category) lives there now, for a permanent redirect;
 * - `gone`: its item is in the trash (410 until it is restored or purged);
 * - null: it never was a page, or its item is no longer public.
 * Asked only when a page was not found, so it costs nothing on the pages
 * that exist.
 */
export type AddressFate = { movedTo: string } | { gone: true } | null;

async function addressFate(pathname: string): Promise<AddressFate> {
  const db = await getDb();
  const target = await currentAddress(db, pathname);
  if (target && target !== pathname) return { movedTo: target };
  return (await isTrashedAddress(db, pathname)) ? { gone: true } : null;
}

/**
 * What a page that was not found answers, decided here for every route (the
 * drawing, article and category pages, and /desenho/{slug}): a permanent
 * redirect to where its item is now, 410 for an item in the Lixeira, 404
 * otherwise.
 */
export type MissingPage = { movedTo: string } | { status: 404 | 410 };

export async function missingPage(pathname: string): Promise<MissingPage> {
  const fate = await addressFate(pathname);
  if (fate && "movedTo" in fate) return { movedTo: fate.movedTo };
  return { status: fate ? 410 : 404 };
}

/**
 * A page route's answer to a missing page, in one place: the permanent
 * redirect to return, or null once the response's status is set (the route
 * then renders its "not found" view, with 410 or 404).
 */
export function answerMissing(
  astro: { redirect(path: string, status: 301): Response; response: { status?: number } },
  missing: MissingPage | null,
): Response | null {
  if (!missing) return null;
  if ("movedTo" in missing) return astro.redirect(missing.movedTo, 301);
  astro.response.status = missing.status;
  return null;
}

async function isTrashedAddress(db: Executor, pathname: string): Promise<boolean> {
  const drawing = DRAWING.exec(pathname)?.[2];
  if (drawing) return isTrashedSlug(db, "drawing", drawing);
  const category = categoryAddressOf(pathname)?.slug;
  if (category) return isTrashedSlug(db, "category", category);
  const article = ARTICLE.exec(pathname)?.[1];
  if (article) return isTrashedSlug(db, "article", article);
  const collection = COLLECTION.exec(pathname)?.[1];
  return collection ? isTrashedSlug(db, "collection", collection) : false;
}

const DRAWING = /^\/desenhos?\/(?:([^/]+)\/)?([^/]+)\/?$/;
/** A category address whose page, if any, is a number as the site writes them (`/pagina/1` included: it leads to the list's own address). */
function categoryAddressOf(pathname: string): CategoryAddress | null {
  const address = parseCategoryPath(pathname);
  return address && (address.pageParam === undefined || /^[1-9]\d{0,5}$/.test(address.pageParam)) ? address : null;
}
const ARTICLE = /^\/blog\/([^/]+)\/?$/;
const COLLECTION = /^\/colecoes\/([^/]+)\/?$/;

async function currentAddress(db: Executor, pathname: string): Promise<string | null> {
  const drawing = DRAWING.exec(pathname);
  if (drawing) return drawingAddress(db, drawing[2] ?? "");
  const category = categoryAddressOf(pathname);
  if (category) return categoryAddress(db, category.slug, Number(category.pageParam ?? 1), category.order, category.tier);
  const article = ARTICLE.exec(pathname);
  if (article) return articleAddress(db, article[1] ?? "");
  const collection = COLLECTION.exec(pathname);
  if (collection) return collectionAddress(db, collection[1] ?? "");
  return null;
}

/** Drawing slugs are unique across the catalogue: the slug alone finds the drawing, whatever category the address names. */
async function drawingAddress(db: Executor, slug: string): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const found = await currentDrawingSlugs(db, slug);
  return found ? drawingPath(found.categorySlug, found.slug) : null;
}

async function categoryAddress(
  db: Executor,
  slug: string,
  page: number,
  order: CategoryOrder,
  tier: DifficultyTier | null,
): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const current = await renamedCategorySlug(db, slug);
  return current ? categoryPath(current, page, order, tier) : null;
}

async function articleAddress(db: Executor, slug: string): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const current = await renamedArticleSlug(db, slug);
  return current ? articlePath(current) : null;
}

async function collectionAddress(db: Executor, slug: string): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const current = await renamedCollectionSlug(db, slug);
  return current ? collectionPath(current) : null;
}
