import { describe, expect, it } from "vitest";
import { toArticleRow, toCollectionRow, toDrawingRow } from "./writers.ts";

describe("row writers", () => {
  it("write the fields given, null included, and leave out the ones left undefined", () => {
    expect(toDrawingRow({ description: null, categoryId: undefined, active: false })).toEqual({
      description: null,
      active: false,
    });
    expect(toArticleRow({})).toEqual({});
  });

  it("spell each field as its column, normalising as they go", () => {
    expect(toDrawingRow({ title: "Gato", tags: [" Gato ", "gato", "Fofo"], imageUrl: "/x.webp", difficultyAi: "facil" })).toEqual(
      {
        title: "Gato",
        tags: ["Gato", "Fofo"],
        image_url: "/x.webp",
        difficulty_ai: "facil",
      },
    );
    expect(toCollectionRow({ drawingIds: ["a", "b", "a"], yearlyDate: null, coverDrawingId: "b" })).toEqual({
      drawing_ids: ["a", "b"],
      yearly_date: null,
      cover_drawing_id: "b",
    });
  });
});
