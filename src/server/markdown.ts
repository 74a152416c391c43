import { createHash } from "node:crypto";
import { createMarkdownRenderer, type MarkdownRenderer } from "#src/lib/markdown.ts";
import { MARKDOWN_PROBLEMS, MarkdownComplexityError } from "#src/lib/markdown-limits.ts";
import { type SerializedError, WorkerPool } from "./worker-pool.ts";

/**
 * Markdown to safe HTML on the server: the shared renderer of
 * src/lib/markdown.ts (the one the admin preview uses too) over a jsdom window.
 */
let renderer: Promise<MarkdownRenderer> | undefined;

/**
 * The site's own texts (content/pages/*.md, part of the code): rendered
 * in-process. jsdom is loaded on the first call only: it is most of the
 * server bundle's bytes (9 MB), and a Netlify function that starts cold for
 * a request that renders no markdown (nearly all of them) should not parse
 * it (docs/operations.md "Netlify's limits").
 */
export async function renderMarkdown(markdown: string): Promise<string> {
  renderer ??= import("jsdom").then(({ JSDOM }) => createMarkdownRenderer(new JSDOM("").window));
  return (await renderer)(markdown);
}

/** Kept here for the server's callers; the one copy lives in src/lib. */

/**
 * An article's body as a page shows it, or the sentence that says why it
 * cannot be shown; `transient` when the cause may pass (the render ran out of
 * time, perhaps under load, or its worker failed), not the text itself.
 */
export type ArticleBody = { ok: true; html: string } | { ok: false; problem: string; transient?: true };

/** In the worker: the body, with the renderer's refusal as an answer rather than an error. */
async function renderBody(markdown: string): Promise<ArticleBody> {
  try {
    return { ok: true, html: await renderMarkdown(markdown) };
  } catch (error) {
    if (error instanceof MarkdownComplexityError) return { ok: false, problem: error.message };
    throw error;
  }
}

/** What the markdown worker (markdown-worker.ts) runs. */
export const MARKDOWN_TASKS = { render: renderBody };

/**
 * The most one article may take to render. The bounds of
 * src/lib/markdown-limits.ts keep the worst known input under half a second
 * (bench/results/markdown.json); this catches what they do not foresee.
 */
export const ARTICLE_RENDER_BUDGET_MS = 3_000;

class RenderTimeout extends Error {
  override name = "RenderTimeout";
}

// The literal is rewritten to the bundled markdown-worker.mjs by astro.config.mjs (workerEntries).
const WORKER_FILE = "./markdown-worker.ts";

const markdownPool = new WorkerPool({
  url: new URL(WORKER_FILE, import.meta.url),
  tasks: MARKDOWN_TASKS,
  size: 2,
  timeoutMs: ARTICLE_RENDER_BUDGET_MS,
  timeoutError: () => new RenderTimeout(),
  reviveError: ({ name, message }: SerializedError) => Object.assign(new Error(message), { name }),
});

/**
 * Rendered bodies by the hash of their markdown: a build, a rebuild, the
 * search index and the admin list ask for the same articles, and each is
 * rendered once until its text changes. Bounded in entries and in bytes.
 */
const cache = new Map<string, { body: ArticleBody; bytes: number; expiresAt: number }>();
/** A failure that may pass is tried again after this long. */
const TRANSIENT_FAILURE_MS = 5 * 60_000;
let cachedBytes = 0;
const CACHE_MAX_ENTRIES = 2_000;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const inFlight = new Map<string, Promise<ArticleBody>>();

/**
 * An article's body, rendered in a worker thread within the time budget.
 * Never throws: content the renderer refuses, a render over budget or any
 * other failure comes back as `{ ok: false, problem }`, logged once, so one
 * bad article is left out and never stops a page, a build or the search.
 */
export function renderArticleBody(markdown: string): Promise<ArticleBody> {
  const key = createHash("sha256").update(markdown).digest("base64url");
  const cached = cache.get(key);
  if (cached && cached.expiresAt <= Date.now()) {
    cache.delete(key);
    cachedBytes -= cached.bytes;
  } else if (cached) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, cached);
    return Promise.resolve(cached.body);
  }
  const running = inFlight.get(key);
  if (running) return running;
  const render = markdownPool
    .run("render", [markdown])
    .catch((error: Error): ArticleBody => {
      const problem = error instanceof RenderTimeout ? MARKDOWN_PROBLEMS.tooSlow() : MARKDOWN_PROBLEMS.failed();
      console.warn(`An article could not be rendered (${error.name}: ${error.message.slice(0, 200)}).`);
      return { ok: false, problem, transient: true };
    })
    .then((body) => {
      remember(key, body);
      return body;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, render);
  return render;
}

function remember(key: string, body: ArticleBody): void {
  const bytes = body.ok ? body.html.length * 2 : 0;
  if (bytes > CACHE_MAX_BYTES / 4) return;
  const expiresAt = !body.ok && body.transient ? Date.now() + TRANSIENT_FAILURE_MS : Number.POSITIVE_INFINITY;
  cache.set(key, { body, bytes, expiresAt });
  cachedBytes += bytes;
  for (const [oldest, entry] of cache) {
    if (cache.size <= CACHE_MAX_ENTRIES && cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= entry.bytes;
  }
}
