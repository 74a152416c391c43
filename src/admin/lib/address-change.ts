import { slugify } from "#src/lib/slug.ts";
import { categoryPath, drawingPath } from "#src/lib/urls.ts";

/**
 * The form's warning that saving changes a public address (docs/site-behaviour.md
 * "Stable addresses"): the new address as the server will most likely make it (it
 * adds -1, -2... when another item has that slug), and that the old one
 * keeps working. Undefined when nothing changes.
 */
export function addressChangeNotice(current: string, next: string | null): string | undefined {
  if (!next || next === current) return undefined;
  return `Ao salvar, o endereço da página muda para ${next}. O endereço antigo continua funcionando e leva ao novo.`;
}

/** A saved drawing's address after an edit of its title or category (the slug follows a changed title). */
export function drawingAddressAfterEdit(
  saved: { title: string; slug: string; categorySlug: string | null },
  edited: { title: string; categorySlug: string | null },
): { current: string; next: string | null } | null {
  if (!saved.categorySlug) return null;
  const slug = edited.title.trim() === saved.title ? saved.slug : slugify(edited.title) || saved.slug;
  return {
    current: drawingPath(saved.categorySlug, saved.slug),
    next: edited.categorySlug ? drawingPath(edited.categorySlug, slug) : null,
  };
}

/** A saved category's address after an edit of its name. */
export function categoryAddressAfterEdit(
  saved: { name: string; slug: string },
  editedName: string,
): { current: string; next: string } {
  const slug = editedName.trim() === saved.name ? saved.slug : slugify(editedName) || saved.slug;
  return { current: categoryPath(saved.slug), next: categoryPath(slug) };
}
