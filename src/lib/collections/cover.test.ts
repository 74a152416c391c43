import { describe, expect, it } from "vitest";
import { collectionCover } from "./cover.ts";

describe("collectionCover", () => {
  const shown = [{ imageUrl: null }, { imageUrl: "/storage/a.webp" }, { imageUrl: "/storage/b.webp" }];

  it("shows the chosen cover while one of the shown drawings has that image", () => {
    expect(collectionCover({ imageUrl: "/storage/b.webp" }, shown)).toBe("/storage/b.webp");
  });

  it("falls back to the first shown drawing's image when the chosen one is no shown drawing's", () => {
    // An inactive drawing's image (it is not among the shown ones), or an address that was never a drawing's.
    expect(collectionCover({ imageUrl: "/storage/inativo.webp" }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ imageUrl: "https://outro.site/x.png" }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ imageUrl: null }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ imageUrl: "/storage/a.webp" }, [])).toBeNull();
  });
});
