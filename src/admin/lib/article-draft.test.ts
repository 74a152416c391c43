import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "../../../tests/support/storage.ts";
import {
  type ArticleDraft,
  type ArticleEditorValues,
  articleDraftKey,
  articleEditorValues,
  clearArticleDraft,
  draftIsBehindServer,
  draftOfferMessage,
  draftToOffer,
  EMPTY_ARTICLE_VALUES,
  isArticleFormDirty,
  parseArticleDraft,
  readArticleDraft,
  sameArticleValues,
  serializeArticleDraft,
  writeArticleDraft,
} from "./article-draft.ts";

const values: ArticleEditorValues = {
  title: "Cores primárias",
  excerpt: "Um resumo.",
  content: "# Olá\n\nTexto **forte**.",
  metaTitle: "",
  metaDescription: "Descrição para buscadores",
  tags: ["cores", "arte"],
  isFeatured: true,
};

const draft: ArticleDraft = { savedAt: "2026-11-23T17:05:00.000Z", baseUpdatedAt: "2026-11-20T10:00:00.000Z", values };

describe("article editor values", () => {
  it("reads a stored article, with no meta title as an empty field", () => {
    const stored = { ...values, metaTitle: null, metaDescription: null, slug: "x", views: 3 };
    expect(articleEditorValues(stored)).toEqual({ ...values, metaTitle: "", metaDescription: "" });
  });

  it("compares every field exactly, tags in order", () => {
    expect(sameArticleValues(values, { ...values, tags: [...values.tags] })).toBe(true);
    expect(sameArticleValues(values, { ...values, title: "Cores primárias " })).toBe(false);
    expect(sameArticleValues(values, { ...values, content: `${values.content}\n` })).toBe(false);
    expect(sameArticleValues(values, { ...values, metaTitle: "x" })).toBe(false);
    expect(sameArticleValues(values, { ...values, isFeatured: false })).toBe(false);
    expect(sameArticleValues(values, { ...values, tags: ["arte", "cores"] })).toBe(false);
    expect(sameArticleValues(values, { ...values, tags: ["cores"] })).toBe(false);
    expect(sameArticleValues(values, { ...values, tags: ["cores", "Arte"] })).toBe(false);
  });

  it("is dirty when a field, the image or its removal differs from the baseline", () => {
    const clean = { values, baseline: { ...values }, imageChosen: false, removeImage: false };
    expect(isArticleFormDirty(clean)).toBe(false);
    expect(isArticleFormDirty({ ...clean, values: { ...values, excerpt: "Outro." } })).toBe(true);
    expect(isArticleFormDirty({ ...clean, imageChosen: true })).toBe(true);
    expect(isArticleFormDirty({ ...clean, removeImage: true })).toBe(true);
    expect(
      isArticleFormDirty({
        values: EMPTY_ARTICLE_VALUES,
        baseline: EMPTY_ARTICLE_VALUES,
        imageChosen: false,
        removeImage: false,
      }),
    ).toBe(false);
  });
});

describe("the local draft", () => {
  it("has one key per article and one for a new article", () => {
    expect(articleDraftKey("abc")).toBe("rabisco:admin:article-draft:abc");
    expect(articleDraftKey(undefined)).toBe("rabisco:admin:article-draft:new");
  });

  it("round-trips through its stored text", () => {
    const text = serializeArticleDraft(draft);
    expect(JSON.parse(text)).toMatchObject({ version: 1, savedAt: draft.savedAt });
    expect(parseArticleDraft(text)).toEqual(draft);
    expect(parseArticleDraft(serializeArticleDraft({ ...draft, baseUpdatedAt: null }))?.baseUpdatedAt).toBeNull();
  });

  it("ignores what it did not write", () => {
    const stored = JSON.parse(serializeArticleDraft(draft)) as Record<string, unknown>;
    const variants: (string | null | undefined)[] = [
      null,
      undefined,
      "",
      "{not json",
      "42",
      "null",
      JSON.stringify({ ...stored, version: 2 }),
      JSON.stringify({ ...stored, savedAt: "yesterday" }),
      JSON.stringify({ ...stored, baseUpdatedAt: 5 }),
      JSON.stringify({ ...stored, values: null }),
      JSON.stringify({ ...stored, values: { ...values, title: 1 } }),
      JSON.stringify({ ...stored, values: { ...values, tags: "a,b" } }),
      JSON.stringify({ ...stored, values: { ...values, tags: ["a", 2] } }),
      JSON.stringify({ ...stored, values: { ...values, isFeatured: "true" } }),
      JSON.stringify({ ...stored, values: { ...values, metaDescription: undefined } }),
    ];
    for (const text of variants) expect(parseArticleDraft(text), String(text)).toBeNull();
  });

  it("keeps only the known fields", () => {
    const text = JSON.stringify({ version: 1, ...draft, values: { ...values, extra: "x" }, other: true });
    expect(parseArticleDraft(text)).toEqual(draft);
  });

  it("is offered back only when it differs from the server's version", () => {
    expect(draftToOffer(null, values)).toBeNull();
    expect(draftToOffer(draft, { ...values })).toBeNull();
    expect(draftToOffer(draft, { ...values, title: "Outro título" })).toBe(draft);
    expect(draftToOffer({ ...draft, values: EMPTY_ARTICLE_VALUES }, EMPTY_ARTICLE_VALUES)).toBeNull();
    expect(draftToOffer(draft, EMPTY_ARTICLE_VALUES)).toBe(draft);
  });

  it("says when it was written, in Brasília time", () => {
    expect(draftOfferMessage(draft, true)).toBe("Há um rascunho não salvo deste artigo de 23/11/26 14:05. Restaurar?");
    expect(draftOfferMessage(draft, false)).toBe("Há um rascunho não salvo de um novo artigo de 23/11/26 14:05. Restaurar?");
  });

  it("knows when the server's article changed after the draft was started", () => {
    expect(draftIsBehindServer(draft, draft.baseUpdatedAt)).toBe(false);
    expect(draftIsBehindServer(draft, "2026-11-24T10:00:00.000Z")).toBe(true);
    expect(draftIsBehindServer({ ...draft, baseUpdatedAt: null }, "2026-11-24T10:00:00.000Z")).toBe(false);
    expect(draftIsBehindServer(draft, null)).toBe(false);
  });

  it("is written, read and cleared per article", () => {
    const storage = memoryStorage();
    expect(writeArticleDraft(storage, "a1", draft)).toBe(true);
    expect(writeArticleDraft(storage, undefined, { ...draft, baseUpdatedAt: null })).toBe(true);
    expect(readArticleDraft(storage, "a1")).toEqual(draft);
    expect(readArticleDraft(storage, "a2")).toBeNull();
    expect(readArticleDraft(storage, undefined)?.baseUpdatedAt).toBeNull();
    clearArticleDraft(storage, "a1");
    expect(readArticleDraft(storage, "a1")).toBeNull();
    expect([...storage.items.keys()]).toEqual(["rabisco:admin:article-draft:new"]);
  });

  it("never throws when storage refuses or is missing", () => {
    expect(writeArticleDraft(blockedStorage, "a1", draft)).toBe(false);
    expect(readArticleDraft(blockedStorage, "a1")).toBeNull();
    expect(() => clearArticleDraft(blockedStorage, "a1")).not.toThrow();
    expect(writeArticleDraft(null, "a1", draft)).toBe(false);
    expect(readArticleDraft(null, "a1")).toBeNull();
    expect(() => clearArticleDraft(null, "a1")).not.toThrow();
  });
});
