import { articleListQuerySchema } from "#src/lib/admin-contracts/schemas.ts";
import { type ListQuery, listAddress } from "./list-query.ts";

/**
 * The article list's filters, in the address (`?search=&status=&page=`), read
 * with the API's own schema, as the drawings list's are (./drawing-query.ts).
 */
export const ARTICLE_LIST_ADDRESS = listAddress(articleListQuerySchema.omit({ limit: true }));

export type ArticleQuery = ListQuery<typeof ARTICLE_LIST_ADDRESS.fields>;

export function hasArticleFilters(query: ArticleQuery): boolean {
  return Boolean(query.search) || query.status !== "all";
}
