import { seasonOf } from "#src/lib/collections/season.ts";
import type { Collection } from "#src/lib/domain.ts";
import type { CollectionPage, CollectionsPage, LeadingCollection } from "#src/lib/page-data.ts";
import { withRenderableBodies } from "../article-bodies.ts";
import { articleKind } from "../kinds/article.ts";
import { collectionKind } from "../kinds/collection.ts";
import { collectionsListKind } from "../kinds/collections-list.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { seasonKind } from "../kinds/season.ts";
import { type PageSource, pageSource } from "../source.ts";
import { summarize } from "./blog.ts";

/** How many of a collection's first drawings are tried for its card's picture. */
const COVER_CANDIDATES = 4;

/** The picture of a collection's card: its own image, else the first of its first drawings still shown. */
async function coverOf(source: PageSource, collection: Collection): Promise<string | null> {
  if (collection.imageUrl) return collection.imageUrl;
  const drawings = await drawingCardKind.readMany(source, collection.drawingIds.slice(0, COVER_CANDIDATES));
  return drawings.find((drawing) => drawing.imageUrl)?.imageUrl ?? null;
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

/** /colecoes/{slug}: the collection, its season, its drawings and published articles in its order. */
export async function loadCollectionPage(slug: string): Promise<CollectionPage> {
  const source = await pageSource();
  const found = await source.collectionBySlug(slug);
  const collection = found && (await collectionKind.read(source, found.id));
  if (!collection) return { found: false };
  const [{ seasons }, drawings, articles] = await Promise.all([
    seasonKind.read(source, collection.id),
    drawingCardKind.readMany(source, collection.drawingIds),
    Promise.all(collection.articleIds.map((id) => articleKind.read(source, id))),
  ]);
  const published = await withRenderableBodies(articles.filter((article) => article !== null));
  return {
    found: true,
    collection,
    season: seasons[0]?.season ?? seasonOf(collection, source.now),
    drawings,
    articles: published.map(summarize),
  };
}
