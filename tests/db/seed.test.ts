import fs from "node:fs/promises";
import os from "node:os";
import nodePath from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cardUrlFor, ogUrlFor } from "#src/lib/urls.ts";
import { A4_PORTRAIT } from "#src/server/images/variants.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { MENU_CATEGORY_SLUGS } from "../../sample-content/catalogue.ts";
import { SAMPLE_COLLECTIONS } from "../../sample-content/collections.ts";
import { mapSampleRegions } from "../../sample-content/rendered.ts";
import { isDatabaseEmpty, seedDatabase } from "../../sample-content/seed.ts";
import { describeEachDriver } from "../support/databases.ts";

const SEED_TIMEOUT = 240_000;

const ARTICLES = {
  "01-com-imagem.md": `---
title: "Colorir: por que faz tão bem?"
slug: colorir-faz-bem
excerpt: Um resumo curto.
tags: ["desenvolvimento", "coordenação motora"]
meta_title: Colorir faz bem
meta_description: Por que colorir ajuda as crianças.
is_featured: true
published_at: 2026-10-02
featured_image: blog-images/capa-propria.webp
---
# Colorir faz bem

Texto do artigo.
`,
  "02-sem-imagem.md": `---
title: Mandalas para crianças
slug: mandalas-para-criancas
excerpt: 'Calma e concentração.'
tags: ["mandalas"]
meta_title: Mandalas
meta_description: Mandalas para crianças.
is_featured: false
published_at: 2026-09-15T10:00:00Z
---
Conteúdo.
`,
  "03-quebrado.md": "---\nslug: sem-titulo\n---\nSem título.",
  "leia-me.txt": "não é artigo",
};

