/**
 * `npm run bench:site`: the public site's benchmark (not a test). Writes
 * bench/results/site.json with
 * - full build time and peak memory (`astro build` + rendering every page,
 *   what `npm run build` does) for the sample catalogue and for 10,000
 *   drawings, each seeded first on a throwaway embedded database;
 * - the bytes of HTML, CSS and JS each template sends, gzip-compressed as a
 *   CDN sends them, measured on a real served page;
 * - Lighthouse scores per template (mobile form factor, default simulated
 *   throttling) with Debian's Chromium;
 * and checks them against the targets of issue 14 (the public React
 * islands, docs/decisions/0011-public-react-islands.md).
 *
 * With --skip-large the 10,000-drawing build is not run: the previous
 * results file's large build is kept, marked with when it was measured.
 *
 * Options: --skip-large (no 10,000-drawing build), --runs N (Lighthouse runs
 * per template, median kept; default 5), --drawings N (size of the large
 * catalogue; default 10000).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort, startSiteServer } from "../tests/support/server.ts";
import { option } from "./lib/args.ts";
import { type CdnProxy, startCdnProxy } from "./lib/cdn-proxy.ts";
import { CHROMIUM_PATH, chromiumVersion, launchChromium } from "./lib/chromium.ts";
import { loadAverages, round } from "./lib/stats.ts";
import { runTimed } from "./lib/timed.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/site.json");
const NODE = process.execPath;
const args = process.argv.slice(2);
const LIGHTHOUSE_RUNS = Number(option("--runs") ?? 5);
const LARGE_DRAWINGS = Number(option("--drawings") ?? 10_000);
const SKIP_LARGE = args.includes("--skip-large");

const TARGETS = {
  lighthouseTemplates: ["home", "category", "drawing", "article", "search", "colouring"],
  /** Minimum Lighthouse score per category on those templates. */
  lighthouseMinScores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  /**
   * The colouring screen's own budget (issue 25): it loads a canvas app, its
   * line art and its region map, so performance 90 rather than 95.
   */
  lighthouseMinScoresByTemplate: { colouring: { performance: 90 } } as Partial<
    Record<string, Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>>
  >,
  /**
   * SEO audits a template may fail on purpose: the search page is `noindex`
   * (internal results are not for search engines; decisions 5 and 18), which
   * Lighthouse's "Page is blocked from indexing" counts against it. Any other
   * failing SEO audit still fails the check.
   */
  seoAuditsAllowedToFail: { search: ["is-crawlable"], colouring: ["is-crawlable"] } as Partial<Record<string, readonly string[]>>,
  /** Lighthouse's cumulative layout shift on those templates. */
  maxLayoutShift: 0.02,
  /** Every template: script files plus inline scripts, gzipped. */
  jsMaxGzipBytes: 80 * 1024,
  /**
   * Where most visitors land (a drawing from Google, an article), the actions are plain HTML with a small module and
   * React never loads before a dialog asks for it; the search results are filled by a small module too (issue 47).
   * The colouring screen's code loads only there (issue 25).
   */
  jsMaxGzipBytesByTemplate: {
    drawing: 15 * 1024,
    article: 15 * 1024,
    search: 15 * 1024,
    colouring: 120 * 1024,
  } as Partial<Record<string, number>>,
  largeBuildMaxSeconds: 90,
} as const;

const log = (line: string) => console.log(`[bench:site] ${line}`);

// ---------------------------------------------------------------- builds

type BuildResult = {
  /** Drawings the seed was asked for ("sample": the whole sample catalogue). */
  seeded: number | "sample";
  /** Active drawings: the drawing pages the build rendered. */
  drawings: number;
  pages: number;
  seed: { seconds: number; maxRssMb: number };
  astroBuild: { seconds: number; maxRssMb: number };
  /** `scripts/build-site.ts`: every page, the rebuild manifest and the search index; `log` is its summary lines. */
  renderPages: { seconds: number; maxRssMb: number; log: string[] };
  /** astro build + rendering every page: what `npm run build` does. */
  fullBuildSeconds: number;
  /** 1-minute load average when the build started: other work on the machine slows it down. */
  loadAverageAtStart: number;
  peakRssMb: number;
};

