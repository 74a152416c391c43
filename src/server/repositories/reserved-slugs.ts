/**
 * Slugs that content may not take, because a fixed route holds that address:
 * a category named 'Todas' would get `todas`, and /categorias/todas is the
 * page of all categories, so the category had no page and the sitemap listed
 * the address twice. A name that would give one gets the next free slug
 * (`todas-1`) instead (src/server/repositories/slugs.ts).
 *
 * Per kind of content, the fixed segments beside its slug in the routes
 * (src/pages): /categorias/{slug}, /desenhos/{category}/{slug} and
 * /desenho/{slug}, /blog/{slug}, /colecoes/{slug}.
 * src/server/repositories/reserved-slugs.test.ts reads the route folders, so a new fixed
 * page there fails it until it is listed here.
 */
export const RESERVED_SLUGS = {
  categories: ["todas"],
  drawings: [],
  blog_articles: [],
  collections: [],
} as const satisfies Record<string, readonly string[]>;

export type SluggedContent = keyof typeof RESERVED_SLUGS;

/** Whether `slug` is an address a fixed route of `content` holds. */
export function isReservedSlug(content: SluggedContent, slug: string): boolean {
  return (RESERVED_SLUGS[content] as readonly string[]).includes(slug);
}
