import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter.ts";

describe("parseFrontMatter", () => {
  it("reads JSON strings, arrays, booleans and bare text", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Olá: mundo"\ntags: ["a", "b c"]\nis_featured: true\nupdated_at: 2026-11-01\n---\n\nCorpo do texto.\n',
    );
    expect(data).toEqual({ title: "Olá: mundo", tags: ["a", "b c"], is_featured: true, updated_at: "2026-11-01" });
    expect(body.trim()).toBe("Corpo do texto.");
  });

  it("leaves a file without front matter untouched", () => {
    expect(parseFrontMatter("# Só texto")).toEqual({ data: {}, body: "# Só texto" });
  });
});
