/**
 * Keeping pages for offline use, in the service worker: each page, and
 * every file of the build it loads (its scripts and what they import, its
 * stylesheets and fonts), so it opens, and runs, without a network. Used
 * for the offline page when the worker installs, and for what a visitor
 * saves with 'Salvar para usar sem internet'.
 */
export type KeepCaches = { pages: Cache; assets: Cache };

/** Build files a page or a script names: _astro/ paths, in attributes, imports, url() and the bundler's preload lists. */
const BUILD_FILE = /_astro\/[\w.@-]+\.(?:js|css|woff2)/g;
/** A script's relative imports (the bundler's chunks: `from"./x.js"`, `import("./x.js")`). */
const RELATIVE_IMPORT = /["'](\.\/[\w.@-]+\.js)["']/g;
/** A page or a script names a bounded number of files; past it, something is wrong. */
const MAX_FILES = 200;

/**
 * The build files `text` names. A stylesheet's fonts are left out: it names
 * every subset of the font (Cyrillic, Vietnamese…), of which a browser loads
 * only those its text uses, and keeping them all cost a first visit ~100 KB
 * (issue 47). The fonts a page preloads are kept with it; the others are kept
 * as pages use them (the worker's cache-first route).
 */
function buildFilesIn(text: string, base: URL): URL[] {
  const stylesheet = base.pathname.endsWith(".css");
  const absolute = [...text.matchAll(BUILD_FILE)]
    .filter((match) => !(stylesheet && match[0].endsWith(".woff2")))
    .map((match) => new URL(`/${match[0]}`, base));
  const relative = [...text.matchAll(RELATIVE_IMPORT)].map((match) => new URL(match[1] as string, base));
  return [...absolute, ...relative];
}

/** Fetches and keeps `url` in `cache` unless it is there already; its text for scripts, pages and styles. */
async function keep(cache: Cache, url: URL, refresh: boolean): Promise<string | null> {
  let response = refresh ? undefined : await cache.match(url.href);
  if (!response) {
    const fetched = await fetch(url.href, { cache: "no-cache", credentials: "same-origin" });
    if (!fetched.ok) throw new Error(`${url.pathname}: HTTP ${fetched.status}`);
    await cache.put(url.href, fetched.clone());
    response = fetched;
  }
  return /\.(js|css)$/.test(url.pathname) || response.headers.get("content-type")?.includes("text/html") ? response.text() : null;
}

/** Keeps files as they are (images, PDFs, maps): fetched anew, each once. */
export async function keepFiles(urls: readonly string[], cache: Cache, origin: string): Promise<void> {
  for (const url of new Set(urls)) await keep(cache, new URL(url, origin), true);
}

/** Keeps the pages at `paths`, fetched anew, with the build files each one loads. */
export async function keepPages(paths: readonly string[], caches: KeepCaches, origin: string): Promise<void> {
  const seen = new Set<string>();
  const pending: URL[] = [];
  for (const path of paths) {
    const html = await keep(caches.pages, new URL(path, origin), true);
    if (html) pending.push(...buildFilesIn(html, new URL(path, origin)));
  }
  while (pending.length > 0) {
    const url = pending.pop() as URL;
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    if (seen.size > MAX_FILES) throw new Error(`more than ${MAX_FILES} build files`);
    const text = await keep(caches.assets, url, false);
    if (text) pending.push(...buildFilesIn(text, url));
  }
}
