import { describe, expect, it } from "vitest";
import { markRenderDegraded, recordDependency } from "../dependencies.ts";
import {
  CDN_CACHE_CONTROL,
  CDN_CACHE_CONTROL_UNRECORDED,
  cdnHeaders,
  cdnVaryParameter,
  isCachedPageRequest,
  renderCachedPage,
  staticFileAlias,
  withoutVaryParameter,
} from "./cached-page.ts";

const VARY = cdnVaryParameter("a secret of at least thirty-two characters");

describe("which requests the CDN keeps as pages", () => {
  it("keeps GETs of public pages, never the APIs, the admin, storage or the search", () => {
    for (const path of [
      "/",
      "/categorias/animais/pagina/2",
      "/desenhos/animais/gato",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/pintar",
    ])
      expect(isCachedPageRequest("GET", path), path).toBe(true);
    for (const path of ["/api/search", "/admin", "/admin/drawings", "/storage/x.webp", "/search/gato", "/busca", "/_image"])
      expect(isCachedPageRequest("GET", path), path).toBe(false);
    expect(isCachedPageRequest("POST", "/")).toBe(false);
    // A HEAD is the same page without its body: the CDN answers it from the GET's copy.
    expect(isCachedPageRequest("HEAD", "/")).toBe(true);
    expect(isCachedPageRequest("HEAD", "/api/search")).toBe(false);
  });

  it("keys pages on one parameter nobody sends: a name from the secret, and a redirect without it if sent", () => {
    expect(VARY).toMatch(/^k[0-9a-f]{24}$/);
    expect(cdnVaryParameter("another secret of at least thirty-two characters")).not.toBe(VARY);
    expect(VARY).not.toBe("_");
    expect(withoutVaryParameter(new URL("https://rabisco.test/?_=1&utm_source=x"), VARY)).toBeNull();
    expect(withoutVaryParameter(new URL(`https://rabisco.test/blog?${VARY}=1&pagina=2`), VARY)).toBe("/blog?pagina=2");
    expect(withoutVaryParameter(new URL(`https://rabisco.test/blog?${VARY}=1`), VARY)).toBe("/blog");
  });

  it("serves a static host's aliases of a page as the page", () => {
    expect(staticFileAlias("/categorias/x/index.html")).toBe("/categorias/x");
    expect(staticFileAlias("/categorias/x.htm")).toBe("/categorias/x");
    expect(staticFileAlias("/index.html")).toBe("/");
    expect(staticFileAlias("/categorias/x")).toBeNull();
    expect(staticFileAlias("/sitemap.xml")).toBeNull();
  });
});

describe("the CDN's headers", () => {
  it("caches a page durably, tagged, with browsers asking again every time", () => {
    const headers = cdnHeaders(200, ["year", "drawing:1"], { recorded: true, setsCookie: false, varyParameter: VARY });
    expect(headers).toMatchObject({
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Netlify-CDN-Cache-Control": CDN_CACHE_CONTROL,
      "Netlify-Cache-Tag": "year,drawing:1",
      "Netlify-Vary": `query=${VARY}`,
    });
    expect(CDN_CACHE_CONTROL).toContain("durable");
    expect(CDN_CACHE_CONTROL).toContain("stale-while-revalidate");
  });

  it("tags missing, moved and deleted addresses with the page set; caches briefly what it could not record", () => {
    expect(cdnHeaders(404, ["year"], { recorded: true, setsCookie: false, varyParameter: VARY })?.["Netlify-Cache-Tag"]).toBe(
      "year,page-set",
    );
    expect(cdnHeaders(301, [], { recorded: true, setsCookie: false, varyParameter: VARY })?.["Netlify-Cache-Tag"]).toBe(
      "page-set",
    );
    expect(
      cdnHeaders(200, ["year"], { recorded: false, setsCookie: false, varyParameter: VARY })?.["Netlify-CDN-Cache-Control"],
    ).toBe(CDN_CACHE_CONTROL_UNRECORDED);
  });

  it("never caches an error or a response that sets a cookie", () => {
    expect(cdnHeaders(500, ["year"], { recorded: true, setsCookie: false, varyParameter: VARY })).toBeNull();
    expect(cdnHeaders(200, ["year"], { recorded: true, setsCookie: true, varyParameter: VARY })).toBeNull();
  });
});

describe("renderCachedPage", () => {
  it("records the keys the render read, and answers with their tags", async () => {
    const recorded: { path: string; keys: string[]; groups: readonly string[] }[] = [];
    const response = await renderCachedPage(
      "/desenhos/animais/gato",
      async () => {
        recordDependency("drawing:1", { title: "Gato" });
        recordDependency("related:9|1", ["a"]);
        return new Response("<p>Gato</p>", { headers: { "content-type": "text/html" } });
      },
      { record: async (page) => void recorded.push({ ...page, keys: [...page.deps.keys()] }), forget: async () => {} },
      { varyParameter: VARY },
    );
    expect(await response.text()).toBe("<p>Gato</p>");
    expect(response.headers.get("netlify-cache-tag")).toBe("year,drawing:1,related:9|1");
    expect(recorded).toEqual([
      {
        path: "/desenhos/animais/gato",
        deps: expect.any(Map),
        keys: ["year", "drawing:1", "related:9|1"],
        groups: ["year", "drawing:1", "related:9"],
      },
    ]);
  });

  it("still answers the page when its record fails, cached briefly, and forgets addresses that are no page", async () => {
    const forgotten: string[] = [];
    const logged: string[] = [];
    const failing = await renderCachedPage(
      "/",
      async () => new Response("ok"),
      {
        record: async () => {
          throw new Error("database down");
        },
        forget: async () => {},
      },
      { varyParameter: VARY, log: (line) => logged.push(line) },
    );
    expect(failing.status).toBe(200);
    expect(failing.headers.get("netlify-cdn-cache-control")).toBe(CDN_CACHE_CONTROL_UNRECORDED);
    expect(logged.join()).toContain("database down");
    const missing = await renderCachedPage(
      "/x",
      async () => new Response("não", { status: 404 }),
      {
        record: async () => {},
        forget: async (path) => void forgotten.push(path),
      },
      { varyParameter: VARY },
    );
    expect(missing.status).toBe(404);
    expect(forgotten).toEqual(["/x"]);
  });

  it("keeps a page a passing failure degraded for a minute only, and records nothing of it", async () => {
    const recorded: string[] = [];
    const response = await renderCachedPage(
      "/blog",
      async () => {
        recordDependency("articles|x", [1]);
        markRenderDegraded();
        return new Response("<p>Blog sem um artigo</p>");
      },
      { record: async (page) => void recorded.push(page.path), forget: async () => {} },
      { varyParameter: VARY, log: () => {} },
    );
    expect(response.headers.get("netlify-cdn-cache-control")).toBe(CDN_CACHE_CONTROL_UNRECORDED);
    expect(response.headers.get("netlify-cache-tag")).not.toContain("!degraded");
    expect(recorded).toEqual([]);
  });
});
