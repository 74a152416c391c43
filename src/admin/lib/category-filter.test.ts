import { describe, expect, it } from "vitest";
import { filterCategories } from "./category-filter.ts";

const items = [
  { name: "Animais", slug: "animais", description: "Bichos da fazenda e da floresta" },
  { name: "Pokémons", slug: "pokemons", description: null },
  { name: "Carros", slug: "carros", description: "Veículos velozes" },
];

describe("filterCategories", () => {
  it("returns everything for an empty search", () => {
    expect(filterCategories(items, "  ")).toHaveLength(3);
  });

  it("matches name, slug and description, ignoring case", () => {
    expect(filterCategories(items, "POKÉ").map((item) => item.slug)).toEqual(["pokemons"]);
    expect(filterCategories(items, "pokemons").map((item) => item.slug)).toEqual(["pokemons"]);
    expect(filterCategories(items, "floresta").map((item) => item.slug)).toEqual(["animais"]);
    expect(filterCategories(items, "ar").map((item) => item.slug)).toEqual(["carros"]);
  });

  it("finds nothing when nothing matches", () => {
    expect(filterCategories(items, "dinossauro")).toEqual([]);
  });
});
