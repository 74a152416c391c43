import fs from "node:fs/promises";
import nodePath from "node:path";
import * as pagefind from "pagefind";
import { SEARCH_BUNDLES, SEARCH_LANGUAGE, VOCABULARY_FILE } from "#src/lib/search-bundles.ts";
import { normalizeSearchText } from "#src/lib/search-text.ts";
import { articlePath, cardUrlFor, drawingPath } from "#src/lib/urls.ts";
import { mapLimit } from "../concurrency.ts";
import { renderArticleBody } from "../markdown.ts";
import type { Executor } from "../repositories/executor.ts";
import { searchableArticles, searchableDrawings } from "../repositories/search-documents.ts";

/**
 * The static search index of the site (docs/decisions/0005-search-engine.md):
 * two Pagefind bundles built from the database, one for drawings and one for
 * blog articles, written under `<outDir>/pagefind/`. Browsers download only
 * the chunks a query needs, so searching costs the database nothing and the
 * files can live on a CDN.
 *
 * Each bundle also gets `vocabulary.json`, every accent-free word its records
 * can be found by, most frequent first: the browser checks query words
 * against it to correct one-letter typos and to rule out words the index
 * does not have (see src/components/search/typo.ts).
 *
 * Called after the pages are rendered by `npm run build` and `npm start`, and
 * again by the rebuild engine after content changes. Calls run one at a time.
 */
export type SearchIndexReport = {
  drawings: number;
  articles: number;
  /** Files and bytes of both bundles as published. */
  files: number;
  bytes: number;
  /** Files actually moved into place: new content (Pagefind names chunks by content hash) and the fixed-name files. */
  replaced: number;
  ms: number;
  /** Where the time went: reading the database, Pagefind indexing and writing, publishing. */
  phases: { readMs: number; indexMs: number; publishMs: number };
};

/** What one search record is made of; exported for tests and the benchmark. */
export type SearchRecord = {
  url: string;
  title: string;
  /** Searchable text besides the title. */
  body: string;
  /** Shown in results but never searched (carried as Pagefind filters). */
  data: Record<string, string>;
  /** Searchable metadata besides the title (e.g. the category name). */
  meta?: Record<string, string>;
};

let queue: Promise<unknown> = Promise.resolve();

export function buildSearchIndex(db: Executor, outDir: string): Promise<SearchIndexReport> {
  const run = queue.then(() => build(db, outDir));
  queue = run.catch(() => {});
  return run;
}

async function build(db: Executor, outDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  const [drawings, articles] = await Promise.all([drawingRecords(db), articleRecords(db)]);
  const read = performance.now();
  const root = nodePath.join(outDir, "pagefind");
  await fs.mkdir(root, { recursive: true });
  const staging = await fs.mkdtemp(nodePath.join(root, ".staging-"));
  const bundles = [
    [SEARCH_BUNDLES.drawings, drawings],
    [SEARCH_BUNDLES.articles, articles],
  ] as const;
  const report = { files: 0, bytes: 0, replaced: 0 };
  let indexed = read;
  try {
    await Promise.all(bundles.map(([name, records]) => writeBundle(records, nodePath.join(staging, name))));
    indexed = performance.now();
    for (const [name] of bundles) {
      const published = await publishDirectory(nodePath.join(staging, name), nodePath.join(root, name));
      report.files += published.files;
      report.bytes += published.bytes;
      report.replaced += published.replaced;
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await pagefind.close();
  }
  const finished = performance.now();
  return {
    drawings: drawings.length,
    articles: articles.length,
    ...report,
    ms: Math.round(finished - started),
    phases: {
      readMs: Math.round(read - started),
      indexMs: Math.round(indexed - read),
      publishMs: Math.round(finished - indexed),
    },
  };
}

/** Active drawings that have a category (the only ones with a page). */
export async function drawingRecords(db: Executor): Promise<SearchRecord[]> {
  const rows = await searchableDrawings(db);
  return rows.map((row) => {
    const image = cardUrlFor(row.image_url);
    return {
      url: drawingPath(row.category_slug, row.slug),
      title: row.title,
      body: [row.description ?? "", row.tags.join(", ")].filter(Boolean).join("\n"),
      meta: { category: row.category_name },
      data: { ...(image ? { image } : {}), category: row.category_name },
    };
  });
}

/**
 * Published articles only, each body rendered in isolation: one that cannot
 * be rendered is left out (it has no page either). Bodies come from the
 * render cache, so an unchanged article is not rendered again.
 */
export async function articleRecords(db: Executor): Promise<SearchRecord[]> {
  const rows = await searchableArticles(db);
  const records = await mapLimit(rows, 4, async (row): Promise<SearchRecord | null> => {
    const body = await renderArticleBody(row.content);
    if (!body.ok) return null;
    return {
      url: articlePath(row.slug),
      title: row.title,
      body: [row.excerpt, row.tags.join(", "), htmlToText(body.html)].filter(Boolean).join("\n"),
      data: {
        ...(row.featured_image_url ? { image: row.featured_image_url } : {}),
        ...(row.published_at ? { published: row.published_at.toISOString() } : {}),
      },
    };
  });
  return records.filter((record) => record !== null);
}

/**
 * Pagefind writes one fragment file per record into one folder, and Netlify
 * refuses a deploy with more than 54,000 files in a folder: past this many
 * records, it bundles fragments into shared files.
 */
export const PAGEFIND_MAX_FRAGMENTS = 20_000;

async function writeBundle(records: readonly SearchRecord[], outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: SEARCH_LANGUAGE, maxFragments: PAGEFIND_MAX_FRAGMENTS });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  // Records go to the Pagefind service in batches of concurrent requests (one at a time is IPC-bound).
  for (let start = 0; start < records.length; start += ADD_BATCH) {
    await Promise.all(
      records.slice(start, start + ADD_BATCH).map((record) =>
        // One record Pagefind refuses is left out and logged; the rest of the index is built.
        addRecord(index, record).catch((error: Error) => console.warn(`Search index: skipped ${record.url} (${error.message}).`)),
      ),
    );
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  await index.deleteIndex();
  // Pagefind's ready-made interfaces are not used: the site has its own.
  for (const entry of await fs.readdir(outputPath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(entry)) await fs.rm(nodePath.join(outputPath, entry));
  }
  await fs.writeFile(nodePath.join(outputPath, VOCABULARY_FILE), JSON.stringify(buildVocabulary(records.map(searchableText))));
}

