import { describe, expect, it } from "vitest";
import { PALETTE } from "#src/browser/colouring/palette.ts";
import { foldWord, isPortugueseWord } from "./portuguese-words.ts";

describe("isPortugueseWord", () => {
  it.each([
    "mães",
    "maes",
    "páscoa",
    "pascoa",
    "natal",
    "junina",
    "juninas",
    "dinossauros",
    "princesas",
    "unicórnios",
    "leões",
    "corações",
    "coelhinhos",
    "pintando",
    "colorindo",
    "Gato",
  ])("knows %s, with or without accents, in any case, with its plural and other endings", async (word) => {
    expect(await isPortugueseWord(word)).toBe(true);
  });

  it.each([
    "elefamte",
    "borbolta",
    "gsto",
    "cotuja",
    "tartarga",
    "foguette",
    "pasarinho",
    "girrasol",
    "borbuletta",
    "xyzzyplugh",
    "",
  ])("does not take the typo %j for a word", async (word) => {
    expect(await isPortugueseWord(word)).toBe(false);
  });

  it("folds accents and case the way the search compares words, keeping other signs", () => {
    expect(foldWord("Mães")).toBe("maes");
    expect(foldWord("[^ã]o")).toBe("[^a]o");
  });
});

// The palette's names are what a child reads: every word a Portuguese one ('Pink' once sat beside 'Rosa').
it("knows every word of the colouring palette's colour names", async () => {
  for (const { name } of PALETTE) {
    for (const word of name.split(/[-\s]/)) expect(await isPortugueseWord(word), name).toBe(true);
  }
});
