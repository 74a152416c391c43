/**
 * `npm run bench:search`: the static search's benchmark (not a test). Seeds
 * 10,000 drawings into a throwaway embedded database, builds the search index
 * with the site's own builder, serves it from a tiny static server on
 * loopback (gzip for JS and JSON, as a CDN would; Pagefind's chunks are
 * already compressed), and measures in headless Chromium, through the site's
 * own search module (src/components/search/pagefind.ts):
 * - index build time and size on disk;
 * - bytes the first query downloads (runtime, WebAssembly, metadata,
 *   vocabulary, index chunks and the fragments of the first page of results);
 * - query latency once warm, p50/p95 over 50 queries (search plus the first
 *   page of 24 results, each query a different word: new chunks included).
 * Writes bench/results/search.json and checks the targets.
 *
 * Options: --drawings N (default 10000).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build as esbuild } from "esbuild";
import { chromium } from "playwright-core";
import { IN_MEMORY, openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";
import { buildSearchIndex, drawingRecords } from "#src/server/search/index-builder.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import { seedDatabase } from "../sample-content/seed.ts";
import { loadAverages, round } from "./lib/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/search.json");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const drawingsOption = args.indexOf("--drawings");
const DRAWINGS = drawingsOption === -1 ? 10_000 : Number(args[drawingsOption + 1]);
/** The first page of results the search page shows, and how many it shows before the rest arrive (src/components/search/SearchPage.astro). */
const PAGE_SIZE = 24;
const FIRST_BATCH = 8;

const TARGETS = { firstQueryMaxBytes: 300 * 1024, warmP95MaxMs: 100, buildMaxMs: 15_000 } as const;

/** What visitors type: accents left out, plurals, prefixes, typos, two words. The first one is the cold query. */
const QUERIES = [
  "gato",
  "cachorro",
  "coracao",
  "borboletas",
  "girasol",
  "elefamte",
  "flor",
  "estrela",
  "heroi",
  "menina",
  "carros",
  "aviao",
  "foguete",
  "mandala",
  "letra a",
  "numero",
  "tartaruga",
  "coruja",
  "leao",
  "peixinho",
  "minecraft",
  "pokemon",
  "patrulha canina",
  "bobbie",
  "casa",
  "arvore",
  "trem",
  "onibus",
  "barquinho",
  "helicoptero",
  "robozinho",
  "monstrinho",
  "filhote bombeiro",
  "policial",
  "cacto",
  "tulipas",
  "arco iris",
  "cogumelo",
  "hexagonos",
  "triangulos",
  "circulos",
  "quadrados",
  "jipe",
  "caminhao",
  "passarinho",
  "coelhinho",
  "dinossauro",
  "balao",
  "sorvete",
  "geometricas",
];

