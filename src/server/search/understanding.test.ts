import { describe, expect, it } from "vitest";
import { SEARCH_VOCABULARY, understandQuery } from "./understanding.ts";

const KNOWN = {
  collections: [
    { slug: "natal", name: "Natal" },
    { slug: "pascoa", name: "Páscoa" },
    { slug: "dia-das-maes", name: "Dia das Mães" },
    { slug: "festa-junina", name: "Festa Junina" },
    { slug: "folclore", name: "Folclore" },
    { slug: "dia-das-criancas", name: "Dia das Crianças" },
  ],
  categories: [
    { slug: "animais", name: "Animais" },
    { slug: "alfabeto", name: "Alfabeto" },
    { slug: "mandalas", name: "Mandalas" },
    { slug: "datas-comemorativas", name: "Datas Comemorativas" },
  ],
};

const understand = (query: string) => understandQuery(query, KNOWN);

describe("understandQuery: ages", () => {
  it.each([
    ["4 anos", ["facil"]],
    ["para 3 anos", ["facil"]],
    ["criança de 7 anos", ["medio"]],
    ["crianças de 10 anos", ["dificil"]],
    ["quatro anos", ["facil"]],
    ["desenhos para colorir 4 anos", ["facil"]],
    ["3 a 7 anos", ["facil", "medio"]],
    ["18 meses", ["facil"]],
    ["1 ano", ["facil"]],
    ["15 anos", ["desafio"]],
    ["bebê", ["facil"]],
    ["bebês", ["facil"]],
    ["criança pequena", ["facil"]],
    ["crianças pequenas", ["facil"]],
    ["educação infantil", ["facil"]],
    ["educacao infantil", ["facil"]],
    ["ensino fundamental", ["medio", "dificil"]],
    ["fácil", ["facil"]],
    ["faceis", ["facil"]],
    ["difícil", ["dificil"]],
    ["dificeis", ["dificil"]],
  ])("'%s' names the tiers %j and leaves no word", (query, tiers) => {
    const understood = understand(query);
    expect(understood.tiers).toEqual(tiers);
    expect(understood.bands.map((band) => band.tier)).toEqual(tiers);
    expect(understood.words).toEqual([]);
  });

  it("combines an age with the other words: 'dinossauro 4 anos' is the dinosaurs of 2 to 5", () => {
    expect(understand("dinossauro 4 anos")).toMatchObject({ tiers: ["facil"], words: ["dinossauro"] });
    expect(understand("desenho de gato para criança de 7 anos")).toMatchObject({ tiers: ["medio"], words: ["gato"] });
  });

  it("reads no age in a number that counts something else", () => {
    expect(understand("letra a")).toMatchObject({ tiers: null, words: ["a"] });
    expect(understand("numero 4")).toMatchObject({ tiers: null });
    expect(understand("4 gatos").tiers).toBeNull();
  });
});

describe("understandQuery: occasions and themes", () => {
  it.each([
    ["natal", "natal"],
    ["Natal", "natal"],
    ["natalino", "natal"],
    ["papai noel", "natal"],
    ["desenhos de natal", "natal"],
    ["dia das mães", "dia-das-maes"],
    ["dia da mae", "dia-das-maes"],
    ["folclorre", "folclore"],
    ["mamãe", "dia-das-maes"],
    ["páscoa", "pascoa"],
    ["pascoa", "pascoa"],
    ["coelho da páscoa", "pascoa"],
    ["festa junina", "festa-junina"],
    ["festas juninas", "festa-junina"],
    ["festa junnina", "festa-junina"],
    ["são joão", "festa-junina"],
    ["folclore", "folclore"],
    ["folclore brasileiro", "folclore"],
    ["dia das crianças", "dia-das-criancas"],
  ])("'%s' names the collection %s", (query, slug) => {
    const understood = understand(query);
    expect(understood.collections).toEqual([slug]);
    expect(understood.words).toEqual([]);
    expect(understood.tiers).toBeNull();
  });

  it("prefers the longest phrase: 'dia das mães' is the collection, not 'mãe' and two more words", () => {
    expect(understand("dia das maes").named).toEqual([{ words: ["dia", "das", "maes"], collection: "dia-das-maes" }]);
  });

  it.each([
    ["animais", "animais"],
    ["bichos", "animais"],
    ["bichinhos", "animais"],
    ["alfabeto", "alfabeto"],
    ["abc", "alfabeto"],
    ["mandala", "mandalas"],
  ])("'%s' names the category %s", (query, slug) => {
    expect(understand(query).categories).toEqual([slug]);
  });

  it("names no collection or category the site does not have", () => {
    const understood = understandQuery("natal bichos", { collections: [], categories: [] });
    expect(understood).toMatchObject({ collections: [], categories: [], words: ["natal", "bichos"] });
  });

  it("combines an occasion, an age and a word", () => {
    expect(understand("estrela de natal para 4 anos")).toMatchObject({
      tiers: ["facil"],
      collections: ["natal"],
      words: ["estrela"],
    });
  });

  it("searches a query of fillers alone as typed", () => {
    expect(understand("desenhos para colorir").words).toEqual(["desenhos", "para", "colorir"]);
  });

  it("keeps its phrases in the data file, each naming what exists there", () => {
    expect(SEARCH_VOCABULARY.ages.length).toBeGreaterThan(5);
    for (const { tiers } of SEARCH_VOCABULARY.ages) expect(tiers.length).toBeGreaterThan(0);
  });
});
