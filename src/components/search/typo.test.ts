import { describe, expect, it } from "vitest";
import { analyzeQuery, checkTerm, queryTerms, withinOneEdit } from "./typo.ts";

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
  "girar",
  "elefante",
  "borboleta",
  "tartaruga",
  "coracao",
  "cavalo",
  "flor",
  "correr",
  "letra",
];

describe("checkTerm", () => {
  it.each([
    ["girasol", "girassol"],
    ["elefamte", "elefante"],
    ["borbolta", "borboleta"],
    ["borboltas", "borboleta"],
    ["tratarugas", "tartaruga"],
    ["cachorinho", "cachorrinho"],
    ["cachorinh", "cachorrinho"],
    ["gata", "gato"],
  ])("corrects %s to %s", (term, word) => {
    expect(checkTerm(term, vocabulary)).toEqual({ kind: "corrected", word });
  });

  it.each([
    ["gato", "a word of the index"],
    ["cachor", "a prefix being typed"],
    ["cavalos", "a plural"],
    ["flores", "a plural with -es"],
    ["correndo", "another inflection, which stemming finds"],
    ["gat", "too short to judge"],
    ["2026", "a number"],
  ])("keeps %s (%s)", (term) => {
    expect(checkTerm(term, vocabulary)).toEqual({ kind: "known" });
  });

  it.each(["xyzzyplugh", "dinossauro", "qqqq"])("rules out %s, which nothing in the index resembles", (term) => {
    expect(checkTerm(term, vocabulary)).toEqual({ kind: "unknown" });
  });

  it("prefers the more frequent word (earlier in the vocabulary)", () => {
    expect(checkTerm("mato", ["pato", "gato"])).toEqual({ kind: "corrected", word: "pato" });
  });
});

describe("analyzeQuery", () => {
  it("corrects each mistyped word and keeps the others", () => {
    expect(analyzeQuery("Girasol de blocos", vocabulary)).toEqual({
      query: "girassol de blocos",
      corrected: "girassol de blocos",
      unknown: false,
    });
  });

  it("searches the query as typed when nothing needs correcting", () => {
    expect(analyzeQuery("  Cavalos ", vocabulary)).toEqual({ query: "Cavalos", corrected: null, unknown: false });
  });

  it("flags a query with a word the index cannot match", () => {
    expect(analyzeQuery("gato xyzzyplugh", vocabulary).unknown).toBe(true);
  });
});
