import { describe, expect, it } from "vitest";
import { addTag, removeTag } from "./tags.ts";

describe("addTag", () => {
  it("adds a trimmed tag at the end", () => {
    expect(addTag(["gato"], "  cachorro ")).toEqual({ tags: ["gato", "cachorro"], added: true });
  });

  it("refuses an empty or blank tag", () => {
    expect(addTag(["gato"], "   ")).toEqual({ tags: ["gato"], added: false, reason: "empty" });
    expect(addTag([], "")).toEqual({ tags: [], added: false, reason: "empty" });
  });

  it("refuses a duplicate after trimming, comparing case-sensitively", () => {
    expect(addTag(["gato"], " gato ")).toEqual({ tags: ["gato"], added: false, reason: "duplicate" });
    expect(addTag(["gato"], "Gato")).toEqual({ tags: ["gato", "Gato"], added: true });
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
