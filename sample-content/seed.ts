import os from "node:os";
import nodePath from "node:path";
import type { Kysely } from "kysely";
import { mapLimit } from "#src/lib/concurrency.ts";
import { config } from "#src/server/config.ts";
import type { Database } from "#src/server/db/schema.ts";
import { type ImageFiles, imageFilePaths } from "#src/server/images/file-names.ts";
import { composeA4Pdf, drawingPdfLabel, pdfPathFor } from "#src/server/images/pdf.ts";
import { type ImageVariantName, renderImageVariants, VARIANT_CONTENT_TYPES } from "#src/server/images/variants.ts";
import { jsonb } from "#src/server/repositories/jsonb.ts";
import { assertStoragePath, DEFAULT_CACHE_CONTROL_SECONDS, type Storage } from "#src/server/storage/storage.ts";
import { type ArticleDraft, readArticles } from "./articles.ts";
import { CATALOGUE } from "./catalogue.ts";
import { SAMPLE_COLLECTIONS } from "./collections.ts";
import { artVariants, blogBanner, type SeedImages } from "./images.ts";
import { articleViews, drawingMetrics } from "./metrics.ts";
import { type PlannedDrawing, planDrawings } from "./plan.ts";
import { sampleReferencePaintings } from "./reference-paintings.ts";

export type SeedOptions = {
  /** Total drawings to insert; more than the catalogue adds numbered drawings that reuse its images. */
  drawings?: number | undefined;
  /** Markdown articles to publish; defaults to ./content/articles. */
  articlesDir?: string | undefined;
  log?: ((message: string) => void) | undefined;
  /** The "today" the sample dates are counted back from. */
  now?: Date | undefined;
};

export type SeedSummary = {
  categories: number;
  collections: number;
  drawings: number;
  inactive: number;
  articles: number;
  files: number;
  seconds: number;
};

const BATCH_SIZE = 1000;
/** sharp already spreads one image over its own threads; a few images at once keep every core busy. */
const RENDER_CONCURRENCY = Math.max(2, Math.min(4, os.availableParallelism()));

/** No categories and no drawings: a fresh database the site may seed on first start. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const [category, drawing] = await Promise.all([
    db.selectFrom("categories").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("drawings").select("id").limit(1).executeTakeFirst(),
  ]);
  return !category && !drawing;
}

async function putVariants(
  storage: Storage,
  paths: ImageFiles,
  images: SeedImages,
  pdf: Uint8Array | null = null,
): Promise<void> {
  // Reseeding rewrites these paths, so they must not be cached as immutable.
  const cacheControlSeconds = DEFAULT_CACHE_CONTROL_SECONDS;
  await Promise.all([
    ...(["full", "card", "og"] as const).map((name) =>
      storage.put(paths[name], images[name].bytes, { contentType: VARIANT_CONTENT_TYPES[name], cacheControlSeconds }),
    ),
    ...(pdf ? [storage.put(pdfPathFor(paths.full), pdf, { contentType: "application/pdf", cacheControlSeconds })] : []),
  ]);
}

/** Renders (or reuses from memory) and stores every picture; returns the full image URL of each drawing. */
async function storeDrawingImages(storage: Storage, planned: readonly PlannedDrawing[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  await mapLimit(planned, RENDER_CONCURRENCY, async (drawing) => {
    if (!("art" in drawing.image)) return;
    const paths = imageFilePaths("drawings", drawing.slug);
    const images = await artVariants(drawing.image.art);
    await putVariants(storage, paths, images, await composeA4Pdf(images.print, drawingPdfLabel(config().siteUrl, drawing)));
    urls.set(drawing.slug, storage.publicUrl(paths.full));
  });
  for (const drawing of planned) {
    if ("reuse" in drawing.image) urls.set(drawing.slug, storage.publicUrl(imageFilePaths("drawings", drawing.image.reuse).full));
  }
  return urls;
}

async function storeCategoryImages(storage: Storage): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  await mapLimit(CATALOGUE, RENDER_CONCURRENCY, async (category) => {
    const cover = category.drawings.find((drawing) => drawing.slug === category.coverSlug) ?? category.drawings[0];
    if (!cover) return;
    const paths = imageFilePaths("categories", category.slug);
    await putVariants(storage, paths, await artVariants(cover.art));
    urls.set(category.slug, storage.publicUrl(paths.full));
  });
  return urls;
}

