/**
 * `npm run bench:search`: the database search's benchmark (not a test).
 * For each database (the embedded PGlite on disk; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set) and each catalogue size
 * (10,000 and 100,000 drawings by default), it seeds a throwaway database
 * with the sample catalogue, serves the site's own search route
 * (src/server/search/route.ts) from a plain HTTP server on loopback, and
 * measures over HTTP:
 * - freshness: an edit is committed, then the search is asked until it finds
 *   the edit: the time from the commit to the first answer that has it;
 * - query latency, p50/p95/max over a corpus of what visitors type (accents
 *   left out, plurals, prefixes, typos, several words), warm: the time in the
 *   database and the server's whole time (both from the route's
 *   Server-Timing header) apart from the HTTP round trip.
 * Writes bench/results/search.json and checks the targets: freshness
 * ≤ 1 s, p95 server time ≤ 50 ms at 100,000 drawings.
 *
 * Options: --drawings 10000,100000 (sizes), --rounds N (warm rounds, default 5),
 * --driver pglite|postgres (only one).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

// The benchmark asks far more than a visitor may: the route's rate limit must not answer 429.
process.env.SEARCH_RATE_LIMIT_PER_MINUTE = "100000000";

const { openDatabase } = await import("#src/server/db/connection.ts");
const { migrate } = await import("#src/server/db/migrate.ts");
const { updateDrawing } = await import("#src/server/repositories/drawings.ts");
const { searchRoute } = await import("#src/server/search/route.ts");
const { searchDrawings } = await import("#src/server/search/search.ts");
const { createLocalStorage } = await import("#src/server/storage/local-storage.ts");
const { seedDatabase } = await import("../sample-content/seed.ts");
const { mapOwedRegions } = await import("#src/server/content/region-maps.ts");
const { loadAverages, round } = await import("./lib/stats.ts");

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/search.json");
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const SIZES = (option("--drawings") ?? "10000,100000").split(",").map(Number);
const ROUNDS = Number(option("--rounds") ?? 5);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DRIVERS = (option("--driver") ? [option("--driver")] : ["pglite", ...(POSTGRES_URL ? ["postgres"] : [])]) as (
  | "pglite"
  | "postgres"
)[];
const FRESHNESS_EDITS = 10;

const TARGETS = { freshnessMaxMs: 1_000, serverP95MaxMsAt100k: 50 } as const;

/** What visitors type: accents left out, plurals, prefixes, typos, several words, words of every frequency, ages and dates. */
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
  "numero 7",
  "tartaruga",
  "coruja",
  "leoes",
  "peixinho",
  "minecraft",
  "pokemon",
  "patrulha canina",
  "bobbie goods",
  "casa",
  "arvore",
  "trem",
  "onibus",
  "barquinho",
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
  "quadrados",
  "jipe",
  "caminhao",
  "passarinho",
  "coelhinho",
  "balao",
  "sorvete",
  "girass",
  "borbuletta",
  "desenho para colorir",
  "xyzzyplugh",
  // What the search understands since issue 44: ages, occasions and themes, alone and with words.
  "4 anos",
  "desenhos para colorir 4 anos",
  "crianca pequena",
  "educacao infantil",
  "dinossauro 4 anos",
  "natal",
  "dia das maes",
  "festa junina",
  "papai noel",
  "bichos",
];

const log = (line: string) => console.log(`[bench:search] ${line}`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const stats = (values: number[]) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(0, ...values)),
});

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** A fresh, migrated database of the driver, and how to drop it. */
async function throwawayDatabase(driver: "pglite" | "postgres", work: string) {
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(work, "pglite") });
    await migrate(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `rabisco_bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(POSTGRES_URL as string, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES_URL as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), transactionPooler: false });
  await migrate(handle);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The site's search route (GET /api/search), on a plain HTTP server over the given database. */
async function serveSearch(handle: Database) {
  const route = searchRoute(
    (db, { q, page }, timings) => searchDrawings(db, q, page, timings),
    ["q", "page"],
    async () => handle.db,
  );
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    // biome-ignore lint/suspicious/noExplicitAny: the route reads url, request and clientAddress of Astro's context.
    const context = { url, request: new Request(url), clientAddress: "127.0.0.1" } as any;
    const answer = await route(context);
    response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Timed = { query: string; total: number; httpMs: number; serverMs: number; databaseMs: number };

async function ask(base: string, query: string, page = 1): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${base}/api/search?${new URLSearchParams({ q: query, page: String(page) })}`);
  const body = (await response.json()) as { total: number };
  const httpMs = performance.now() - started;
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  const timing = response.headers.get("server-timing") ?? "";
  const duration = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? Number.NaN);
  return { query, total: body.total, httpMs, serverMs: duration("total"), databaseMs: duration("db") };
}

