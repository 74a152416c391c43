import { describe, expect, it } from "vitest";
import { concatBytes } from "./bytes.ts";

describe("concatBytes", () => {
  it("puts the parts one after another", () => {
    expect([...concatBytes([new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3])])]).toEqual([1, 2, 3]);
    expect(concatBytes([]).byteLength).toBe(0);
  });
});
