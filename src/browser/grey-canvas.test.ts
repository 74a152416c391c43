import { describe, expect, it } from "vitest";
import { lumaOf } from "./grey-canvas.ts";

const float601 = (r: number, g: number, b: number) => Math.floor(0.299 * r + 0.587 * g + 0.114 * b);

describe("a picture's pixels read as grey", () => {
  it("keep a grey pixel's value exactly, and give a colour's Rec. 601 luma to within one level", () => {
    const colours: [number, number, number][] = [];
    for (let value = 0; value < 256; value++) colours.push([value, value, value]);
    for (let seed = 1; seed < 2000; seed++) colours.push([(seed * 37) % 256, (seed * 91) % 256, (seed * 151) % 256]);
    const rgba = new Uint8ClampedArray(colours.length * 4);
    for (const [index, [r, g, b]] of colours.entries()) rgba.set([r, g, b, 255], index * 4);
    const grey = lumaOf(rgba, colours.length);
    for (let value = 0; value < 256; value++) expect(grey[value]).toBe(value);
    for (const [index, [r, g, b]] of colours.entries())
      expect(Math.abs((grey[index] as number) - float601(r, g, b))).toBeLessThanOrEqual(1);
  });

  it("reads the same from bytes that do not start on a word's boundary", () => {
    const bytes = new Uint8Array(1 + 3 * 4);
    bytes.set([0, 10, 10, 10, 255, 200, 100, 50, 255, 0, 0, 0, 255]);
    const shifted = lumaOf(bytes.subarray(1), 3);
    const aligned = lumaOf(bytes.slice(1), 3);
    expect([...shifted]).toEqual([...aligned]);
    expect([...shifted]).toEqual([10, float601(200, 100, 50), 0]);
  });
});