function countFiles(dir: string, extension: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(extension)) count++;
  }
  return count;
}

async function seedAndBuild(
  work: string,
  name: string,
  drawings: number | undefined,
): Promise<BuildResult & { dataDir: string; distDir: string }> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const dataDir = path.join(work, `data-${name}`);
  const distDir = path.join(work, `dist-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, DIST_DIR: distDir, ASTRO_TELEMETRY_DISABLED: "1", SITE_URL: "https://rabisco.example" };

  log(`${name}: seeding ${drawings ?? "the sample"} drawings...`);
  const seed = await runTimed(NODE, ["bench/lib/seed.ts", ...(drawings ? ["--drawings", String(drawings)] : [])], env, ROOT);
  log(`${name}: seeded in ${round(seed.seconds)} s`);

  log(`${name}: astro build...`);
  const astro = await runTimed(NODE, ["node_modules/astro/bin/astro.mjs", "build", "--outDir", distDir], env, ROOT);
  log(`${name}: astro build ${round(astro.seconds)} s, ${astro.maxRssMb} MB`);
  const htmlBefore = countFiles(path.join(distDir, "client"), ".html");

  log(`${name}: rendering every page...`);
  const render = await runTimed(NODE, ["scripts/build-site.ts"], env, ROOT);
  const pages = countFiles(path.join(distDir, "client"), ".html") - htmlBefore;
  log(`${name}: rendered ${pages} pages in ${round(render.seconds)} s, ${render.maxRssMb} MB`);

  const drawingPages = path.join(distDir, "client", "desenhos");
  return {
    seeded: drawings ?? "sample",
    drawings: fs.existsSync(drawingPages) ? countFiles(drawingPages, ".html") : 0,
    pages,
    seed: { seconds: round(seed.seconds), maxRssMb: seed.maxRssMb },
    astroBuild: { seconds: round(astro.seconds), maxRssMb: astro.maxRssMb },
    renderPages: {
      seconds: round(render.seconds),
      maxRssMb: render.maxRssMb,
      log: render.output.split("\n").filter((line) => /^(Full build|Incremental|Rendered|Indexed)/.test(line)),
    },
    fullBuildSeconds: round(astro.seconds + render.seconds),
    loadAverageAtStart: round(loadAverage, 2),
    peakRssMb: Math.max(astro.maxRssMb, render.maxRssMb),
    dataDir,
    distDir,
  };
}

// ---------------------------------------------------------------- serving

type Template =
  | "home"
  | "allCategories"
  | "category"
  | "drawing"
  | "article"
  | "search"
  | "colouring"
  | "staticPage"
  | "notFound";

async function templateUrls(proxy: CdnProxy): Promise<Record<Template, string>> {
  const sitemap = await (await fetch(`${proxy.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const drawings = paths.filter((p) => p.startsWith("/desenhos/"));
  // The category with the most drawings: a full grid, the heaviest category page.
  const perCategory = new Map<string, number>();
  for (const p of drawings) {
    const slug = p.split("/")[2] as string;
    perCategory.set(slug, (perCategory.get(slug) ?? 0) + 1);
  }
  const category = [...perCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const drawing = drawings.find((p) => p.startsWith(`/desenhos/${category}/`));
  const article = paths.find((p) => /^\/blog\/[^/]+$/.test(p) && p !== "/blog/rss.xml");
  if (!category || !drawing) throw new Error("The sitemap lists no drawings");
  if (!article) throw new Error("The sitemap lists no articles");
  // A query that finds drawings: the first word of the drawing's slug.
  const query = (drawing.split("/")[3] ?? "").split("-")[0];
  // The drawing's colouring screen, from its page's 'Pintar online' link.
  const colouring = /href="(\/pintar\?desenho=[0-9a-f-]{36})"/.exec(await (await fetch(`${proxy.url}${drawing}`)).text())?.[1];
  if (!colouring) throw new Error(`${drawing} has no 'Pintar online' link`);
  return {
    home: "/",
    allCategories: "/categorias/todas",
    category: `/categorias/${category}`,
    drawing,
    article,
    search: `/search/${query}`,
    colouring,
    staticPage: "/sobre",
    notFound: "/pagina-que-nao-existe",
  };
}

type TransferSizes = {
  path: string;
  status: number;
  /** gzip bytes sent, as the CDN proxy sent them. */
  html: number;
  css: number;
  js: number;
  /** JS inside the HTML (inline scripts, JSON-LD excluded), raw bytes; already counted in `html`. */
  inlineJsRawBytes: number;
  /** The same inline scripts gzipped on their own (level 6): their share of the page's JS. */
  inlineJsGzipBytes: number;
  /** Script files plus inline scripts, gzipped: what the JS budget counts. */
  totalJsGzipBytes: number;
  /** Where the script files' gzipped bytes come from. */
  jsBySource: { reactRuntime: number; site: number };
  images: number;
  fonts: number;
  other: number;
  files: { url: string; type: string; bytes: number; rawBytes: number }[];
};

/** The shared React runtime chunk (astro.config.mjs), or the site's code. */
function jsSource(url: string): keyof TransferSizes["jsBySource"] {
  return /\/_astro\/react-runtime\./.test(url) ? "reactRuntime" : "site";
}

function kindOf(contentType: string): keyof Pick<TransferSizes, "html" | "css" | "js" | "images" | "fonts" | "other"> {
  if (contentType.startsWith("text/html")) return "html";
  if (contentType.startsWith("text/css")) return "css";
  if (/javascript/.test(contentType)) return "js";
  if (contentType.startsWith("image/")) return "images";
  if (/font/.test(contentType)) return "fonts";
  return "other";
}

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: "pt-BR" } as const;

/** What the offline worker (issue 47) downloads on a first visit, after the page: its script and what its install keeps. */
export type OfflineInstall = { path: string; bytes: number; files: { url: string; bytes: number }[] };

/**
 * The home page loaded twice in fresh phone contexts, with the service
 * worker blocked, then allowed and left to install: the bytes the second
 * load sent beyond the first are the worker's.
 */
async function measureOfflineInstall(proxy: CdnProxy, pagePath: string): Promise<OfflineInstall> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-background-networking"],
  });
  try {
    const load = async (serviceWorkers: "allow" | "block") => {
      const context = await browser.newContext({ ...PHONE, serviceWorkers });
      const page = await context.newPage();
      proxy.transfers.length = 0;
      await page.goto(`${proxy.url}${pagePath}`, { waitUntil: "networkidle" });
      if (serviceWorkers === "allow") {
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          // Active: its install (what it keeps) is over.
          while (registration.active?.state !== "activated") await new Promise((r) => setTimeout(r, 100));
        });
        await page.waitForLoadState("networkidle");
      }
      await context.close();
      return new Map(proxy.transfers.map((transfer) => [transfer.url, transfer.bytes]));
    };
    const page = await load("block");
    const withWorker = await load("allow");
    const files = [...withWorker].filter(([url]) => !page.has(url)).map(([url, bytes]) => ({ url, bytes }));
    return { path: pagePath, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await browser.close();
  }
}

