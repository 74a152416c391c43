import { describe, expect, it } from "vitest";
import {
  ADMIN_PAGE_SIZE,
  CONTENT_MAX,
  DESCRIPTION_MAX,
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  TAGS_MAX,
} from "./limits.ts";
import { FIELDS, LIST_QUERY } from "./messages.ts";
import {
  articleCreateSchema,
  articleFormSchema,
  articleListQuerySchema,
  articleUpdateSchema,
  categoryCreateSchema,
  categoryFormSchema,
  drawingCreateSchema,
  drawingFormSchema,
  drawingListQuerySchema,
  drawingUpdateSchema,
  encodeFlag,
  encodeTags,
} from "./schemas.ts";

/** The messages of a failed parse, by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

const CATEGORY_ID = "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b";
const formDrawing = { title: "Gato", categoryId: CATEGORY_ID, description: "", tags: [], active: true };

describe("the requests and the forms agree", () => {
  it.each([
    ["a blank title", { title: "  " }, "title", FIELDS.titleRequired],
    ["a title over the limit", { title: "x".repeat(201) }, "title", FIELDS.titleTooLong],
    ["a description over the limit", { description: "x".repeat(DESCRIPTION_MAX + 1) }, "description", FIELDS.descriptionTooLong],
  ])("on %s", (_label, change, field, message) => {
    const request = drawingCreateSchema.safeParse({ title: "Gato", categoryId: CATEGORY_ID, ...change });
    const form = drawingFormSchema.safeParse({ ...formDrawing, ...change });
    expect(messages(request)).toEqual([[field, message]]);
    expect(messages(form)).toEqual([[field, message]]);
  });

  it("on a missing category name", () => {
    expect(messages(categoryCreateSchema.safeParse({ name: "" }))).toEqual([["name", FIELDS.nameRequired]]);
    expect(messages(categoryFormSchema.safeParse({ name: "", description: "" }))).toEqual([["name", FIELDS.nameRequired]]);
  });

  it("on too many tags", () => {
    const tags = Array.from({ length: TAGS_MAX + 1 }, (_, index) => `tag ${index}`);
    expect(messages(drawingUpdateSchema.safeParse({ tags: encodeTags(tags) }))).toEqual([["tags", FIELDS.tooManyTags]]);
    expect(messages(drawingFormSchema.safeParse({ ...formDrawing, tags }))).toEqual([["tags", FIELDS.tooManyTags]]);
  });

  it("on the tag rule: both keep each trimmed tag once, whatever its case", () => {
    const typed = [" gato", "gato", "", "Gato"];
    expect(drawingUpdateSchema.parse({ tags: encodeTags(typed) }).tags).toEqual(["gato"]);
    expect(drawingFormSchema.parse({ ...formDrawing, tags: typed }).tags).toEqual(["gato"]);
  });
});

describe("the request fields", () => {
  it("read back what the browser encodes", () => {
    const parsed = drawingUpdateSchema.parse({
      active: encodeFlag(false),
      removeImage: encodeFlag(true),
      tags: encodeTags(["a"]),
    });
    expect(parsed).toEqual({ active: false, removeImage: true, tags: ["a"] });
  });

  it("store a blank description as none", () => {
    expect(categoryCreateSchema.parse({ name: " Animais ", description: "  " })).toEqual({ name: "Animais", description: null });
  });

  it("refuse tags that are not a JSON list of texts", () => {
    expect(messages(drawingUpdateSchema.safeParse({ tags: "gato" }))).toEqual([["tags", FIELDS.tagsInvalid]]);
    expect(messages(drawingUpdateSchema.safeParse({ tags: "[1]" }))).toEqual([["tags.0", FIELDS.tagsInvalid]]);
  });

  it("give the drawings list its defaults and bounds", () => {
    expect(drawingListQuerySchema.parse({ search: " ", categoryId: "", status: "", level: "" })).toEqual({
      status: "all",
      level: "all",
      sort: "created_at",
      order: "desc",
      page: 1,
      limit: ADMIN_PAGE_SIZE,
    });
    expect(drawingListQuerySchema.parse({ sort: "downloads", order: "asc" })).toMatchObject({ sort: "downloads", order: "asc" });
    expect(messages(drawingListQuerySchema.safeParse({ sort: "password" }))).toEqual([["sort", LIST_QUERY.sortInvalid]]);
    expect(messages(drawingListQuerySchema.safeParse({ order: "up" }))).toEqual([["order", LIST_QUERY.orderInvalid]]);
    expect(messages(drawingListQuerySchema.safeParse({ level: "facilimo" }))).toEqual([["level", LIST_QUERY.levelInvalid]]);
    expect(messages(drawingListQuerySchema.safeParse({ limit: "101" }))).toEqual([["limit", LIST_QUERY.limitOutOfRange]]);
    expect(messages(drawingListQuerySchema.safeParse({ page: "0" }))).toEqual([["page", LIST_QUERY.pageInvalid]]);
    // Decimal digits only: Number() would read these as 16, 10, 3 and 2.
    for (const page of ["0x10", "1e1", "0b11", "2.0", "+2", "١٢"]) {
      expect(messages(drawingListQuerySchema.safeParse({ page })), page).toEqual([["page", LIST_QUERY.pageInvalid]]);
    }
    expect(drawingListQuerySchema.parse({ page: " 16 ", limit: "010" })).toMatchObject({ page: 16, limit: 10 });
  });
});

const formArticle = {
  title: "Cores",
  excerpt: "Resumo",
  content: "",
  metaTitle: "",
  metaDescription: "",
  tags: [],
  isFeatured: false,
};

describe("the article request and form agree", () => {
  it.each([
    ["a blank title", { title: " " }, "title", FIELDS.titleRequired],
    ["a blank excerpt", { excerpt: "  " }, "excerpt", FIELDS.excerptRequired],
    ["an excerpt over the limit", { excerpt: "x".repeat(EXCERPT_MAX + 1) }, "excerpt", FIELDS.excerptTooLong],
    ["content over the limit", { content: "x".repeat(CONTENT_MAX + 1) }, "content", FIELDS.contentTooLong],
    ["a meta title over the limit", { metaTitle: "x".repeat(META_TITLE_MAX + 1) }, "metaTitle", FIELDS.metaTitleTooLong],
    [
      "a meta description over the limit",
      { metaDescription: "x".repeat(META_DESCRIPTION_MAX + 1) },
      "metaDescription",
      FIELDS.metaDescriptionTooLong,
    ],
  ])("on %s", (_label, change, field, message) => {
    const request = articleCreateSchema.safeParse({ title: "Cores", excerpt: "Resumo", ...change });
    const form = articleFormSchema.safeParse({ ...formArticle, ...change });
    expect(messages(request)).toEqual([[field, message]]);
    expect(messages(form)).toEqual([[field, message]]);
  });

  it("requires the excerpt on create, not on update", () => {
    expect(messages(articleCreateSchema.safeParse({ title: "Cores" }))).toEqual([["excerpt", FIELDS.excerptRequired]]);
    expect(articleUpdateSchema.parse({ title: "Cores" })).toEqual({ title: "Cores" });
  });
});

describe("the article request fields", () => {
  it("read back what the browser encodes, a new article not featured", () => {
    expect(articleCreateSchema.parse({ title: " Cores ", excerpt: " Resumo ", tags: encodeTags([" a", "a"]) })).toEqual({
      title: "Cores",
      excerpt: "Resumo",
      tags: ["a"],
      isFeatured: false,
    });
    expect(articleUpdateSchema.parse({ isFeatured: encodeFlag(true), removeImage: encodeFlag(true) })).toEqual({
      isFeatured: true,
      removeImage: true,
    });
  });

  it("keep the content as typed and store blank SEO fields as none", () => {
    const parsed = articleUpdateSchema.parse({ content: "    code\n", metaTitle: "  ", metaDescription: " Sobre cores " });
    expect(parsed).toEqual({ content: "    code\n", metaTitle: null, metaDescription: "Sobre cores" });
  });

  it("keep the line breaks the textarea had, not the CRLF multipart sends, and measure them so", () => {
    expect(
      articleCreateSchema.parse({ title: "T", excerpt: "a\r\nb", content: "# A\r\n\r\nB\rC", metaDescription: "x\r\ny" }),
    ).toEqual({
      title: "T",
      excerpt: "a\nb",
      content: "# A\n\nB\nC",
      metaDescription: "x\ny",
      isFeatured: false,
    });
    const full = `${"x".repeat(CONTENT_MAX - 1)}\r\n`;
    expect(articleUpdateSchema.parse({ content: full }).content).toHaveLength(CONTENT_MAX);
  });

  it("give the article list its defaults and bounds", () => {
    expect(articleListQuerySchema.parse({ search: " ", status: "" })).toEqual({ status: "all", page: 1, limit: ADMIN_PAGE_SIZE });
    expect(articleListQuerySchema.parse({ search: " gato ", status: "archived", page: "2", limit: "25" })).toEqual({
      search: "gato",
      status: "archived",
      page: 2,
      limit: 25,
    });
    expect(messages(articleListQuerySchema.safeParse({ status: "active" }))).toEqual([
      ["status", LIST_QUERY.articleStatusInvalid],
    ]);
  });
});