const ADD_BATCH = 500;

async function addRecord(index: pagefind.PagefindIndex, record: SearchRecord): Promise<void> {
  const added = await index.addCustomRecord({
    url: record.url,
    // The title leads the content too, so excerpts read naturally; matches
    // in it are boosted above the body through the title metadata
    // (Pagefind's metaWeights, see src/components/search/pagefind.ts).
    content: `${record.title}.\n${record.body}`,
    language: SEARCH_LANGUAGE,
    meta: { title: record.title, ...record.meta },
    // Filters ride along in each result's fragment without being searchable
    // words, which keeps image URLs out of the index.
    filters: Object.fromEntries(Object.entries(record.data).map(([key, value]) => [key, [value]])),
  });
  if (added.errors.length > 0) throw new Error(`Pagefind ${record.url}: ${added.errors.join("; ")}`);
}

/** Everything a record can be found by: its title, body and searchable metadata. */
function searchableText(record: SearchRecord): string {
  return [record.title, record.body, ...Object.values(record.meta ?? {})].join("\n");
}

/** Accent-free words of three letters or more, most frequent first (ties alphabetical). */
export function buildVocabulary(texts: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 3 && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/**
 * Moves a freshly written bundle over the published one file by file, each
 * with an atomic rename. Pagefind names its chunks and fragments by content
 * hash, so a hashed file already published is identical and stays; new ones
 * land beside the old; the entry file, which points at them, goes last;
 * files no longer referenced go after it. A visitor mid-search sees the old
 * index or the new one, and a rebuild after a small change moves few files.
 */
const FILE_CONCURRENCY = 32;

async function publishDirectory(from: string, to: string): Promise<{ files: number; bytes: number; replaced: number }> {
  const staged = await listFiles(from);
  const published = new Set(await listFiles(to));
  const entry = "pagefind-entry.json";
  const isHashed = (file: string) => /(^|\/)[a-z-]+_[0-9a-f]{7,}\.pf_[a-z]+$/.test(file);
  const moves = staged.filter((file) => file !== entry && !(isHashed(file) && published.has(file)));
  const sizes = await mapLimit(staged, FILE_CONCURRENCY, async (file) => (await fs.stat(nodePath.join(from, file))).size);
  const move = async (file: string) => {
    const target = nodePath.join(to, file);
    await fs.mkdir(nodePath.dirname(target), { recursive: true });
    // Same file system (the staging directory is inside the bundle root): rename is atomic.
    await fs.rename(nodePath.join(from, file), target);
  };
  await mapLimit(moves, FILE_CONCURRENCY, move);
  if (staged.includes(entry)) await move(entry);
  const keep = new Set(staged);
  await mapLimit(
    [...published].filter((file) => !keep.has(file)),
    FILE_CONCURRENCY,
    (file) => fs.rm(nodePath.join(to, file), { force: true }),
  );
  return { files: staged.length, bytes: sizes.reduce((sum, size) => sum + size, 0), replaced: moves.length + 1 };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => nodePath.relative(dir, nodePath.join(entry.parentPath, entry.name)).split(nodePath.sep).join("/"));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Text of sanitised HTML, for indexing only (never shown as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/h[1-6]|\/li|\/blockquote|\/tr|\/pre|hr)\b[^>]*>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
