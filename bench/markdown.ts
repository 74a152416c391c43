/**
 * `npm run bench:markdown`: article rendering against size (not a test).
 * For each text of tests/support/hostile-markdown.ts at growing sizes up to
 * CONTENT_MAX, times the shared renderer in-process (src/server/markdown.ts:
 * marked, the complexity bounds of src/lib/markdown-limits.ts, DOMPurify over
 * jsdom) and says whether it was rendered or refused. Writes
 * bench/results/markdown.json with the load average, and checks the issue's
 * target: every input rendered or refused within 1 s at CONTENT_MAX.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_MAX } from "#src/lib/admin-contracts/limits.ts";
import { MarkdownComplexityError } from "#src/lib/markdown-limits.ts";
import { renderMarkdown } from "#src/server/markdown.ts";
import { HOSTILE_MARKDOWN, WORST_ACCEPTED_MARKDOWN } from "../tests/support/hostile-markdown.ts";
import { loadAverages, median, round } from "./lib/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/markdown.json");
const SIZES = [25_000, 50_000, 100_000, CONTENT_MAX];
const RUNS = 3;
const TARGET_MS = 1_000;

async function measure(markdown: string): Promise<{ ms: number; outcome: string }> {
  const times: number[] = [];
  let outcome = "";
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    try {
      outcome = `rendered (${(await renderMarkdown(markdown)).length} bytes of HTML)`;
    } catch (error) {
      if (!(error instanceof MarkdownComplexityError)) throw error;
      outcome = `refused: ${error.message}`;
    }
    times.push(performance.now() - started);
  }
  return { ms: round(median(times)), outcome };
}

await renderMarkdown("# aquecimento\n\n*a*");
const loadBefore = loadAverages();
const results = [];
let worst = { name: "", ms: 0 };
for (const [group, inputs] of [
  ["hostile", HOSTILE_MARKDOWN],
  ["worst accepted", WORST_ACCEPTED_MARKDOWN],
] as const) {
  for (const [name, make] of Object.entries(inputs)) {
    const points = [];
    for (const size of SIZES) {
      const markdown = make(size).slice(0, size);
      const { ms, outcome } = await measure(markdown);
      console.log(`${group} | ${name} | ${markdown.length} chars | ${ms} ms | ${outcome}`);
      points.push({ chars: markdown.length, ms, outcome });
    }
    const atMax = points[points.length - 1];
    if (atMax && atMax.ms > worst.ms) worst = { name, ms: atMax.ms };
    results.push({ group, name, points });
  }
}
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: loadAverages() },
  runs: RUNS,
  target: `every input rendered or refused in at most ${TARGET_MS} ms at CONTENT_MAX (${CONTENT_MAX} characters)`,
  worstAtContentMax: worst,
  met: worst.ms <= TARGET_MS,
  results,
};
fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWorst at CONTENT_MAX: ${worst.name}, ${worst.ms} ms (target ${TARGET_MS} ms: ${report.met ? "met" : "MISSED"}).`);
console.log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
