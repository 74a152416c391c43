import { describe, expect, it } from "vitest";
import { FrontMatterError, parseFrontMatter } from "./front-matter.ts";

describe("parseFrontMatter", () => {
  it("reads key: value lines between --- fences, unquoting values", () => {
    const { fields, body } = parseFrontMatter(
      '---\ntitle: "Olá: mundo"\nslug: ola\nexcerpt: \'It\'\'s\'\ntags: ["a", "b"]\nupdated_at: 2026-11-01\n---\n\nCorpo\n',
    );
    expect(fields).toEqual({ title: "Olá: mundo", slug: "ola", excerpt: "It's", tags: '["a", "b"]', updated_at: "2026-11-01" });
    expect(body).toBe("\nCorpo\n");
  });

  it("accepts Windows line endings and a byte order mark", () => {
    expect(parseFrontMatter("\uFEFF---\r\ntitle: A\r\n---\r\nB").fields).toEqual({ title: "A" });
  });

  it("treats a file without front matter as all body, and refuses an unclosed block", () => {
    expect(parseFrontMatter("# Só texto")).toEqual({ fields: {}, body: "# Só texto" });
    expect(() => parseFrontMatter("---\ntitle: A\n")).toThrow(FrontMatterError);
  });
});
