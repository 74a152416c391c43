import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Cão Feliz", "cao-feliz"],
    ["  Ação & Reação!! ", "acao-reacao"],
    ["Pokémon: Pikachu #25", "pokemon-pikachu-25"],
    ["---já---", "ja"],
    ["ÁRVORE de Natal", "arvore-de-natal"],
    ["Maçã 🍎 vermelha", "maca-vermelha"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("uniqueSlug", () => {
  it("appends -1, -2, ... until the slug is free", async () => {
    const taken = new Set(["gato", "gato-1"]);
    expect(await uniqueSlug("Gato", (slug) => taken.has(slug))).toBe("gato-2");
    expect(await uniqueSlug("Cachorro", (slug) => taken.has(slug))).toBe("cachorro");
  });

  it("falls back when the text has no letters or digits", async () => {
    expect(await uniqueSlug("!!!", () => false, "desenho")).toBe("desenho");
  });
});
