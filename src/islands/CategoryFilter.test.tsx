// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import CategoryFilter, { type FilterCategory, filterCategories } from "./CategoryFilter.tsx";
import { hydrate, type Mounted, serverRender, type } from "./testing/render.ts";

const categories: FilterCategory[] = [
  { slug: "animais", name: "Animais", image: "/storage/categories/animais.card.webp", drawingsCount: 12 },
  { slug: "pokemons", name: "Pokémons", image: null, drawingsCount: 1 },
  { slug: "dinossauros", name: "Dinossauros", image: null, drawingsCount: 5 },
];

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});
const shown = () =>
  [...(mounted?.container.querySelectorAll<HTMLLIElement>("[data-testid=all-categories] li") ?? [])]
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector("h2")?.textContent);

describe("filterCategories", () => {
  it("matches name or slug, ignoring accents and case", () => {
    expect(filterCategories(categories, "POKEMON").visible).toEqual([false, true, false]);
    expect(filterCategories(categories, "dino").count).toBe(1);
    expect(filterCategories(categories, "").count).toBe(3);
  });
});

describe("CategoryFilter", () => {
  it("renders every card on the server, with its link, image and count", () => {
    const document = new DOMParser().parseFromString(serverRender(CategoryFilter, { categories }), "text/html");
    const items = document.querySelectorAll("[data-testid=all-categories] li");
    expect(items).toHaveLength(3);
    expect(items[0]?.querySelector("a")?.getAttribute("href")).toBe("/categorias/animais");
    expect(items[0]?.querySelector("img")?.getAttribute("src")).toBe("/storage/categories/animais.card.webp");
    expect(items[0]?.querySelector("img")?.getAttribute("loading")).toBe("eager");
    expect(items[1]?.querySelector("img")?.getAttribute("src")).toBe("/placeholder-category.svg");
    expect(items[1]?.textContent).toContain("1 desenho");
    expect(document.querySelector("[data-filter-empty]")?.hasAttribute("hidden")).toBe(true);
    expect(document.querySelector("input")?.getAttribute("placeholder")).toBe("Buscar categorias...");
  });

  it("filters as the visitor types, with the empty state echoing the text", async () => {
    mounted = await hydrate(CategoryFilter, { categories });
    const input = mounted.container.querySelector("input") as HTMLInputElement;
    const status = mounted.container.querySelector("[role=status]");
    const empty = mounted.container.querySelector<HTMLElement>("[data-filter-empty]");
    await type(input, "pokémon");
    expect(shown()).toEqual(["Pokémons"]);
    expect(status?.textContent).toBe("1 categorias");
    await type(input, "xyzzy dragão");
    expect(shown()).toEqual([]);
    expect(empty?.hidden).toBe(false);
    expect(empty?.textContent).toBe("Nenhuma categoria encontrada para “xyzzy dragão”.");
    expect(status?.textContent).toBe("Nenhuma categoria encontrada");
    await type(input, "");
    expect(shown()).toHaveLength(3);
    expect(empty?.hidden).toBe(true);
  });
});