describeEachDriver("seed", (database) => {
  let root: string;
  let articlesDir: string;
  let storage: Storage;
  const fileOf = (url: string) => {
    const path = storage.pathFromUrl(url);
    if (!path) throw new Error(`not a storage URL: ${url}`);
    return nodePath.join(root, "storage", path);
  };

  beforeAll(async () => {
    root = await fs.mkdtemp(nodePath.join(os.tmpdir(), "rabisco-seed-"));
    articlesDir = nodePath.join(root, "articles");
    await fs.mkdir(articlesDir);
    for (const [name, text] of Object.entries(ARTICLES)) await fs.writeFile(nodePath.join(articlesDir, name), text);
    storage = createLocalStorage(nodePath.join(root, "storage"));
    expect(await isDatabaseEmpty(database().db)).toBe(true);
    await seedDatabase(database(), storage, { articlesDir });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it("creates the menu categories with their exact slugs, and more", async () => {
    const categories = await database().db.selectFrom("categories").selectAll().execute();
    const slugs = categories.map((category) => category.slug);
    expect(slugs).toEqual(expect.arrayContaining([...MENU_CATEGORY_SLUGS]));
    expect(categories.length).toBeGreaterThanOrEqual(MENU_CATEGORY_SLUGS.length + 4);
    for (const category of categories) {
      expect(category.name.trim()).not.toBe("");
      expect(category.description?.length ?? 0).toBeGreaterThan(40);
    }
    expect(await isDatabaseEmpty(database().db)).toBe(false);
  });

  it("inserts at least 72 drawings, at least 5 per category, with globally unique slugs", async () => {
    const drawings = await database().db.selectFrom("drawings").selectAll().execute();
    expect(drawings.length).toBeGreaterThanOrEqual(72);
    expect(new Set(drawings.map((drawing) => drawing.slug)).size).toBe(drawings.length);
    const perCategory = new Map<string | null, number>();
    for (const drawing of drawings) perCategory.set(drawing.category_id, (perCategory.get(drawing.category_id) ?? 0) + 1);
    const categories = await database().db.selectFrom("categories").select("id").execute();
    for (const category of categories) expect(perCategory.get(category.id) ?? 0).toBeGreaterThanOrEqual(5);
    expect(perCategory.has(null)).toBe(false);

    const inactive = drawings.filter((drawing) => !drawing.active).length;
    expect(inactive).toBeGreaterThanOrEqual(2);
    expect(inactive).toBeLessThanOrEqual(3);
    for (const drawing of drawings) {
      expect(drawing.tags.length).toBeGreaterThanOrEqual(3);
      expect(drawing.tags.length).toBeLessThanOrEqual(5);
      expect(drawing.description?.split("\n").length).toBeGreaterThanOrEqual(2);
      expect(drawing.created_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(drawings.map((drawing) => drawing.created_at.toISOString().slice(0, 10))).size).toBeGreaterThan(30);
    expect(new Set(drawings.map((drawing) => drawing.downloads)).size).toBeGreaterThan(50);
  });

  it("seeds the six dates of the school calendar as collections, each with all its drawings (issue 36)", async () => {
    const collections = await database().db.selectFrom("collections").selectAll().orderBy("slug").execute();
    expect(collections.map((row) => row.slug)).toEqual(SAMPLE_COLLECTIONS.map((sample) => sample.slug).sort());
    const slugs = new Map(
      (await database().db.selectFrom("drawings").select(["id", "slug"]).execute()).map((row) => [row.id, row.slug]),
    );
    for (const row of collections) {
      const sample = SAMPLE_COLLECTIONS.find((item) => item.slug === row.slug);
      expect(row.drawing_ids.map((id) => slugs.get(id))).toEqual(sample?.drawings);
      // This seed reads a test folder of articles, with none of the sample's: the articles' links are left out, not broken.
      const articles = await database()
        .db.selectFrom("blog_articles")
        .select("id")
        .where("id", "in", row.article_ids.length ? row.article_ids : ["00000000-0000-4000-8000-000000000000"])
        .execute();
      expect(articles).toHaveLength(row.article_ids.length);
      expect(row.yearly_date).toEqual(sample?.yearlyDate);
    }
  });

  it(
    "makes each date a teacher's week: at least 12 drawings, at least 3 'Fácil' and 2 beyond it (issue 44)",
    async () => {
      // As a first start does (scripts/lib/bootstrap.ts): the sample's levels, from its pictures.
      await mapSampleRegions({ db: database().db, storage });
      const levels = new Map(
        (await database().db.selectFrom("drawings").select(["slug", "difficulty_tier"]).execute()).map((row) => [
          row.slug,
          row.difficulty_tier,
        ]),
      );
      // A figure of many small parts does not read 'Fácil' for the big shape around them (ADR 0026): the train's wheels, a garland's flags.
      expect(levels.get("trem-maria-fumaca")).toBe("medio");
      expect(levels.get("bandeirinhas-e-barraquinha-junina")).toBe("medio");
      for (const collection of SAMPLE_COLLECTIONS) {
        const tiers = collection.drawings.map((slug) => levels.get(slug));
        expect(tiers.length, collection.slug).toBeGreaterThanOrEqual(12);
        expect(
          tiers.every((tier) => tier !== null && tier !== undefined),
          collection.slug,
        ).toBe(true);
        expect(tiers.filter((tier) => tier === "facil").length, collection.slug).toBeGreaterThanOrEqual(3);
        expect(tiers.filter((tier) => tier !== "facil").length, collection.slug).toBeGreaterThanOrEqual(2);
      }
    },
    SEED_TIMEOUT,
  );

  it("gives every drawing added with the collections its own tip, and the sea fish a tip about the sea", async () => {
    const drawings = await database().db.selectFrom("drawings").select(["slug", "description"]).execute();
    const tips = drawings.map((drawing) => drawing.description?.split("\n")[1] ?? "");
    const repeated = tips.filter((tip, index) => tip !== "" && tips.indexOf(tip) !== index);
    for (const slug of ["coracao-para-a-mamae", "fogueira-de-sao-joao", "saci-perere", "princesa-do-castelo", "maca-grande"]) {
      const tip = drawings.find((drawing) => drawing.slug === slug)?.description?.split("\n")[1] ?? "";
      expect(tip, slug).not.toBe("");
      expect(repeated, slug).not.toContain(tip);
    }
    const fish = drawings.find((drawing) => drawing.slug === "peixinho-no-fundo-do-mar")?.description ?? "";
    expect(fish).not.toContain("grama");
    expect(fish).toContain("água");
  });

  it("stores the reference paintings of 20 drawings (issue 48), each point inside its drawing's map", async () => {
    const rows = await database()
      .db.selectFrom("drawing_reference_paintings")
      .innerJoin("drawings", "drawings.id", "drawing_reference_paintings.drawing_id")
      .select(["drawings.slug", "drawing_reference_paintings.points"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      const points = row.points as [number, number, number][];
      expect(points.length, row.slug).toBeGreaterThan(0);
      for (const [x, y, colour] of points) {
        expect(x).toBeLessThan(1754);
        expect(y).toBeLessThan(1754);
        expect(colour).toBeLessThanOrEqual(0xffffff);
      }
    }
  });

  it("stores every image as a real WebP of print size with its card and social variants", async () => {
    const drawings = await database().db.selectFrom("drawings").select(["slug", "image_url"]).execute();
    const categories = await database().db.selectFrom("categories").select(["slug", "image_url"]).execute();
    for (const row of [...drawings, ...categories]) {
      expect(row.image_url).toMatch(new RegExp(`/storage/(drawings|categories)/${row.slug}\\.webp$`));
      const url = row.image_url as string;
      const full = await sharp(fileOf(url)).metadata();
      expect(full.format).toBe("webp");
      expect([full.width, full.height].sort()).toEqual([A4_PORTRAIT.width, A4_PORTRAIT.height]);
      const card = await sharp(fileOf(cardUrlFor(url) as string)).metadata();
      expect(card).toMatchObject({ format: "webp", width: 480 });
      const og = await sharp(fileOf(ogUrlFor(url) as string)).metadata();
      expect(og).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("publishes the valid markdown articles, with a generated banner when they have no image", async () => {
    const articles = await database().db.selectFrom("blog_articles").selectAll().orderBy("slug").execute();
    expect(articles.map((article) => article.slug)).toEqual(["colorir-faz-bem", "mandalas-para-criancas"]);
    const [own, generated] = articles;
    expect(own).toMatchObject({
      title: "Colorir: por que faz tão bem?",
      excerpt: "Um resumo curto.",
      tags: ["desenvolvimento", "coordenação motora"],
      status: "published",
      is_featured: true,
      featured_image_url: storage.publicUrl("blog-images/capa-propria.webp"),
    });
    expect(own?.content).toBe("# Colorir faz bem\n\nTexto do artigo.");
    expect(own?.published_at?.toISOString()).toBe("2026-10-02T00:00:00.000Z");
    expect(generated).toMatchObject({ excerpt: "Calma e concentração.", is_featured: false, status: "published" });
    const banner = await sharp(fileOf(generated?.featured_image_url as string)).metadata();
    expect(banner).toMatchObject({ format: "webp", width: 1200, height: 630 });
  });

  it(
    "reseeds idempotently",
    async () => {
      const snapshot = async () => ({
        categories: (await database().db.selectFrom("categories").select("slug").orderBy("slug").execute()).map(
          (row) => row.slug,
        ),
        drawings: (await database().db.selectFrom("drawings").select(["slug", "views", "active"]).orderBy("slug").execute()).map(
          (row) => `${row.slug}:${row.views}:${row.active}`,
        ),
        articles: (await database().db.selectFrom("blog_articles").select("slug").orderBy("slug").execute()).map(
          (row) => row.slug,
        ),
      });
      const before = await snapshot();
      await seedDatabase(database(), storage, { articlesDir });
      expect(await snapshot()).toEqual(before);
    },
    SEED_TIMEOUT,
  );

  it(
    "seeds exactly the requested number of drawings, reusing the rendered images",
    async () => {
      const summary = await seedDatabase(database(), storage, { drawings: 500, articlesDir: nodePath.join(root, "missing") });
      expect(summary).toMatchObject({ drawings: 500, articles: 0 });
      const drawings = await database().db.selectFrom("drawings").select(["slug", "image_url", "category_id"]).execute();
      expect(drawings).toHaveLength(500);
      expect(new Set(drawings.map((drawing) => drawing.slug)).size).toBe(500);
      const images = new Set(drawings.map((drawing) => drawing.image_url as string));
      expect(images.size).toBeLessThan(200);
      for (const url of images) await expect(fs.stat(fileOf(url))).resolves.toBeTruthy();
      expect(await database().db.selectFrom("blog_articles").select("id").execute()).toHaveLength(0);
    },
    SEED_TIMEOUT,
  );

  it(
    "seeds fewer drawings than the catalogue from every category",
    async () => {
      await seedDatabase(database(), storage, { drawings: 26, articlesDir: nodePath.join(root, "missing") });
      const drawings = await database().db.selectFrom("drawings").select("category_id").execute();
      expect(drawings).toHaveLength(26);
      const categories = await database().db.selectFrom("categories").select("id").execute();
      expect(new Set(drawings.map((drawing) => drawing.category_id)).size).toBe(categories.length);
    },
    SEED_TIMEOUT,
  );
});
