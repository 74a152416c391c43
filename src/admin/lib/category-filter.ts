import type { AdminCategory } from "#src/lib/admin-contracts/responses.ts";

/**
 * The categories list loads every category and filters on the client (spec
 * section 5): a case-insensitive substring match over name, slug and
 * description.
 */
export function filterCategories<T extends Pick<AdminCategory, "name" | "slug" | "description">>(
  items: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase("pt-BR");
  if (needle === "") return [...items];
  return items.filter((item) =>
    [item.name, item.slug, item.description ?? ""].some((text) => text.toLocaleLowerCase("pt-BR").includes(needle)),
  );
}