/** An article's own image (a storage path or a URL), or a generated banner. */
async function articleImageUrl(storage: Storage, article: ArticleDraft): Promise<string> {
  if (article.featuredImage) {
    try {
      return storage.publicUrl(assertStoragePath(article.featuredImage));
    } catch {
      return article.featuredImage;
    }
  }
  // The three variants an uploaded featured image has, so the blog's cards and the admin list find their card image.
  const variants = await renderImageVariants(await blogBanner(article.slug));
  const base = `blog-images/${article.slug}`;
  const paths: Record<ImageVariantName, string> = { full: `${base}.webp`, card: `${base}.card.webp`, og: `${base}.og.jpg` };
  for (const name of ["full", "card", "og"] as const) {
    await storage.put(paths[name], variants[name].bytes, {
      contentType: VARIANT_CONTENT_TYPES[name],
      cacheControlSeconds: DEFAULT_CACHE_CONTROL_SECONDS,
    });
  }
  return storage.publicUrl(paths.full);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * Replaces the content tables (categories, drawings, blog articles) with the
 * sample catalogue and its generated images. Images are written first, so a
 * rendering failure leaves the database untouched; the tables are then
 * emptied and filled in one transaction.
 */
export async function seedDatabase(
  handle: { db: Kysely<Database> },
  storage: Storage,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const planned = planDrawings(CATALOGUE, options.drawings);

  const [drawingUrls, categoryUrls] = await Promise.all([storeDrawingImages(storage, planned), storeCategoryImages(storage)]);
  const rendered = planned.filter((drawing) => "art" in drawing.image).length;
  log(`Stored images of ${rendered} drawings and ${categoryUrls.size} categories in ${seconds(started)} s.`);

  const articles = await readArticles(options.articlesDir ?? nodePath.resolve("content/articles"), log);
  const articleRows = await mapLimit(articles, RENDER_CONCURRENCY, async (article) => ({
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    featured_image_url: await articleImageUrl(storage, article),
    meta_title: article.metaTitle,
    meta_description: article.metaDescription,
    tags: article.tags,
    status: "published" as const,
    is_featured: article.isFeatured,
    published_at: article.publishedAt ?? now,
    views: articleViews(article.slug),
    created_at: article.publishedAt ?? now,
  }));

  const writing = performance.now();
  await handle.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("collections").execute();
    await trx.deleteFrom("drawings").execute();
    await trx.deleteFrom("categories").execute();
    await trx.deleteFrom("blog_articles").execute();

    const categories = await trx
      .insertInto("categories")
      .values(
        CATALOGUE.map((category) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          image_url: categoryUrls.get(category.slug) ?? null,
          created_at: now,
        })),
      )
      .returning(["id", "slug"])
      .execute();
    const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));

    const rows = planned.map((drawing) => {
      const metrics = drawingMetrics(drawing.slug, now);
      return {
        title: drawing.title,
        slug: drawing.slug,
        description: drawing.description,
        category_id: categoryIds.get(drawing.categorySlug) ?? null,
        tags: drawing.tags,
        image_url: drawingUrls.get(drawing.slug) ?? null,
        active: drawing.active,
        views: metrics.views,
        downloads: metrics.downloads,
        created_at: metrics.createdAt,
        updated_at: metrics.createdAt,
      };
    });
    const drawingIds = new Map<string, string>();
    for (const batch of chunks(rows, BATCH_SIZE)) {
      for (const row of await trx.insertInto("drawings").values(batch).returning(["id", "slug"]).execute())
        drawingIds.set(row.slug, row.id);
    }
    const articleIds = new Map<string, string>();
    for (const batch of chunks(articleRows, BATCH_SIZE)) {
      for (const row of await trx.insertInto("blog_articles").values(batch).returning(["id", "slug"]).execute())
        articleIds.set(row.slug, row.id);
    }
    // Items by slug; a smaller seed (fewer drawings) leaves out those it did not insert.
    const idsOf = (slugs: readonly string[], ids: Map<string, string>) => slugs.flatMap((slug) => ids.get(slug) ?? []);
    await trx
      .insertInto("collections")
      .values(
        SAMPLE_COLLECTIONS.map((collection) => ({
          name: collection.name,
          slug: collection.slug,
          description: collection.description,
          yearly_date: jsonb(collection.yearlyDate),
          drawing_ids: idsOf(collection.drawings, drawingIds),
          article_ids: idsOf(collection.articles, articleIds),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // The reference paintings of 20 drawings (issue 48), for their 'Pinte por número' colours.
    const paintings = Object.entries(sampleReferencePaintings()).flatMap(([slug, points]) => {
      const id = drawingIds.get(slug);
      return id && points.length > 0 ? [{ drawing_id: id, points: jsonb(points), painted_at: now }] : [];
    });
    if (paintings.length > 0) await trx.insertInto("drawing_reference_paintings").values(paintings).execute();
  });

  log(`Wrote ${planned.length} drawings and ${articleRows.length} articles to the database in ${seconds(writing)} s.`);
  const files = (rendered + categoryUrls.size) * 3 + articles.filter((article) => !article.featuredImage).length;
  return {
    categories: CATALOGUE.length,
    collections: SAMPLE_COLLECTIONS.length,
    drawings: planned.length,
    inactive: planned.filter((drawing) => !drawing.active).length,
    articles: articleRows.length,
    files,
    seconds: Number(seconds(started)),
  };
}
