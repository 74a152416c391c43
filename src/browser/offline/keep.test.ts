import { afterEach, describe, expect, it, vi } from "vitest";
import { keepFiles, keepPages } from "./keep.ts";

/** A Cache in memory, as far as keep.ts uses one. */
function memoryCache(): Cache & { urls: () => string[] } {
  const entries = new Map<string, Response>();
  return {
    match: async (key: RequestInfo | URL) => entries.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => void entries.set(String(key), response.clone()),
    urls: () => [...entries.keys()].map((url) => new URL(url).pathname + new URL(url).search),
  } as unknown as Cache & { urls: () => string[] };
}

const ORIGIN = "https://rabisco.example";
const SITE: Record<string, [string, string]> = {
  "/colecoes/natal": [
    "text/html",
    '<link rel="preload" as="font" href="/_astro/nunito-latin.eee888.woff2"><link rel="stylesheet" href="/_astro/global.abc123.css"><script type="module" src="/_astro/page.def456.js"></script>',
  ],
  "/pintar?desenho=1": [
    "text/html",
    '<astro-island component-url="/_astro/Colouring.aaa111.js" renderer-url="/_astro/client.bbb222.js">',
  ],
  "/_astro/global.abc123.css": [
    "text/css",
    "@font-face{src:url(/_astro/nunito-latin.eee888.woff2)}@font-face{src:url(/_astro/nunito-cyrillic.fff999.woff2)}",
  ],
  "/_astro/page.def456.js": ["text/javascript", 'import{a}from"./chunk.111aaa.js";const p=()=>import("./lazy.222bbb.js");'],
  "/_astro/chunk.111aaa.js": ["text/javascript", 'export const a=1;const d=["_astro/preloaded.333ccc.js"];'],
  "/_astro/lazy.222bbb.js": ["text/javascript", 'import"./chunk.111aaa.js";'],
  "/_astro/preloaded.333ccc.js": ["text/javascript", ""],
  "/_astro/Colouring.aaa111.js": ["text/javascript", 'import"./chunk.111aaa.js";'],
  "/_astro/client.bbb222.js": ["text/javascript", ""],
  "/_astro/nunito-latin.eee888.woff2": ["font/woff2", "font"],
  "/_astro/nunito-cyrillic.fff999.woff2": ["font/woff2", "font"],
  "/storage/drawings/gato.webp": ["image/webp", "image"],
};
const fetched: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  fetched.length = 0;
});

function serveSite() {
  vi.stubGlobal("fetch", async (url: string) => {
    const { pathname, search } = new URL(url);
    fetched.push(pathname + search);
    const file = SITE[pathname + search];
    return file ? new Response(file[1], { headers: { "content-type": file[0] } }) : new Response("", { status: 404 });
  });
}

describe("keeping pages for offline use", () => {
  it("keeps each page with every build file it loads: scripts, their imports and preloads, styles, the fonts it preloads", async () => {
    serveSite();
    const pages = memoryCache();
    const assets = memoryCache();
    await keepPages(["/colecoes/natal", "/pintar?desenho=1"], { pages, assets }, ORIGIN);
    expect(pages.urls().sort()).toEqual(["/colecoes/natal", "/pintar?desenho=1"]);
    expect(assets.urls().sort()).toEqual(
      [
        "/_astro/Colouring.aaa111.js",
        "/_astro/chunk.111aaa.js",
        "/_astro/client.bbb222.js",
        "/_astro/global.abc123.css",
        "/_astro/lazy.222bbb.js",
        "/_astro/nunito-latin.eee888.woff2",
        "/_astro/page.def456.js",
        "/_astro/preloaded.333ccc.js",
      ].sort(),
    );
    // Not the font subsets the stylesheet names for other scripts (Cyrillic…): a page loads only those it uses.
    expect(fetched).not.toContain("/_astro/nunito-cyrillic.fff999.woff2");
    // A file shared by several is fetched once.
    expect(fetched.filter((path) => path === "/_astro/chunk.111aaa.js")).toHaveLength(1);
  });

  it("fails on a page or file the site does not have, so a saved set is never half kept", async () => {
    serveSite();
    const cache = memoryCache();
    await expect(keepPages(["/colecoes/nenhuma"], { pages: cache, assets: cache }, ORIGIN)).rejects.toThrow("HTTP 404");
    await expect(keepFiles(["/storage/drawings/gato.webp", "/storage/drawings/nada.webp"], cache, ORIGIN)).rejects.toThrow(
      "/storage/drawings/nada.webp: HTTP 404",
    );
  });
});