const log = (line: string) => console.log(`[bench:search] ${line}`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function directorySize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

type Served = { path: string; bytes: number };

/** A static file server on loopback that records what it sends. */
function serve(root: string): Promise<{ url: string; served: Served[]; close(): Promise<void> }> {
  const served: Served[] = [];
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = types[path.extname(file)];
    let body: Buffer = fs.readFileSync(file);
    const headers: Record<string, string> = { "content-type": type ?? "application/octet-stream", "cache-control": "no-cache" };
    if (type && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      body = zlib.gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    response.writeHead(200, headers).end(body);
    served.push({ path: pathname, bytes: body.length });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, served, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

async function main() {
  const loadAtStart = loadAverages();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-bench-search-"));
  const clientDir = path.join(work, "client");
  fs.mkdirSync(clientDir, { recursive: true });
  const handle = await openDatabase({ kind: "pglite", dataDir: IN_MEMORY });
  try {
    await migrate(handle);
    log(`Seeding ${DRAWINGS} drawings into a throwaway embedded database...`);
    const seeded = await seedDatabase(handle, createLocalStorage(path.join(work, "storage")), { drawings: DRAWINGS });
    const active = seeded.drawings - seeded.inactive;
    log(`Seeded ${seeded.drawings} drawings (${active} active) and ${seeded.articles} articles in ${seeded.seconds} s.`);

    const cold = await buildSearchIndex(handle.db, clientDir);
    log(`Index built in ${cold.ms} ms (${cold.drawings} drawings, ${cold.articles} articles): ${JSON.stringify(cold.phases)}.`);
    // What the rebuild engine does after one drawing changes.
    await handle.db
      .updateTable("drawings")
      .set({ title: "Gato brincalhão de chapéu" })
      .where("slug", "=", "gato-brincalhao")
      .execute();
    const rebuild = await buildSearchIndex(handle.db, clientDir);
    log(`Rebuilt after one change in ${rebuild.ms} ms, ${rebuild.replaced} files replaced: ${JSON.stringify(rebuild.phases)}.`);
    const drawingsBundle = directorySize(path.join(clientDir, "pagefind/drawings"));
    // What an engine that loads its whole index in the browser (MiniSearch, FlexSearch, Orama...)
    // would download at least: the records themselves, gzip-compressed, before any index structure.
    const wholeRecordsGzipBytes = zlib.gzipSync(JSON.stringify(await drawingRecords(handle.db))).length;
    const articlesBundle = directorySize(path.join(clientDir, "pagefind/articles"));

    // The site's search module, bundled as Vite bundles it for the page.
    const bundled = await esbuild({
      entryPoints: [path.join(ROOT, "src/components/search/pagefind.ts")],
      bundle: true,
      minify: true,
      format: "esm",
      write: false,
      target: "es2022",
    });
    const moduleCode = bundled.outputFiles[0]?.text ?? "";
    fs.writeFileSync(path.join(clientDir, "search-module.js"), moduleCode);
    fs.writeFileSync(
      path.join(clientDir, "index.html"),
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>bench</title></head><body></body></html>',
    );
    const islandGzipBytes = zlib.gzipSync(moduleCode).length;

    const server = await serve(clientDir);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-background-networking"],
    });
    const chromiumVersion = browser.version();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`);
      await page.evaluate(async () => {
        (window as unknown as { searchModule: unknown }).searchModule = await import("/search-module.js" as string);
      });
      server.served.length = 0;

      type Timing = { query: string; total: number; searchMs: number; firstResultsMs: number; totalMs: number };
      const run = (query: string) =>
        page.evaluate(
          async ({ query, size, first }) => {
            const module = (window as unknown as { searchModule: typeof import("#src/components/search/pagefind.ts") })
              .searchModule;
            const started = performance.now();
            const outcome = await module.searchBundle("drawings", query);
            const searched = performance.now();
            // As the search page does: the first results as soon as they arrive, then the rest of the page.
            await outcome.page(0, first);
            const shown = performance.now();
            await outcome.page(first, size - first);
            const finished = performance.now();
            return {
              query,
              total: outcome.total,
              searchMs: searched - started,
              firstResultsMs: shown - started,
              totalMs: finished - started,
            };
          },
          { query, size: PAGE_SIZE, first: FIRST_BATCH },
        ) as Promise<Timing>;

      const firstQuery = QUERIES[0] as string;
      const first = await run(firstQuery);
      const firstServed = [...server.served];
      const firstBytes = firstServed.reduce((sum, item) => sum + item.bytes, 0);
      const byKind = (pattern: RegExp) =>
        firstServed.filter((item) => pattern.test(item.path)).reduce((sum, item) => sum + item.bytes, 0);
      log(
        `First query "${firstQuery}": ${first.total} results, ${firstBytes} bytes in ${firstServed.length} requests, ${round(first.totalMs)} ms.`,
      );

      const warm: Timing[] = [];
      for (const query of QUERIES.slice(1)) warm.push(await run(query));
      // The cold query again, now warm, so the sample is the full list.
      warm.push(await run(firstQuery));
      const firsts = warm.map((timing) => timing.firstResultsMs);
      const totals = warm.map((timing) => timing.totalMs);
      const searches = warm.map((timing) => timing.searchMs);
      const p50 = round(percentile(firsts, 50));
      const p95 = round(percentile(firsts, 95));
      log(
        `Warm over ${warm.length} queries, until the first ${FIRST_BATCH} results: p50 ${p50} ms, p95 ${p95} ms` +
          ` (search only p95 ${round(percentile(searches, 95))} ms; whole page of ${PAGE_SIZE} p95 ${round(percentile(totals, 95))} ms).`,
      );
      const noResults = warm.filter((timing) => timing.total === 0).map((timing) => timing.query);

      const results = {
        generatedAt: new Date().toISOString(),
        machine: {
          cpus: os.availableParallelism(),
          memoryGb: round(os.totalmem() / 1024 ** 3),
          node: process.version,
          chromium: chromiumVersion,
          // Other work on the machine slows every figure; recorded so runs can be compared.
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: loadAverages(),
        },
        catalogue: { drawingsSeeded: seeded.drawings, activeDrawingsIndexed: cold.drawings, articlesIndexed: cold.articles },
        build: {
          coldMs: cold.ms,
          coldPhases: cold.phases,
          rebuildAfterOneChangeMs: rebuild.ms,
          rebuildPhases: rebuild.phases,
          rebuildFilesReplaced: rebuild.replaced,
          filesPublished: rebuild.files,
        },
        index: {
          drawingsBundle: { files: drawingsBundle.files, bytes: drawingsBundle.bytes },
          articlesBundle: { files: articlesBundle.files, bytes: articlesBundle.bytes },
          totalBytes: drawingsBundle.bytes + articlesBundle.bytes,
          vocabularyBytes: fs.statSync(path.join(clientDir, "pagefind/drawings/vocabulary.json")).size,
          wholeRecordsGzipBytes,
        },
        firstQuery: {
          query: firstQuery,
          results: first.total,
          transferredBytes: firstBytes,
          requests: firstServed.length,
          ms: round(first.totalMs),
          breakdown: {
            runtimeJs: byKind(/\.js$/),
            wasm: byKind(/wasm\./),
            meta: byKind(/\.pf_meta$|pagefind-entry\.json$/),
            vocabulary: byKind(/vocabulary\.json$/),
            indexChunks: byKind(/\.pf_index$/),
            filters: byKind(/\.pf_filter$/),
            fragments: byKind(/\.pf_fragment$/),
          },
          searchModuleGzipBytes: islandGzipBytes,
        },
        warm: {
          queries: warm.length,
          measured: `search + data of the first ${FIRST_BATCH} results (what the page waits for before showing results)`,
          p50Ms: p50,
          p95Ms: p95,
          maxMs: round(Math.max(...firsts)),
          searchOnlyP50Ms: round(percentile(searches, 50)),
          searchOnlyP95Ms: round(percentile(searches, 95)),
          fullPageOf24P50Ms: round(percentile(totals, 50)),
          fullPageOf24P95Ms: round(percentile(totals, 95)),
          queriesWithoutResults: noResults,
          slowest: [...warm]
            .sort((a, b) => b.firstResultsMs - a.firstResultsMs)
            .slice(0, 5)
            .map((timing) => ({
              query: timing.query,
              searchMs: round(timing.searchMs),
              firstResultsMs: round(timing.firstResultsMs),
            })),
        },
        targets: TARGETS,
        pass: {
          firstQueryBytes: firstBytes <= TARGETS.firstQueryMaxBytes,
          warmP95: p95 <= TARGETS.warmP95MaxMs,
          build: cold.ms <= TARGETS.buildMaxMs,
        },
      };
      fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
      fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
      log(`Wrote ${path.relative(ROOT, RESULTS)}: ${JSON.stringify(results.pass)}`);
      if (!Object.values(results.pass).every(Boolean)) process.exitCode = 1;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await handle.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
