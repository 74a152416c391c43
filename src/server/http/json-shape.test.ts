import { describe, expect, it } from "vitest";
import { jsonShapeWithin } from "./json-shape.ts";

const LIMITS = { maxDepth: 8, maxValues: 20 };

describe("jsonShapeWithin", () => {
  it("accepts ordinary bodies, strings holding brackets and escaped quotes included", () => {
    expect(jsonShapeWithin('{"name":"Natal","drawingIds":["a","b"],"daysBefore":30,"x":null}', LIMITS)).toBe(true);
    expect(jsonShapeWithin('{"title":"[[[[[[[[[[{{{{{{{{{{ \\" ]]]]"}', LIMITS)).toBe(true);
    expect(jsonShapeWithin("[1,-2.5e3,true,false]", LIMITS)).toBe(true);
  });

  it("refuses nesting past the depth and bodies of too many values, in one pass", () => {
    expect(jsonShapeWithin(`${"[".repeat(9)}${"]".repeat(9)}`, LIMITS)).toBe(false);
    expect(jsonShapeWithin(`[${Array.from({ length: 21 }, () => "1").join(",")}]`, LIMITS)).toBe(false);
    expect(jsonShapeWithin(`{"a":[${Array.from({ length: 30 }, () => '""').join(",")}]}`, LIMITS)).toBe(false);
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(jsonShapeWithin(deep, { maxDepth: 64, maxValues: 10_000 })).toBe(false);
  });
});
