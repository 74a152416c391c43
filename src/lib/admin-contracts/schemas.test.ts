import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, DESCRIPTION_MAX, TAGS_MAX } from "./limits.ts";
import { FIELDS, LIST_QUERY } from "./messages.ts";
import {
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

  it("on the tag rule: both keep each trimmed tag once", () => {
    const typed = [" gato", "gato", "", "Gato"];
    expect(drawingUpdateSchema.parse({ tags: encodeTags(typed) }).tags).toEqual(["gato", "Gato"]);
    expect(drawingFormSchema.parse({ ...formDrawing, tags: typed }).tags).toEqual(["gato", "Gato"]);
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
    expect(drawingListQuerySchema.parse({ search: " ", categoryId: "", status: "" })).toEqual({
      status: "all",
      page: 1,
      limit: ADMIN_PAGE_SIZE,
    });
    expect(messages(drawingListQuerySchema.safeParse({ limit: "101" }))).toEqual([["limit", LIST_QUERY.limitOutOfRange]]);
    expect(messages(drawingListQuerySchema.safeParse({ page: "0" }))).toEqual([["page", LIST_QUERY.pageInvalid]]);
  });
});
