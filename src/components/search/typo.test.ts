import { describe, expect, it } from "vitest";
import { correctQuery, correctTerm, queryTerms, withinOneEdit } from "./typo.ts";

describe("withinOneEdit", () => {
  it.each([
    ["gato", "gato", true],
    ["girasol", "girassol", true],
    ["girassol", "girasol", true],
    ["elefamte", "elefante", true],
    ["borlobeta", "borboleta", false],
    ["trataruga", "tartaruga", true],
    ["gato", "pato", true],
    ["gato", "rato", true],
    ["gato", "gatinho", false],
    ["abc", "cba", false],
    ["", "a", true],
    ["ab", "", false],
  ])("%s ~ %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe("queryTerms", () => {
  it("folds case and accents and splits on anything but letters and digits", () => {
    expect(queryTerms("  Coração-de BLOCOS! ")).toEqual(["coracao", "de", "blocos"]);
  });
});

const vocabulary = [
  "blocos",
  "menina",
  "gato",
  "cachorrinho",
  "girassol",
  "elefante",
  "borboleta",
  "tartaruga",
  "coracao",
  "cavalo",
];

describe("correctTerm", () => {
  it.each([
    ["girasol", "girassol"],
    ["elefamte", "elefante"],
    ["borbolta", "borboleta"],
    ["borboltas", "borboleta"],
    ["tratarugas", "tartaruga"],
    ["cachorinho", "cachorrinho"],
    ["cachorinh", "cachorrinho"],
  ])("%s -> %s", (term, expected) => {
    expect(correctTerm(term, vocabulary)).toBe(expected);
  });

  it("leaves prefixes being typed, short words and numbers alone", () => {
    expect(correctTerm("cachor", vocabulary)).toBeNull();
    expect(correctTerm("gata", vocabulary)).toBe("gato");
    expect(correctTerm("gat", vocabulary)).toBeNull();
    expect(correctTerm("2026", vocabulary)).toBeNull();
  });

  it("gives up when nothing is one edit away", () => {
    expect(correctTerm("dinossauro", vocabulary)).toBeNull();
  });

  it("prefers the more frequent word (earlier in the vocabulary)", () => {
    expect(correctTerm("mato", ["pato", "gato"])).toBe("pato");
  });
});

describe("correctQuery", () => {
  it("corrects each mistyped word and keeps the others", () => {
    expect(correctQuery("Girasol de blocos", vocabulary)).toBe("girassol de blocos");
  });

  it("is null when nothing changes", () => {
    expect(correctQuery("gato", vocabulary)).toBeNull();
    expect(correctQuery("   ", vocabulary)).toBeNull();
    expect(correctQuery("xyzwq", vocabulary)).toBeNull();
  });
});
