import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { cardImageAttributes } from "../lib/card-image.ts";
import { drawingsLabel } from "../lib/format.ts";
import { normalizeSearchText } from "../lib/search-text.ts";
import { categoryPath } from "../lib/urls.ts";

/**
 * The category filter of /categorias/todas (spec "All categories"): every
 * category card is in the server's HTML; typing hides the ones whose name
 * or slug does not contain the text (accents and case ignored).
 */
export type FilterCategory = {
  slug: string;
  name: string;
  /** The card image URL, or null for the placeholder. */
  image: string | null;
  drawingsCount: number;
};

export type FilterOutcome = { visible: boolean[]; count: number };

/** Which categories a query keeps. */
export function filterCategories(categories: readonly FilterCategory[], query: string): FilterOutcome {
  const text = normalizeSearchText(query);
  const visible = categories.map((category) => normalizeSearchText(`${category.name} ${category.slug}`).includes(text));
  return { visible, count: visible.filter(Boolean).length };
}

/** What the status region says after the visitor typed (nothing before). */
function filterStatus(count: number): string {
  return count === 0 ? "Nenhuma categoria encontrada" : `${count} categorias`;
}

/** Same markup as src/components/CategoryCard.astro (with an h2). */
function CategoryCard({ category, eager }: { category: FilterCategory; eager: boolean }) {
  return (
    <a
      href={categoryPath(category.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="aspect-[4/3] bg-brand-50 p-2">
        {category.image ? (
          <img src={category.image} alt="" {...cardImageAttributes("cover", eager)} className="h-full w-full object-contain" />
        ) : (
          <img
            src="/placeholder-category.svg"
            alt=""
            width="480"
            height="360"
            loading="lazy"
            className="h-full w-full object-contain"
          />
        )}
      </div>
      <div className="border-t border-gray-100 p-3">
        <h2 className="font-bold text-ink group-hover:text-brand-700">{category.name}</h2>
        <p className="text-sm text-gray-600">{drawingsLabel(category.drawingsCount)}</p>
      </div>
    </a>
  );
}

export default function CategoryFilter({ categories }: { categories: FilterCategory[] }) {
  const input = useRef<HTMLInputElement>(null);
  /** What the visitor typed; null before they type anything. */
  const [query, setQuery] = useState<string | null>(null);
  const { visible, count } = filterCategories(categories, query ?? "");

  // Text typed before the island hydrated filters as soon as it does.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  return (
    <div data-category-filter>
      <div className="max-w-md">
        <label htmlFor="filtro-categorias" className="sr-only">
          Buscar categorias
        </label>
        <input
          ref={input}
          id="filtro-categorias"
          type="search"
          placeholder="Buscar categorias..."
          autoComplete="off"
          onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.currentTarget.value)}
          className="h-12 w-full rounded-full border border-gray-300 bg-white px-5 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
        />
      </div>
      <p className="sr-only" role="status">
        {query === null ? "" : filterStatus(count)}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="all-categories">
        {categories.map((category, index) => (
          <li key={category.slug} hidden={!visible[index]}>
            <CategoryCard category={category} eager={index < 4} />
          </li>
        ))}
      </ul>
      <p
        className="mt-8 rounded-2xl bg-gray-50 p-6 text-center text-lg text-gray-700"
        data-filter-empty
        hidden={query === null || count > 0}
      >
        Nenhuma categoria encontrada para “<span data-filter-query>{query?.trim()}</span>”.
      </p>
    </div>
  );
}
