import { describe, expect, it } from "vitest";
import { colouringTitle, escapeXml, truncate } from "./text.ts";

describe("truncate", () => {
  it("keeps a text that fits", () => {
    expect(truncate("Gato feliz", 10)).toBe("Gato feliz");
  });

  it("cuts a longer text to the limit, ellipsis included, without a space before it", () => {
    expect(truncate("Gato feliz no jardim", 11)).toBe("Gato feliz…");
    expect(truncate("Gato feliz no jardim", 11)).toHaveLength(11);
  });
});

describe("escapeXml", () => {
  it("escapes markup characters as numeric references", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;");
  });

  it("drops the control characters XML forbids and keeps tab and line breaks", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne\rf")).toBe("abc\td\ne\rf");
    expect(escapeXml("Gato\uFFFE fofo\uFFFF \uD800só 🎨")).toBe("Gato fofo só 🎨");
  });

  it("leaves accents and emoji alone", () => {
    expect(escapeXml("Coração 🎨")).toBe("Coração 🎨");
  });
});

describe("colouringTitle", () => {
  it("adds 'para colorir' to a title that does not say it", () => {
    expect(colouringTitle("Gato brincalhão")).toBe("Gato brincalhão para colorir");
  });

  it("does not double it when the title already ends with it, in any case or accent", () => {
    expect(colouringTitle("Letra B para colorir")).toBe("Letra B para colorir");
    expect(colouringTitle("Número 3 PARA COLORIR ")).toBe("Número 3 PARA COLORIR");
    expect(colouringTitle("Mandala para pintar!")).toBe("Mandala para pintar!");
  });
});
