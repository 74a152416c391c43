/**
 * A warm Netlify function instance, measured: imports the SSR function that
 * `netlify build` wrote in a checkout (argv[2]) into this process, as AWS
 * Lambda keeps one instance between invocations, and times requests after a
 * first one per path. Run with Lambda's Node flags
 * (`--no-experimental-require-module`) and the site's environment. Prints
 * one JSON line: p50 and p95 per path, in ms. `netlify serve` cannot show
 * this: it starts a new worker for every invocation.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const checkout = process.argv[2] ?? ".";
const paths = process.argv.slice(3);
const RUNS = 30;
process.env.ASTRO_NODE_AUTOSTART = "disabled";
const { default: handler } = (await import(pathToFileURL(path.join(checkout, ".netlify/v1/functions/ssr/ssr.mjs")).href)) as {
  default: (request: Request, context: unknown) => Promise<Response>;
};
const context = {
  ip: "127.0.0.1",
  geo: {},
  site: {},
  deploy: {},
  account: {},
  server: {},
  params: {},
  requestId: "bench",
  cookies: { set() {}, delete() {} },
  next: () => new Response(null, { status: 404 }),
  waitUntil() {},
};
const base = process.env.SITE_URL ?? "http://localhost";
const results: Record<string, { status: number; p50: number; p95: number; first: number }> = {};
for (const pathname of paths) {
  const time = async () => {
    const started = performance.now();
    const response = await handler(new Request(new URL(pathname, base)), context);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const first = await time();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await time()).ms);
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0) * 10) / 10;
  results[pathname] = { status: first.status, first: Math.round(first.ms), p50: at(50), p95: at(95) };
}
console.log(JSON.stringify(results));
process.exit(0);