async function measureTransfers(proxy: CdnProxy, urls: Record<Template, string>): Promise<Record<Template, TransferSizes>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-background-networking"],
  });
  const result = {} as Record<Template, TransferSizes>;
  try {
    for (const [template, pagePath] of Object.entries(urls) as [Template, string][]) {
      // The page's own bytes: the offline worker's, after load and once per deploy, are measured apart (below).
      const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
      const page = await context.newPage();
      proxy.transfers.length = 0;
      const response = await page.goto(`${proxy.url}${pagePath}`, { waitUntil: "networkidle" });
      // Lazy images and late modules: scroll through the page, then let the network settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState("networkidle");
      const inlineScripts = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((script) => !script.getAttribute("type")?.includes("json"))
          .map((script) => script.textContent ?? ""),
      );
      const inlineJs = inlineScripts.join("");
      await context.close();
      const sizes: TransferSizes = {
        path: pagePath,
        status: response?.status() ?? 0,
        html: 0,
        css: 0,
        js: 0,
        inlineJsRawBytes: Buffer.byteLength(inlineJs),
        inlineJsGzipBytes: inlineJs === "" ? 0 : gzipSync(inlineJs, { level: 6 }).length,
        totalJsGzipBytes: 0,
        jsBySource: { reactRuntime: 0, site: 0 },
        images: 0,
        fonts: 0,
        other: 0,
        files: [],
      };
      for (const transfer of proxy.transfers) {
        const kind = kindOf(transfer.contentType);
        sizes[kind] += transfer.bytes;
        sizes.files.push({ url: transfer.url, type: kind, bytes: transfer.bytes, rawBytes: transfer.rawBytes });
        if (kind === "js") sizes.jsBySource[jsSource(transfer.url)] += transfer.bytes;
      }
      sizes.totalJsGzipBytes = sizes.js + sizes.inlineJsGzipBytes;
      result[template] = sizes;
      log(
        `${template} ${pagePath}: html ${sizes.html} B, css ${sizes.css} B, js ${sizes.js} B + inline ${sizes.inlineJsGzipBytes} B (gzip)`,
      );
    }
  } finally {
    await browser.close();
  }
  return result;
}

