import { describe, expect, it } from "vitest";
import { excerptParts } from "./pagefind.ts";

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into text and marked matches", () => {
    expect(excerptParts("Colorir ajuda na <mark>alfabetização</mark> das crianças")).toEqual([
      { text: "Colorir ajuda na ", marked: false },
      { text: "alfabetização", marked: true },
      { text: " das crianças", marked: false },
    ]);
  });

  it("unescapes the text Pagefind escaped, which then only ever becomes text nodes", () => {
    expect(excerptParts('a &lt; b & c &lt;b&gt;x&lt;/b&gt; "d" <mark>gato</mark>')).toEqual([
      { text: 'a < b & c <b>x</b> "d" ', marked: false },
      { text: "gato", marked: true },
    ]);
    expect(excerptParts("&lt;mark&gt;falso&lt;/mark&gt;")).toEqual([{ text: "<mark>falso</mark>", marked: false }]);
  });

  it("handles an excerpt without matches or an empty one", () => {
    expect(excerptParts("sem destaque")).toEqual([{ text: "sem destaque", marked: false }]);
    expect(excerptParts("")).toEqual([]);
  });
});
