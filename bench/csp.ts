/**
 * `npm run bench:csp`: the Content-Security-Policy's size (not a test). Loads
 * the site's own inline script hashes from the server bundle of this source
 * tree (built once and cached, tests/support/bundle.ts) and writes, for every
 * template and every configuration that changes the policy (plain http, https
 * with HSTS, Supabase Storage's origin), the bytes of the header. The policy
 * no longer depends on content, so no catalogue is needed: what a page holds
 * cannot change these numbers (tests/api/suites/headers.ts checks that after
 * 50 hostile titles). Writes bench/results/csp.json; the target is 4 KB.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { securityHeaders } from "#src/server/http/security-headers.ts";
import { serverBundle } from "../tests/support/bundle.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/csp.json");
const TARGET_BYTES = 4096;
const TEMPLATES = [
  "/",
  "/categorias/todas",
  "/categorias/animais",
  "/desenhos/animais/gato",
  "/blog",
  "/blog/artigo",
  "/busca/gato",
  "/sobre",
  "/404",
  "/admin",
  "/api/admin/session",
];
const CONFIGURATIONS = {
  "http, local storage": { siteUrl: "http://localhost:4321", imageOrigins: [] },
  "https, Supabase Storage": { siteUrl: "https://rabisco.example", imageOrigins: ["https://abcdefghijklmnop.supabase.co"] },
};

process.env.ASTRO_NODE_AUTOSTART = "disabled";
const dist = await serverBundle();
const entry = (await import(pathToFileURL(path.join(dist, "server", "render-entry.mjs")).href)) as {
  siteScriptHashes(): string[];
};
const scriptHashes = entry.siteScriptHashes();
const rows = Object.entries(CONFIGURATIONS).flatMap(([configuration, options]) =>
  TEMPLATES.map((template) => {
    const csp = securityHeaders(template, { ...options, scriptHashes })["Content-Security-Policy"] ?? "";
    return { configuration, template, bytes: Buffer.byteLength(csp) };
  }),
);
const largest = Math.max(...rows.map((row) => row.bytes));
const report = {
  date: new Date().toISOString(),
  inlineScriptHashes: scriptHashes.length,
  target: `Content-Security-Policy under ${TARGET_BYTES} bytes on every template, whatever the content`,
  largestBytes: largest,
  met: largest < TARGET_BYTES,
  rows,
};
for (const row of rows) console.log(`${row.configuration} | ${row.template} | ${row.bytes} bytes`);
fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${scriptHashes.length} inline script hashes; largest policy ${largest} bytes (target < ${TARGET_BYTES}: ${report.met ? "met" : "MISSED"}).`,
);
console.log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
process.exit(0);
