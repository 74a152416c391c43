import { describe, expect, it } from "vitest";
import { allowedEdits, bestCorrection, editDistance } from "./correction.ts";

describe("editDistance", () => {
  it.each([
    ["gato", "gato", 0],
    ["gsto", "gato", 1], // substitution
    ["gat", "gato", 1], // insertion
    ["gatto", "gato", 1], // deletion
    ["gtao", "gato", 1], // adjacent transposition
    ["girrasol", "girassol", 2],
    ["borbuletta", "borboleta", 2],
    ["abc", "xyz", 3],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
    expect(editDistance(b, a, 3)).toBe(distance);
  });

  it("stops at max + 1 as soon as the distance is known to exceed it", () => {
    expect(editDistance("elefante", "xilofone", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("bestCorrection", () => {
  it("forgives one edit up to 6 letters, two from 7, none under 4 or in numbers", () => {
    expect([allowedEdits("gat"), allowedEdits("gato"), allowedEdits("girass"), allowedEdits("girasol")]).toEqual([0, 1, 1, 2]);
    expect(allowedEdits("123456789")).toBe(0);
  });

  it("prefers the fewest edits, then the most documents, then the alphabet", () => {
    expect(
      bestCorrection("elefamte", [
        { word: "elegante", documents: 500 },
        { word: "elefante", documents: 1 },
      ]),
    ).toBe("elefante");
    const candidates = [
      { word: "gosto", documents: 5 },
      { word: "gato", documents: 30 },
      { word: "gata", documents: 90 },
    ];
    expect(bestCorrection("gsto", candidates)).toBe("gato");
    expect(bestCorrection("gatx", candidates)).toBe("gata");
    expect(
      bestCorrection("xato", [
        { word: "mato", documents: 1 },
        { word: "gato", documents: 1 },
      ]),
    ).toBe("gato");
  });

  it("keeps a word with nothing close enough, and never 'corrects' a word to itself", () => {
    expect(bestCorrection("xyzzyplugh", [{ word: "xilofone", documents: 3 }])).toBeNull();
    expect(bestCorrection("gato", [{ word: "gato", documents: 3 }])).toBeNull();
    expect(bestCorrection("gsto", [])).toBeNull();
  });
});
