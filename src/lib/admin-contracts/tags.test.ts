import { describe, expect, it } from "vitest";
import { addTag, normalizeTags, removeTag } from "./tags.ts";

describe("addTag", () => {
  it("adds a trimmed tag at the end", () => {
    expect(addTag(["gato"], "  cachorro ")).toEqual({ tags: ["gato", "cachorro"], added: true });
  });

  it("refuses an empty or blank tag", () => {
    expect(addTag(["gato"], "   ")).toEqual({ tags: ["gato"], added: false, reason: "empty" });
    expect(addTag([], "")).toEqual({ tags: [], added: false, reason: "empty" });
  });

  it("refuses a duplicate after trimming, whatever its case", () => {
    expect(addTag(["gato"], " gato ")).toEqual({ tags: ["gato"], added: false, reason: "duplicate" });
    expect(addTag(["gato"], "Gato")).toEqual({ tags: ["gato"], added: false, reason: "duplicate" });
    expect(addTag(["Ação"], "AÇÃO")).toEqual({ tags: ["Ação"], added: false, reason: "duplicate" });
  });

  it("never changes the list it is given", () => {
    const tags = ["gato"];
    addTag(tags, "cachorro");
    expect(tags).toEqual(["gato"]);
  });
});

describe("removeTag", () => {
  it("removes only the given tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeTag(["a"], "z")).toEqual(["a"]);
  });
});

describe("normalizeTags", () => {
  it("trims, drops blanks and keeps the first of each tag, in order", () => {
    expect(normalizeTags([" gato", "", "cão ", "gato", "  ", "Gato", "CÃO"])).toEqual(["gato", "cão"]);
  });

  it("agrees with adding the tags one by one", () => {
    const typed = ["b", " a ", "b", "", "c", "B"];
    const added = typed.reduce<string[]>((tags, tag) => addTag(tags, tag).tags, []);
    expect(normalizeTags(typed)).toEqual(added);
  });
});