// ---------------------------------------------------------------- Lighthouse

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

type LighthouseResult = {
  path: string;
  runs: number;
  scores: Record<CategoryId, number>;
  performanceRange: [number, number];
  /** Every run's performance score and total blocking time, in run order (a busy machine shows up here). */
  performanceRuns: { score: number; totalBlockingTimeMs: number | null }[];
  metrics: Record<string, number | null>;
  /** Audits that cost points in the kept run, per category. */
  failingAudits: Record<string, { id: string; title: string; score: number | null; displayValue?: string }[]>;
};

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
  >;
  runtimeError?: { code: string; message: string };
};

/** Lighthouse errors that say the trace went wrong, not the page: on a busy machine a run now and then. */
const TRANSIENT_LIGHTHOUSE_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED"]);
const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouse(url: string, port: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (!lhr.runtimeError) return lhr;
    const { code, message } = lhr.runtimeError;
    if (!TRANSIENT_LIGHTHOUSE_ERRORS.has(code) || attempt === LIGHTHOUSE_ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url}: ${code} ${message}`);
    }
    log(`lighthouse ${url}: ${code}, trying again`);
  }
}

function summarize(pagePath: string, runs: Lhr[]): LighthouseResult {
  const score = (lhr: Lhr, id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const sorted = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const kept = sorted[Math.floor((sorted.length - 1) / 2)] as Lhr;
  const failingAudits: LighthouseResult["failingAudits"] = {};
  for (const id of CATEGORIES) {
    const failing = (kept.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => kept.audits[ref.id])
      .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      }));
    if (failing.length > 0) failingAudits[id] = failing;
  }
  const metric = (id: string) => {
    const value = kept.audits[id]?.numericValue;
    return value === undefined ? null : round(value, id === "cumulative-layout-shift" ? 3 : 0);
  };
  return {
    path: pagePath,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(kept, id)])) as Record<CategoryId, number>,
    performanceRange: [score(sorted[0] as Lhr, "performance"), score(sorted[sorted.length - 1] as Lhr, "performance")],
    performanceRuns: runs.map((run) => ({
      score: score(run, "performance"),
      totalBlockingTimeMs:
        run.audits["total-blocking-time"]?.numericValue === undefined
          ? null
          : Math.round(run.audits["total-blocking-time"].numericValue),
    })),
    metrics: {
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      speedIndexMs: metric("speed-index"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: metric("cumulative-layout-shift"),
    },
    failingAudits,
  };
}

type LighthouseOutcome = LighthouseResult | { path: string; error: string };

async function measureLighthouse(
  proxy: CdnProxy,
  urls: Record<Template, string>,
): Promise<{ chromium: string; results: Record<Template, LighthouseOutcome> }> {
  const chrome = await launchChromium(await freePort());
  try {
    const version = await chromiumVersion(chrome.port);
    const results = {} as Record<Template, LighthouseOutcome>;
    for (const [template, pagePath] of Object.entries(urls) as [Template, string][]) {
      const runs: Lhr[] = [];
      try {
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runLighthouse(`${proxy.url}${pagePath}`, chrome.port));
      } catch (error) {
        // Lighthouse refuses to audit a document answered with an error status (the 404 template).
        results[template] = { path: pagePath, error: (error as Error).message };
        log(`lighthouse ${template}: ${(error as Error).message}`);
        continue;
      }
      results[template] = summarize(pagePath, runs);
      const { scores, failingAudits } = results[template] as LighthouseResult;
      log(`lighthouse ${template}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ")}`);
      for (const [category, audits] of Object.entries(failingAudits)) {
        log(
          `  ${category}: ${audits.map((audit) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`).join("; ")}`,
        );
      }
    }
    return { chromium: version, results };
  } finally {
    await chrome.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  // Inside the repository (bench/.work is git-ignored): the server bundle imports
  // its dependencies from node_modules, which Node only finds from a directory under it.
  fs.mkdirSync(path.join(ROOT, "bench/.work"), { recursive: true });
  const work = fs.mkdtempSync(path.join(ROOT, "bench/.work/site-"));
  log(`work directory ${work}`);
  try {
    const sample = await seedAndBuild(work, "sample", undefined);
    const large = SKIP_LARGE ? null : await seedAndBuild(work, "large", LARGE_DRAWINGS);
    if (large) fs.rmSync(large.dataDir, { recursive: true, force: true });

    // Serve the sample site (npm start on the built bundle) behind the CDN proxy;
    // the site's own URL is the proxy's, so canonical links point where Lighthouse looks.
    const proxyPort = await freePort();
    const siteUrl = `http://127.0.0.1:${proxyPort}`;
    log("starting the site server...");
    const server = await startSiteServer({ DATA_DIR: sample.dataDir, DIST_DIR: sample.distDir, SITE_URL: siteUrl }, 600_000);
    const proxy = await startCdnProxy(server.url, proxyPort);
    let transfers: Record<Template, TransferSizes>;
    let offlineInstall: OfflineInstall;
    let lighthouseReport: Awaited<ReturnType<typeof measureLighthouse>>;
    try {
      const urls = await templateUrls(proxy);
      transfers = await measureTransfers(proxy, urls);
      offlineInstall = await measureOfflineInstall(proxy, urls.home);
      log(
        `offline worker on a first visit of ${offlineInstall.path}: ${offlineInstall.bytes} B (gzip), ${offlineInstall.files.length} files`,
      );
      lighthouseReport = await measureLighthouse(proxy, urls);
    } finally {
      await proxy.close();
      await server.stop();
    }

    const lighthouseChecks = TARGETS.lighthouseTemplates.flatMap((template) => {
      const outcome = lighthouseReport.results[template as Template];
      const scores = CATEGORIES.map((category) => {
        const value = "scores" in outcome ? outcome.scores[category] : null;
        const minimum = TARGETS.lighthouseMinScoresByTemplate[template]?.[category] ?? TARGETS.lighthouseMinScores[category];
        const allowed = category === "seo" ? TARGETS.seoAuditsAllowedToFail[template] : undefined;
        if (allowed && "failingAudits" in outcome) {
          const others = (outcome.failingAudits.seo ?? []).filter((audit) => !allowed.includes(audit.id));
          return {
            target: `lighthouse ${template} seo: no failing audit but ${allowed.join(", ")} (noindex on purpose)`,
            value,
            pass: value !== null && others.length === 0,
          };
        }
        return { target: `lighthouse ${template} ${category} >= ${minimum}`, value, pass: value !== null && value >= minimum };
      });
      const shift = "metrics" in outcome ? outcome.metrics.cumulativeLayoutShift : null;
      return [
        ...scores,
        {
          target: `lighthouse ${template} layout shift <= ${TARGETS.maxLayoutShift}`,
          value: shift ?? null,
          pass: shift !== null && shift !== undefined && shift <= TARGETS.maxLayoutShift,
        },
      ];
    });
    const jsChecks = (Object.entries(transfers) as [Template, TransferSizes][]).map(([template, sizes]) => {
      const budget = TARGETS.jsMaxGzipBytesByTemplate[template] ?? TARGETS.jsMaxGzipBytes;
      return {
        target: `${template} JS <= ${budget} bytes gzipped`,
        value: sizes.totalJsGzipBytes,
        pass: sizes.totalJsGzipBytes <= budget,
      };
    });
    const largeBuild: (BuildResult & { measuredAt?: string }) | null = large ? strip(large) : previousLargeBuild();
    const checks = [
      ...lighthouseChecks,
      ...jsChecks,
      {
        target: `full build of ${LARGE_DRAWINGS} drawings <= ${TARGETS.largeBuildMaxSeconds} s${large || !largeBuild ? "" : ` (kept from ${largeBuild.measuredAt})`}`,
        value: largeBuild?.fullBuildSeconds ?? null,
        pass: largeBuild ? largeBuild.fullBuildSeconds <= TARGETS.largeBuildMaxSeconds : null,
      },
    ];
    const builds = { sample: strip(sample), ...(largeBuild ? { large: largeBuild } : {}) };
    const report = {
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? "unknown",
        memoryGb: round(os.totalmem() / 1024 ** 3),
        loadAverageAtEnd: loadAverages(),
        node: process.version,
        chromium: lighthouseReport.chromium,
        lighthouse: (
          JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }
        ).version,
      },
      method: {
        build:
          "Each catalogue is seeded first (not timed) into a throwaway embedded database in a temp DATA_DIR; fullBuildSeconds = `astro build` + `node scripts/build-site.ts` (render every page), wall time; peak memory = max RSS of either process (GNU time).",
        transfer:
          "The sample site served by `node scripts/start.ts` behind a proxy that gzips text (level 6) as a CDN does; a mobile Chromium loads each page, scrolls to the end and waits for network idle; bytes are what the proxy sent, by content type. The offline service worker is blocked there: what it downloads after the page (its script, the offline page it keeps at install) is offlineInstall, the home page loaded with it allowed minus without. The JS budget counts the script files plus the inline scripts gzipped on their own (totalJsGzipBytes); jsBySource splits the files into the shared React runtime, Pagefind's runtime and the site's code.",
        lighthouse: `Lighthouse ${LIGHTHOUSE_RUNS} runs per template through the same proxy, mobile form factor, default simulated throttling; the run with the median performance score is kept. Lighthouse refuses to audit a page answered with 404 (ERRORED_DOCUMENT_REQUEST), so the not-found template has no scores.`,
      },
      targets: TARGETS,
      builds,
      transfers,
      offlineInstall,
      lighthouse: lighthouseReport.results,
      checks,
      allTargetsMet: checks.every((check) => check.pass !== false),
    };
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${path.relative(ROOT, RESULTS)}`);
    for (const check of checks)
      log(`${check.pass === null ? "SKIP" : check.pass ? "PASS" : "FAIL"} ${check.target}: ${check.value}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The large build of the previous results file (a --skip-large run keeps it), with when it was measured. */
function previousLargeBuild(): (BuildResult & { measuredAt?: string }) | null {
  if (!fs.existsSync(RESULTS)) return null;
  const previous = JSON.parse(fs.readFileSync(RESULTS, "utf8")) as {
    generatedAt?: string;
    builds?: { large?: BuildResult & { measuredAt?: string } };
  };
  const large = previous.builds?.large;
  return large ? { ...large, measuredAt: large.measuredAt ?? previous.generatedAt ?? "unknown" } : null;
}

function strip({
  dataDir: _dataDir,
  distDir: _distDir,
  ...rest
}: BuildResult & { dataDir: string; distDir: string }): BuildResult {
  return rest;
}

await main();
