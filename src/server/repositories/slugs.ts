import { sql, type Transaction } from "kysely";
import { slugify, uniqueSlug } from "#src/lib/slug.ts";
import type { Database } from "../db/schema.ts";
import { isReservedSlug } from "./reserved-slugs.ts";

type SluggedTable = "categories" | "drawings" | "blog_articles" | "collections";

/**
 * Serialises slug generation per table until the transaction ends, so two
 * saves of the same title at once cannot both pick `gato`. Drawings need it
 * most: their slugs are meant to be globally unique, but the database only
 * enforces (category_id, slug).
 */
export async function lockSlugs(trx: Transaction<Database>, table: SluggedTable): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`rabisco.slugs.${table}`}))`.execute(trx);
}

/** Whether `slug` is `base` or `base-N`, i.e. already a valid slug for that text. */
function derivesFrom(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}

export type SlugOptions = {
  fallback: string;
  /**
   * The current slug of the row being renamed. It is kept when it already
   * derives from the new text (no needless URL change); otherwise it cannot
   * collide with any candidate, so the row never blocks its own new slug.
   */
  current?: string | undefined;
};

/**
 * The slug for `text` in `table`: `base`, else the first free `base-1`,
 * `base-2`, ... Call it after `lockSlugs` in the same transaction. One query
 * reads every candidate already taken; an address a fixed route holds
 * (src/server/repositories/reserved-slugs.ts: a category's `todas`) counts as taken.
 */
export async function freeSlug(
  trx: Transaction<Database>,
  table: SluggedTable,
  text: string,
  options: SlugOptions,
): Promise<string> {
  const base = slugify(text) || options.fallback;
  if (options.current !== undefined && derivesFrom(options.current, base) && !isReservedSlug(table, options.current)) {
    return options.current;
  }
  // Slugs are [a-z0-9-] only, so `base` holds no LIKE wildcard.
  const result = await sql<{ slug: string }>`
    select slug from ${sql.table(table)} where slug = ${base} or slug like ${`${base}-%`}`.execute(trx);
  const taken = new Set(result.rows.map((row) => row.slug));
  return uniqueSlug(base, (candidate) => taken.has(candidate) || isReservedSlug(table, candidate), options.fallback);
}

/**
 * What renaming a row does to its slug, in one place for the tables whose
 * slug follows the name (categories, collections) or the title (drawings):
 * locks the table's slugs for the rest of the transaction, then gives the new
 * slug, or undefined to keep the current one (the name did not change, or
 * the slug already derives from the new one). Null when the row is gone.
 * Articles have a rule of their own (a published one keeps its address).
 */
export async function slugOnRename(
  trx: Transaction<Database>,
  table: "categories" | "collections" | "drawings",
  id: string,
  name: string,
  fallback: string,
): Promise<{ slug: string | undefined } | null> {
  await lockSlugs(trx, table);
  const named = table === "drawings" ? "title" : "name";
  const { rows } = await sql<{ name: string; slug: string }>`
    select ${sql.ref(named)} as name, slug from ${sql.table(table)} where id = ${id}`.execute(trx);
  const current = rows[0];
  if (!current) return null;
  if (name === current.name) return { slug: undefined };
  return { slug: await freeSlug(trx, table, name, { fallback, current: current.slug }) };
}
