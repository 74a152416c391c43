import { describe, expect, it } from "vitest";
import { collectionCover } from "./cover.ts";

describe("collectionCover", () => {
  const shown = [
    { id: "sem-imagem", imageUrl: null },
    { id: "a", imageUrl: "/storage/a.webp" },
    { id: "b", imageUrl: "/storage/b-nova.webp" },
  ];

  it("shows the chosen drawing's image as it is now", () => {
    expect(collectionCover({ coverDrawingId: "b" }, shown)).toBe("/storage/b-nova.webp");
  });

  it("falls back to the first shown drawing's image when the chosen drawing is not shown, or has no image", () => {
    // An inactive or deleted drawing (it is not among the shown ones), or one taken out of the collection.
    expect(collectionCover({ coverDrawingId: "inativo" }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ coverDrawingId: "sem-imagem" }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ coverDrawingId: null }, shown)).toBe("/storage/a.webp");
    expect(collectionCover({ coverDrawingId: "a" }, [])).toBeNull();
  });
});