/** From the commit of a new title to the first search answer that finds it, FRESHNESS_EDITS times. */
async function freshness(handle: Database, base: string) {
  const { rows } = await handle.db
    .selectFrom("drawings")
    .select("id")
    .where("active", "=", true)
    .orderBy("created_at", "desc")
    .limit(FRESHNESS_EDITS)
    .execute()
    .then((found) => ({ rows: found }));
  const samples: { ms: number; attempts: number }[] = [];
  for (const [index, row] of rows.entries()) {
    const word = `zabumba${String.fromCharCode(97 + index)}${randomBytes(3).toString("hex").replace(/\d/g, "x")}`;
    await updateDrawing(handle.db, row.id, { title: `Desenho ${word}` });
    const committed = performance.now();
    let attempts = 0;
    for (;;) {
      attempts++;
      if ((await ask(base, word)).total > 0) break;
      if (performance.now() - committed > 30_000) throw new Error(`${word} was not found 30 s after its commit`);
    }
    samples.push({ ms: performance.now() - committed, attempts });
  }
  return {
    edits: samples.length,
    ...stats(samples.map((sample) => sample.ms)),
    firstAnswerFoundIt: samples.every((sample) => sample.attempts === 1),
  };
}

async function measure(driver: "pglite" | "postgres", drawings: number) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-bench-search-"));
  const database = await throwawayDatabase(driver, work);
  try {
    log(`${driver}, ${drawings} drawings: seeding...`);
    const storage = createLocalStorage(path.join(work, "storage"));
    const seeded = await seedDatabase(database.handle, storage, { drawings });
    // The levels, as a first start makes them: the age queries ('4 anos') narrow by level.
    await mapOwedRegions({ db: database.handle.db, storage }, 2);
    log(`Seeded ${seeded.drawings} drawings (${seeded.inactive} inactive) in ${seeded.seconds} s.`);
    const server = await serveSearch(database.handle);
    try {
      const fresh = await freshness(database.handle, server.base);
      log(
        `Freshness: p50 ${fresh.p50} ms, max ${fresh.max} ms after the commit (first answer found it: ${fresh.firstAnswerFoundIt}).`,
      );
      // One cold pass (caches filling), then the warm rounds that are measured.
      const cold: Timed[] = [];
      for (const query of QUERIES) cold.push(await ask(server.base, query));
      const warm: Timed[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const query of QUERIES) warm.push(await ask(server.base, query));
        // 'Carregar mais desenhos': the second page of a common word.
        warm.push({ ...(await ask(server.base, "gato", 2)), query: "gato (page 2)" });
      }
      const slowest = [...warm].sort((a, b) => b.serverMs - a.serverMs).slice(0, 5);
      const result = {
        driver,
        drawings: seeded.drawings,
        activeDrawings: seeded.drawings - seeded.inactive,
        seedSeconds: seeded.seconds,
        freshnessMs: fresh,
        queries: { distinct: QUERIES.length, warmRounds: ROUNDS, measured: warm.length },
        coldServerMs: stats(cold.map((timing) => timing.serverMs)),
        warm: {
          databaseMs: stats(warm.map((timing) => timing.databaseMs)),
          serverMs: stats(warm.map((timing) => timing.serverMs)),
          httpMs: stats(warm.map((timing) => timing.httpMs)),
        },
        slowest: slowest.map((timing) => ({
          query: timing.query,
          results: timing.total,
          databaseMs: round(timing.databaseMs),
          serverMs: round(timing.serverMs),
        })),
        resultsPerQuery: Object.fromEntries(cold.map((timing) => [timing.query, timing.total])),
      };
      log(
        `Warm, ${warm.length} requests: database p50 ${result.warm.databaseMs.p50} / p95 ${result.warm.databaseMs.p95} ms,` +
          ` server p50 ${result.warm.serverMs.p50} / p95 ${result.warm.serverMs.p95} ms,` +
          ` HTTP p50 ${result.warm.httpMs.p50} / p95 ${result.warm.httpMs.p95} ms.`,
      );
      return result;
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const loadAtStart = loadAverages();
const runs = [];
for (const driver of DRIVERS) for (const size of SIZES) runs.push(await measure(driver, size));
const largest = Math.max(...SIZES);
const pass = {
  freshness: runs.every((run) => run.freshnessMs.max <= TARGETS.freshnessMaxMs),
  serverP95At100k: runs
    .filter((run) => run.drawings >= 100_000)
    .every((run) => run.warm.serverMs.p95 <= TARGETS.serverP95MaxMsAt100k),
};
const results = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    memoryGb: round(os.totalmem() / 1024 ** 3),
    node: process.version,
    // Other work on the machine slows every figure; recorded so runs can be compared.
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverages(),
  },
  method:
    "Sequential requests from one client on loopback to the search route over a throwaway database seeded with the sample catalogue (extra drawings reuse its titles' words and descriptions). databaseMs and serverMs come from the route's Server-Timing header; httpMs is the client's whole round trip.",
  runs,
  targets: TARGETS,
  largestCatalogue: largest,
  pass,
};
// A partial run (one driver or size) does not overwrite the committed full results.
const target =
  args.length === 0 ? RESULTS : path.join(ROOT, "bench/results", `search-${DRIVERS.join("-")}-${SIZES.join("-")}.json`);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(results, null, 2)}\n`);
log(`Wrote ${path.relative(ROOT, target)}: ${JSON.stringify(pass)}`);
if (!Object.values(pass).every(Boolean)) process.exitCode = 1;
