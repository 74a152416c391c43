import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { Article } from "#src/lib/domain.ts";
import {
  countArticles,
  createArticle,
  deleteArticle,
  getArticleById,
  getPublishedArticleBySlug,
  listArticles,
  publishArticle,
  publishedArticleFilters,
  unpublishArticle,
  updateArticle,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { databaseNow, resetTables, setCreatedAt } from "./repository-helpers.ts";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const titles = (items: readonly Article[]) => items.map((item) => item.title);

describeEachDriver("articles repository", (handle) => {
  const db = () => handle().db;

  let colours: Article;
  let heart: Article;
  let school: Article;
  let archived: Article;

  /** Four articles created a day apart (oldest first); three have publication dates. */
  beforeEach(async () => {
    await resetTables(db());
    colours = await createArticle(db(), {
      title: "Cores e Emoções",
      excerpt: "Como as cores ajudam",
      content: "Pintar acalma o **coração** das crianças.",
      tags: ["emoções", "cores"],
      status: "published",
      publishedAt: new Date("2026-03-01T10:00:00Z"),
    });
    heart = await createArticle(db(), {
      title: "Motricidade Fina",
      excerpt: "Lápis e coordenação",
      content: "Segurar o lápis desenvolve a mão.",
      tags: ["desenvolvimento"],
      status: "published",
      isFeatured: true,
      publishedAt: new Date("2026-03-05T10:00:00Z"),
    });
    school = await createArticle(db(), { title: "Volta às Aulas", excerpt: "Atividades 100% grátis", tags: ["escola", "cores"] });
    archived = await createArticle(db(), {
      title: "Natal Antigo",
      content: "Coração de Natal",
      status: "archived",
      publishedAt: new Date("2025-12-20T10:00:00Z"),
    });
    for (const [article, day] of [
      [colours, "2026-01-01"],
      [heart, "2026-01-02"],
      [school, "2026-01-03"],
      [archived, "2026-01-04"],
    ] as const) {
      await setCreatedAt(db(), "blog_articles", article.id, `${day}T12:00:00Z`);
    }
  });

  describe("listArticles", () => {
    it("lists every article, newest created first, with the total", async () => {
      const page = await listArticles(db());
      expect(titles(page.items)).toEqual(["Natal Antigo", "Volta às Aulas", "Motricidade Fina", "Cores e Emoções"]);
      expect(page).toMatchObject({ total: 4, page: 1, limit: 4 });
      expect(page.items[3]).toMatchObject({
        slug: "cores-e-emocoes",
        excerpt: "Como as cores ajudam",
        tags: ["emoções", "cores"],
        status: "published",
        isFeatured: false,
        featuredImageUrl: null,
        metaTitle: null,
        metaDescription: null,
        views: 0,
      });
      expect(page.items[3]?.publishedAt?.toISOString()).toBe("2026-03-01T10:00:00.000Z");
      expect(page.items[3]?.createdAt.toISOString()).toBe("2026-01-01T12:00:00.000Z");
    });

    it("filters by status, featured flag and tag overlap", async () => {
      expect(titles((await listArticles(db(), { status: "published" })).items)).toEqual(["Motricidade Fina", "Cores e Emoções"]);
      expect(titles((await listArticles(db(), { status: "draft" })).items)).toEqual(["Volta às Aulas"]);
      expect(titles((await listArticles(db(), { status: "archived" })).items)).toEqual(["Natal Antigo"]);
      expect(titles((await listArticles(db(), { isFeatured: true })).items)).toEqual(["Motricidade Fina"]);
      expect((await listArticles(db(), { isFeatured: false })).total).toBe(3);
      expect(titles((await listArticles(db(), { tags: ["cores"] })).items)).toEqual(["Volta às Aulas", "Cores e Emoções"]);
      expect(titles((await listArticles(db(), { tags: ["escola", "desenvolvimento"], status: "published" })).items)).toEqual([
        "Motricidade Fina",
      ]);
      expect((await listArticles(db(), { tags: [] })).total).toBe(4);
    });

    it("searches title, excerpt or any tag for the admin, not the content", async () => {
      expect(titles((await listArticles(db(), { adminSearch: "ESCOLA" })).items)).toEqual(["Volta às Aulas"]);
      expect(titles((await listArticles(db(), { adminSearch: "emocoes" })).items)).toEqual(["Cores e Emoções"]);
      expect(titles((await listArticles(db(), { adminSearch: "coordenacao" })).items)).toEqual(["Motricidade Fina"]);
      expect(titles((await listArticles(db(), { adminSearch: "cores" })).items)).toEqual(["Volta às Aulas", "Cores e Emoções"]);
      expect((await listArticles(db(), { adminSearch: "coracao" })).total).toBe(0);
      expect((await listArticles(db(), { adminSearch: "cores", status: "draft" })).total).toBe(1);
    });

    it("treats LIKE wildcards in the admin search text literally", async () => {
      expect(titles((await listArticles(db(), { adminSearch: "100%" })).items)).toEqual(["Volta às Aulas"]);
      expect((await listArticles(db(), { adminSearch: "%" })).total).toBe(1);
      expect((await listArticles(db(), { adminSearch: "_" })).total).toBe(0);
      expect((await listArticles(db(), { adminSearch: " " })).total).toBe(4);
    });

    it("filters by publication date, both bounds inclusive", async () => {
      const from = new Date("2026-03-01T10:00:00Z");
      const to = new Date("2026-03-05T10:00:00Z");
      expect(titles((await listArticles(db(), { publishedFrom: from })).items)).toEqual(["Motricidade Fina", "Cores e Emoções"]);
      expect(titles((await listArticles(db(), { publishedTo: from })).items)).toEqual(["Natal Antigo", "Cores e Emoções"]);
      expect(titles((await listArticles(db(), { publishedFrom: new Date("2026-03-02"), publishedTo: to })).items)).toEqual([
        "Motricidade Fina",
      ]);
    });

    it("sorts by publication date with unpublished last, by title, views and updated_at", async () => {
      expect(titles((await listArticles(db(), { sortBy: "published_at" })).items)).toEqual([
        "Motricidade Fina",
        "Cores e Emoções",
        "Natal Antigo",
        "Volta às Aulas",
      ]);
      expect(titles((await listArticles(db(), { sortBy: "published_at", sortOrder: "asc" })).items)).toEqual([
        "Natal Antigo",
        "Cores e Emoções",
        "Motricidade Fina",
        "Volta às Aulas",
      ]);
      expect(titles((await listArticles(db(), { sortBy: "title", sortOrder: "asc" })).items)).toEqual([
        "Cores e Emoções",
        "Motricidade Fina",
        "Natal Antigo",
        "Volta às Aulas",
      ]);
      await sql`update blog_articles set views = 9 where id = ${school.id}::uuid`.execute(db());
      expect((await listArticles(db(), { sortBy: "views" })).items[0]?.id).toBe(school.id);
      await updateArticle(db(), colours.id, { excerpt: "novo" });
      expect((await listArticles(db(), { sortBy: "updated_at" })).items[0]?.id).toBe(colours.id);
      await expect(listArticles(db(), { sortBy: "content" as never })).rejects.toThrow(RangeError);
    });

    it("pages with offset (page-1)*limit and counts every match", async () => {
      const first = await listArticles(db(), { page: 1, limit: 3 });
      const second = await listArticles(db(), { page: 2, limit: 3 });
      expect([first.items.length, second.items.length, first.total, second.total]).toEqual([3, 1, 4, 4]);
      expect([...first.items, ...second.items]).toEqual((await listArticles(db())).items);
      expect(await listArticles(db(), { limit: 1, status: "published" })).toMatchObject({ total: 2, page: 1, limit: 1 });
      await expect(listArticles(db(), { page: -1, limit: 3 })).rejects.toThrow(RangeError);
    });
  });

  it("lists published articles, newest publication first", async () => {
    const page = await listArticles(db(), publishedArticleFilters());
    expect(titles(page.items)).toEqual(["Motricidade Fina", "Cores e Emoções"]);
    expect(page.total).toBe(2);
    expect(titles((await listArticles(db(), publishedArticleFilters({ page: 2, limit: 1 }))).items)).toEqual(["Cores e Emoções"]);
  });

  it("counts articles for the admin summary", async () => {
    await sql`update blog_articles set views = 3`.execute(db());
    expect(await countArticles(db())).toEqual({ total: 4, published: 2, drafts: 1, archived: 1, featured: 1, totalViews: 12 });
  });

  it("gets an article by id, and a published one by slug", async () => {
    expect(await getArticleById(db(), school.id)).toEqual({ ...school, createdAt: new Date("2026-01-03T12:00:00Z") });
    for (const id of [MISSING_ID, "nope", ""]) expect(await getArticleById(db(), id)).toBeNull();
    expect((await getPublishedArticleBySlug(db(), "motricidade-fina"))?.id).toBe(heart.id);
    expect(await getPublishedArticleBySlug(db(), "volta-as-aulas")).toBeNull();
    expect(await getPublishedArticleBySlug(db(), "natal-antigo")).toBeNull();
    expect(await getPublishedArticleBySlug(db(), "nada")).toBeNull();
  });

  describe("writes", () => {
    it("creates a draft by default, with defaults and clean tags", async () => {
      const created = await createArticle(db(), { title: "Novo Artigo", tags: ["a", " a", "", "b"] });
      expect(created).toMatchObject({
        slug: "novo-artigo",
        excerpt: "",
        content: "",
        status: "draft",
        isFeatured: false,
        publishedAt: null,
        tags: ["a", "b"],
        views: 0,
      });
      expect(await getArticleById(db(), created.id)).toEqual(created);
    });

    it("dates an article created as published now, unless a date is given", async () => {
      const before = await databaseNow(db());
      const created = await createArticle(db(), { title: "Já Publicado", status: "published" });
      const after = await databaseNow(db());
      expect(created.publishedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(created.publishedAt?.getTime()).toBeLessThanOrEqual(after.getTime());
    });

    it("keeps slugs unique among articles with -1, -2 ...", async () => {
      const slugs = [];
      for (const title of ["Cores e Emoções", "cores e emoções!", "CORES E EMOÇÕES"])
        slugs.push((await createArticle(db(), { title })).slug);
      expect(slugs).toEqual(["cores-e-emocoes-1", "cores-e-emocoes-2", "cores-e-emocoes-3"]);
      expect((await createArticle(db(), { title: "!!!" })).slug).toBe("artigo");
    });

    it("regenerates the slug from the title on update, not counting the article itself", async () => {
      expect(await updateArticle(db(), school.id, { title: "Motricidade Fina" })).toMatchObject({ slug: "motricidade-fina-1" });
      expect((await updateArticle(db(), school.id, { title: "Volta às Aulas 2026" }))?.slug).toBe("volta-as-aulas-2026");
      expect((await updateArticle(db(), school.id, { title: "Motricidade Fina" }))?.slug).toBe("motricidade-fina-1");
      // Saving the same title again (the editor always sends it) keeps the slug.
      expect((await updateArticle(db(), school.id, { title: "Motricidade Fina", excerpt: "x" }))?.slug).toBe(
        "motricidade-fina-1",
      );
      expect((await updateArticle(db(), colours.id, { title: "Cores e emoções" }))?.slug).toBe("cores-e-emocoes");
      await deleteArticle(db(), heart.id);
      // The base slug is free now, yet saving the same title keeps the published URL.
      expect((await updateArticle(db(), school.id, { title: "Motricidade Fina" }))?.slug).toBe("motricidade-fina-1");
      expect((await updateArticle(db(), school.id, { title: "Outro" }))?.slug).toBe("outro");
      expect((await updateArticle(db(), school.id, { title: "Motricidade Fina" }))?.slug).toBe("motricidade-fina");
    });

    it("keeps a published article's slug when its title changes; a draft follows its title again", async () => {
      // heart is published: its address may have been shared.
      expect(await updateArticle(db(), heart.id, { title: "Coordenação Motora" })).toMatchObject({
        title: "Coordenação Motora",
        slug: "motricidade-fina",
      });
      expect((await getPublishedArticleBySlug(db(), "motricidade-fina"))?.title).toBe("Coordenação Motora");
      // Back to draft, the next save follows the title.
      await unpublishArticle(db(), heart.id);
      expect((await getArticleById(db(), heart.id))?.slug).toBe("motricidade-fina");
      expect((await updateArticle(db(), heart.id, { title: "Coordenação Motora" }))?.slug).toBe("coordenacao-motora");
      // Published again, it keeps the slug it had when published.
      await publishArticle(db(), heart.id);
      expect((await updateArticle(db(), heart.id, { title: "Cores e Emoções" }))?.slug).toBe("coordenacao-motora");
      // A save that publishes or unpublishes follows the title (the article was not, or will not be, public).
      expect((await updateArticle(db(), school.id, { title: "Volta às Aulas 2027", status: "published" }))?.slug).toBe(
        "volta-as-aulas-2027",
      );
      expect((await updateArticle(db(), school.id, { title: "Férias", status: "draft" }))?.slug).toBe("ferias");
      // An archived article is not public either.
      expect((await updateArticle(db(), archived.id, { title: "Natal Novo" }))?.slug).toBe("natal-novo");
    });

    it("updates every field given", async () => {
      const updated = await updateArticle(db(), school.id, {
        excerpt: "Resumo",
        content: "# Texto",
        featuredImageUrl: "/blog-images/volta.webp",
        metaTitle: "Meta",
        metaDescription: "Descrição",
        tags: ["x", "x", "y"],
        isFeatured: true,
      });
      expect(updated).toMatchObject({
        slug: "volta-as-aulas",
        excerpt: "Resumo",
        content: "# Texto",
        featuredImageUrl: "/blog-images/volta.webp",
        metaTitle: "Meta",
        metaDescription: "Descrição",
        tags: ["x", "y"],
        isFeatured: true,
        status: "draft",
      });
      expect(await getArticleById(db(), school.id)).toEqual(updated);
      expect(await updateArticle(db(), school.id, {})).toEqual(updated);
      const published = await updateArticle(db(), school.id, { status: "published" });
      expect(published?.publishedAt).toBeInstanceOf(Date);
      // A date already set stays when saved as published again.
      expect((await updateArticle(db(), colours.id, { status: "published" }))?.publishedAt?.toISOString()).toBe(
        "2026-03-01T10:00:00.000Z",
      );
    });

    it("gives null when writing a missing or malformed id", async () => {
      for (const id of [MISSING_ID, "1"]) {
        expect(await updateArticle(db(), id, { title: "X" })).toBeNull();
        expect(await updateArticle(db(), id, { excerpt: "X" })).toBeNull();
        expect(await publishArticle(db(), id)).toBeNull();
        expect(await unpublishArticle(db(), id)).toBeNull();
        expect(await deleteArticle(db(), id)).toBeNull();
      }
      expect((await listArticles(db())).total).toBe(4);
    });

    it("publishes with the current time and unpublishes to a draft without date", async () => {
      const before = await databaseNow(db());
      const published = await publishArticle(db(), school.id);
      const after = await databaseNow(db());
      expect(published?.status).toBe("published");
      expect(published?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(published?.publishedAt?.getTime()).toBeLessThanOrEqual(after.getTime());
      expect((await getPublishedArticleBySlug(db(), "volta-as-aulas"))?.id).toBe(school.id);

      // Publishing again keeps the first date.
      expect((await publishArticle(db(), school.id))?.publishedAt).toEqual(published?.publishedAt);
      // An archived article gets a fresh date.
      expect((await publishArticle(db(), archived.id))?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());

      const draft = await unpublishArticle(db(), school.id);
      expect(draft).toMatchObject({ status: "draft", publishedAt: null });
      expect(await getArticleById(db(), school.id)).toMatchObject({ status: "draft", publishedAt: null });
      expect(await getPublishedArticleBySlug(db(), "volta-as-aulas")).toBeNull();
    });

    it("deletes an article and returns it", async () => {
      expect((await deleteArticle(db(), heart.id))?.title).toBe("Motricidade Fina");
      expect(await getArticleById(db(), heart.id)).toBeNull();
      expect(await deleteArticle(db(), heart.id)).toBeNull();
    });
  });
});
