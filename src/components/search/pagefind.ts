import { bundlePath, type SearchBundle, VOCABULARY_FILE } from "#src/lib/search-bundles.ts";
import { analyzeQuery } from "./typo.ts";

/**
 * Browser side of the static search (docs/decisions/0005-search-engine.md):
 * loads a Pagefind bundle and its vocabulary on first use, corrects typos,
 * and searches.
 */
type PagefindFragment = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};

type PagefindResult = { id: string; score: number; data(): Promise<PagefindFragment> };

type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
};

export type SearchHit = {
  url: string;
  title: string;
  /** Pagefind's excerpt: plain text with `<mark>` around matches (see `excerptParts`). */
  excerpt: string;
  /** Values stored with the record (image, category, published date). */
  data: Record<string, string>;
};

export type SearchOutcome = {
  total: number;
  /** The corrected query, when the one typed found nothing and a correction did. */
  correctedQuery: string | null;
  /** Loads the hits from `start` (a fragment request each). */
  page(start: number, count: number): Promise<SearchHit[]>;
};

/**
 * Title matches count ten times a body match (Pagefind's default is 5): a
 * drawing called "Gato" must come before one that only mentions a cat.
 */
const RANKING = { metaWeights: { title: 10, category: 2 } };

const modules = new Map<SearchBundle, Promise<PagefindModule>>();
const vocabularies = new Map<SearchBundle, Promise<string[]>>();

function loadBundle(bundle: SearchBundle): Promise<PagefindModule> {
  let loading = modules.get(bundle);
  if (!loading) {
    const url = `${bundlePath(bundle)}pagefind.js`;
    loading = (import(/* @vite-ignore */ url) as Promise<PagefindModule>).then(async (module) => {
      await module.options({ ranking: RANKING, excerptLength: 24 });
      await module.init();
      return module;
    });
    loading.catch(() => modules.delete(bundle));
    modules.set(bundle, loading);
  }
  return loading;
}

/** Starts downloading a bundle before the first query needs it. */
export function preloadSearch(bundle: SearchBundle): void {
  void loadBundle(bundle).catch(() => {});
}

function loadVocabulary(bundle: SearchBundle): Promise<string[]> {
  let loading = vocabularies.get(bundle);
  if (!loading) {
    loading = fetch(`${bundlePath(bundle)}${VOCABULARY_FILE}`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    loading.catch(() => vocabularies.delete(bundle));
    vocabularies.set(bundle, loading);
  }
  return loading;
}

function outcome(results: PagefindResult[], correctedQuery: string | null): SearchOutcome {
  return {
    total: results.length,
    correctedQuery,
    page: async (start, count) =>
      Promise.all(
        results.slice(start, start + count).map(async (result) => {
          const fragment = await result.data();
          const data: Record<string, string> = {};
          for (const [key, values] of Object.entries(fragment.filters)) if (values?.[0] !== undefined) data[key] = values[0];
          return { url: fragment.url, title: fragment.meta.title ?? "", excerpt: fragment.excerpt, data };
        }),
      ),
  };
}

/**
 * Searches a bundle; a blank query searches nothing and finds nothing. Query
 * words are checked against the vocabulary first (src/components/search/typo.ts):
 * typos are corrected and a word the index does not have finds nothing.
 */
export async function searchBundle(bundle: SearchBundle, query: string): Promise<SearchOutcome> {
  const text = query.trim();
  if (text === "") return outcome([], null);
  const [pagefind, vocabulary] = await Promise.all([loadBundle(bundle), loadVocabulary(bundle).catch(() => null)]);
  const analysis = vocabulary ? analyzeQuery(text, vocabulary) : { query: text, corrected: null, unknown: false };
  if (analysis.unknown) return outcome([], null);
  const found = (await pagefind.search(analysis.query))?.results ?? [];
  if (found.length > 0 || analysis.corrected === null) return outcome(found, analysis.corrected);
  // The correction found nothing: the words as typed, then.
  return outcome((await pagefind.search(text))?.results ?? [], null);
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * An excerpt split into plain text and marked (matching) parts, to build
 * with text nodes, never as HTML. Pagefind escapes `<` and `>` of the indexed
 * text, so every `<mark>` is its own; the text parts are unescaped here.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (text: string) => text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("<mark>") && part.endsWith("</mark>")
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part), marked: false },
    );
}
