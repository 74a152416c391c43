import { collectionCover } from "#src/lib/collections/cover.ts";
import { seasonOf } from "#src/lib/collections/season.ts";
import { isDifficultyTier, tierCountsOf } from "#src/lib/colouring/difficulty.ts";
import type { Collection } from "#src/lib/domain.ts";
import type { CollectionPage, CollectionsPage, LeadingCollection } from "#src/lib/page-data.ts";
import { withRenderableBodies } from "../article-bodies.ts";
import { articleKind } from "../kinds/article.ts";
import { collectionKind } from "../kinds/collection.ts";
import { collectionsListKind } from "../kinds/collections-list.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { seasonKind } from "../kinds/season.ts";
import { type MissingPage, missingPage } from "../moved.ts";
import { type PageSource, pageSource } from "../source.ts";
import { summarize } from "./blog.ts";

/**
 * The picture of a collection's card (src/lib/collections/cover.ts): its
 * chosen cover while a shown drawing of it has that image, else the first
 * shown drawing's. Its drawings' cards are read, and recorded, to know.
 */
async function coverOf(source: PageSource, collection: Collection): Promise<string | null> {
  return collectionCover(collection, await drawingCardKind.readMany(source, collection.drawingIds));
}

/** Every collection's card in the collections' page order (src/lib/collections/season.ts#bySeason). */
export async function loadCollectionsPage(): Promise<CollectionsPage> {
  const source = await pageSource();
  await collectionsListKind.read(source);
  const { seasons } = await seasonKind.read(source);
  const cards = await Promise.all(
    seasons.map(async ({ collection, season }) => ({ collection, season, imageUrl: await coverOf(source, collection) })),
  );
  return { cards };
}

/** The collections whose window is open now (the home page's lead: their names, addresses and dates, which `season` records). */
export async function loadLeadingCollections(source: PageSource): Promise<LeadingCollection[]> {
  const { seasons } = await seasonKind.read(source);
  return seasons.filter(({ season }) => season.open);
}

/**
 * /colecoes/{slug}: the collection, its season, its drawings and published
 * articles in its order; with `tier` (/colecoes/{slug}/nivel/{tier}, an age
 * band's date filter), only its drawings of that tier, and not found when it
 * has none. `tierParam` is the route's `[tier]`: anything but a tier is no page.
 */
async function loadCollectionPage(slug: string, tierParam?: string): Promise<CollectionPage> {
  const tier = tierParam === undefined ? null : isDifficultyTier(tierParam) ? tierParam : undefined;
  if (tier === undefined) return { found: false };
  const source = await pageSource();
  const found = await source.collectionBySlug(slug);
  const collection = found && (await collectionKind.read(source, found.id));
  if (!collection) return { found: false };
  const [{ seasons }, all, articles] = await Promise.all([
    seasonKind.read(source, collection.id),
    drawingCardKind.readMany(source, collection.drawingIds),
    Promise.all(collection.articleIds.map((id) => articleKind.read(source, id))),
  ]);
  const drawings = tier ? all.filter((drawing) => drawing.difficulty === tier) : all;
  if (tier && drawings.length === 0) return { found: false };
  const published = await withRenderableBodies(articles.filter((article) => article !== null));
  return {
    found: true,
    collection,
    season: seasons[0]?.season ?? seasonOf(collection, source.now),
    drawings,
    tier,
    tierCounts: tierCountsOf(all),
    articles: published.map(summarize),
  };
}

/**
 * What the collection routes answer (`/colecoes/{slug}` and its
 * `/nivel/{tier}`): the page, or what a missing page answers (a redirect for
 * a renamed collection, 410 for one in the Lixeira, 404).
 */
export async function collectionRoute(
  slug: string | undefined,
  tierParam: string | undefined,
  pathname: string,
): Promise<{ data: CollectionPage; missing: MissingPage | null }> {
  const data = await loadCollectionPage(slug ?? "", tierParam);
  return { data, missing: data.found ? null : await missingPage(pathname) };
}
