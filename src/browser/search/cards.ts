import { cardImageAttributes } from "#src/lib/card-image.ts";
import { badgeClass, badgeText } from "#src/lib/difficulty-badge.ts";
import type { IconName } from "#src/lib/icons.ts";
import type { DrawingSearchHit, SearchShortcut } from "#src/lib/search.ts";
import type { SearchSuggestions } from "#src/lib/search-suggestions.ts";

/**
 * The search page's cards, built in the browser from the search API's
 * answers (issue 47: the page runs without React). The markup is the static
 * cards' (src/components/DrawingCard.astro, DifficultyBadge.astro,
 * Icon.astro), so a result looks and reads like any other card.
 */
export const GRID = "mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4";

type Child = Node | string | null | false;

/** An element with its attributes (`class` included) and children; null, false and undefined attributes are left out. */
export function element(
  tag: string,
  attributes: Record<string, string | boolean | null | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== false) node.append(child);
  return node;
}

/**
 * An icon the page's frame carries as a template (src/components/search/SearchResults.astro renders
 * src/components/Icon.astro in it), in the given size: the icons' paths stay out of this script, and with them the
 * islands' Icon chunk, which would bring React along.
 */
export function icon(name: IconName, className: string): Element | null {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-icon-template="${name}"]`);
  const svg = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!svg) return null;
  svg.setAttribute("class", `shrink-0 ${className}`);
  return svg;
}

function badge(tier: DrawingSearchHit["difficulty"]): HTMLElement | null {
  if (!tier) return null;
  const label = badgeText(tier);
  return element(
    "span",
    { class: badgeClass(tier, "card"), "data-difficulty": tier },
    element("span", {}, label.name),
    " ",
    element("span", { class: "font-semibold" }, `· ${label.ages}`),
  );
}

/** A result's card in its list item (with an h2, or an h3 under a section's heading). */
export function resultCard(hit: DrawingSearchHit, eager: boolean, heading: "h2" | "h3" = "h2"): HTMLElement {
  const image = hit.image
    ? element("img", {
        src: hit.image,
        alt: `Desenho para colorir: ${hit.title}`,
        ...cardImageAttributes("drawing", eager),
        class: "h-full w-full object-contain",
      })
    : element(
        "div",
        { class: "flex h-full items-center justify-center text-gray-400", "aria-hidden": "true", "data-no-image": true },
        icon("crayon", "size-12"),
      );
  return element(
    "li",
    {},
    element(
      "a",
      {
        href: hit.url,
        class:
          "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      },
      element("div", { class: "aspect-[707/1000] bg-white p-2" }, image),
      element(
        "div",
        { class: "flex flex-1 flex-col gap-1 border-t border-gray-100 p-3" },
        element(heading, { class: "font-bold leading-snug text-ink group-hover:text-brand-700", "data-title": true }, hit.title),
        element("p", { class: "text-sm text-gray-600", "data-category": true }, hit.category),
        badge(hit.difficulty),
      ),
    ),
  );
}

const SHORTCUT_LABELS: Record<SearchShortcut["kind"], string> = {
  collection: "Coleção",
  category: "Categoria",
  band: "Por idade",
};

/**
 * The pages the query named (issue 44), above the drawings: 'natal' leads to
 * the Natal collection and its caderno, '4 anos' to the page of 2 to 5
 * years, 'bichos' to the animals.
 */
export function shortcutCard(shortcut: SearchShortcut): HTMLElement {
  const picture = shortcut.image
    ? element("img", {
        src: shortcut.image,
        alt: "",
        width: "56",
        height: "79",
        decoding: "async",
        class: "h-20 w-14 shrink-0 rounded-lg bg-white object-contain p-1",
      })
    : element(
        "span",
        {
          class: "flex h-20 w-14 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700",
          "aria-hidden": "true",
        },
        icon(shortcut.kind === "band" ? "star" : "palette", "size-7"),
      );
  return element(
    "li",
    {},
    element(
      "a",
      {
        href: shortcut.href,
        "data-shortcut": shortcut.kind,
        class:
          "flex h-full items-center gap-3 rounded-2xl border-2 border-brand-200 bg-brand-50 p-3 hover:border-brand-500 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      },
      picture,
      element(
        "span",
        { class: "flex flex-col" },
        element("span", { class: "text-xs font-bold tracking-wide text-brand-800 uppercase" }, SHORTCUT_LABELS[shortcut.kind]),
        element("span", { class: "font-extrabold leading-snug text-ink" }, shortcut.name),
        element("span", { class: "text-sm text-gray-700" }, shortcut.detail),
      ),
    ),
  );
}

/** A titled list of suggestions, as the static pages' shelves (src/components/Shelf.astro) look. */
function shelf(id: string, title: string, list: HTMLElement): HTMLElement {
  return element("section", { "aria-labelledby": id }, element("h2", { id, class: "text-2xl font-extrabold" }, title), list);
}

/**
 * What a search without results offers instead (GET /api/search/suggestions):
 * the collections in season, popular categories and drawings; null when
 * there is nothing to offer.
 */
export function suggestionsOf(suggestions: SearchSuggestions): HTMLElement | null {
  const { collections, categories, drawings } = suggestions;
  if (collections.length + categories.length + drawings.length === 0) return null;
  const pill =
    "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-100 bg-white px-4 font-bold hover:border-brand-500 hover:bg-brand-50";
  return element(
    "div",
    { "data-suggestions": true, class: "flex flex-col gap-10 border-t border-gray-200 pt-10" },
    collections.length > 0 &&
      shelf(
        "sugestoes-colecoes",
        "Datas comemorativas chegando",
        element(
          "ul",
          { class: "mt-4 flex flex-wrap gap-2", "data-suggested-collections": true },
          ...collections.map((collection) =>
            element(
              "li",
              {},
              element(
                "a",
                {
                  href: collection.href,
                  class:
                    "inline-flex min-h-11 flex-col justify-center rounded-2xl border-2 border-brand-200 bg-brand-50 px-4 py-2 font-bold hover:border-brand-500 hover:bg-white",
                },
                `${collection.name} `,
                element("span", { class: "text-sm font-semibold text-gray-700" }, collection.when),
              ),
            ),
          ),
        ),
      ),
    categories.length > 0 &&
      shelf(
        "sugestoes-categorias",
        "Categorias populares",
        element(
          "ul",
          { class: "mt-4 flex flex-wrap gap-2" },
          ...categories.map((category) =>
            element(
              "li",
              {},
              element(
                "a",
                { href: category.href, class: pill },
                `${category.name} `,
                element("span", { class: "text-sm font-semibold text-gray-600" }, `(${category.drawingsCount})`),
              ),
            ),
          ),
        ),
      ),
    drawings.length > 0 &&
      shelf(
        "sugestoes-desenhos",
        "Desenhos mais baixados",
        element(
          "ul",
          { class: GRID },
          ...drawings.map((drawing) =>
            resultCard(
              {
                url: drawing.href,
                title: drawing.title,
                image: drawing.imageUrl,
                category: drawing.category ?? "",
                difficulty: drawing.difficulty,
              },
              false,
              "h3",
            ),
          ),
        ),
      ),
  );
}
