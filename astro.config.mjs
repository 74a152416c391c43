// @ts-check

import fs from "node:fs";
import path from "node:path";
import netlify from "@astrojs/netlify";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import { serviceWorkerIntegration } from "./scripts/lib/service-worker.ts";
import { usesNetlifyAdapter } from "./src/server/config.ts";

/**
 * A package and every package it depends on, by name, as npm installed them.
 * @param {string} name
 * @returns {string[]}
 */
function dependencyTree(name) {
  /** Installed package folders visited, each with its package name. */
  const visited = new Map();
  /** @param {string} dependency @param {string} from */
  const visit = (dependency, from) => {
    let dir = from;
    while (!fs.existsSync(path.join(dir, "node_modules", dependency, "package.json"))) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`${dependency} (needed from ${from}) is not installed`);
      dir = parent;
    }
    const packageDir = path.join(dir, "node_modules", dependency);
    if (visited.has(packageDir)) return;
    visited.set(packageDir, dependency);
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
    for (const next of Object.keys(manifest.dependencies ?? {})) visit(next, packageDir);
  };
  visit(name, process.cwd());
  return [...new Set(visited.values())];
}

/**
 * A plugin that rewrites one exact piece of a dependency's file, and stops
 * the build when the piece is not there: a dependency that changes shape
 * must be looked at again, never shipped without the patch.
 * @param {{ name: string, file: RegExp, before: string, after: string, ssrOnly?: boolean, changed: string }} patch
 * @returns {import('vite').Plugin}
 */
function patchDependency({ name, file, before, after, ssrOnly = false, changed }) {
  return {
    name: `rabisco:${name}`,
    enforce: "pre",
    ...(ssrOnly ? { applyToEnvironment: (env) => env.name === "ssr" } : {}),
    transform(code, id) {
      if (!file.test(id.split("?")[0] ?? "")) return null;
      if (!code.includes(before)) throw new Error(`${id}: ${changed}; update the ${name} plugin in astro.config.mjs`);
      return { code: code.replace(before, after), map: null };
    },
  };
}

/**
 * jsdom finds the worker of synchronous XMLHttpRequest next to its own file,
 * at load time, which a bundle cannot. The site never makes such a request
 * (DOMPurify's window runs no scripts), so the bundle names no file there
 * and a request would fail instead of loading jsdom failing; if jsdom's code
 * changes shape, the build stops rather than silently shipping the lookup.
 * @returns {import('vite').Plugin}
 */
function jsdomWithoutSyncXhrWorker() {
  return patchDependency({
    name: "jsdom-without-sync-xhr-worker",
    file: /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]living[\\/]xhr[\\/]XMLHttpRequest-impl\.js$/,
    before: 'require.resolve("./xhr-sync-worker.js")',
    after: '"jsdom-sync-xhr-worker-is-not-bundled.js"',
    ssrOnly: true,
    changed: "jsdom's sync XHR worker lookup changed",
  });
}

/** @returns {import('vite').Plugin} */
function renderEntry() {
  return {
    name: "rabisco:render-entry",
    applyToEnvironment: (env) => env.name === "ssr",
    buildStart() {
      if (this.environment.mode !== "build") return;
      this.emitFile({ type: "chunk", id: "/src/server/site/render-entry.ts", fileName: "render-entry.mjs" });
      this.emitFile({ type: "chunk", id: "/src/server/publishing/entry.ts", fileName: "publishing-entry.mjs" });
      // Netlify's background function for AI jobs imports it (netlify/functions/ai-jobs-background.mjs).
      this.emitFile({ type: "chunk", id: "/src/server/ai-jobs/entry.ts", fileName: "ai-jobs-entry.mjs" });
      // Netlify's CDN functions import it (netlify/functions/cdn-purge-background.mjs, deploy-succeeded.mjs).
      this.emitFile({ type: "chunk", id: "/src/server/netlify/purger-entry.ts", fileName: "purger-entry.mjs" });
    },
  };
}

/**
 * The worker threads' modules (src/server/images/image-worker.ts,
 * src/server/markdown-worker.ts), emitted as dist/server/<name>.mjs. Their
 * pools name them by a literal such as "./image-worker.ts" relative to
 * themselves; in the bundle that literal is rewritten to the emitted file,
 * relative to the chunk the pool ends up in.
 * @returns {import('vite').Plugin}
 */
function workerEntries() {
  const workers = [
    { id: "/src/server/images/image-worker.ts", source: '"./image-worker.ts"', fileName: "image-worker.mjs" },
    { id: "/src/server/markdown-worker.ts", source: '"./markdown-worker.ts"', fileName: "markdown-worker.mjs" },
  ];
  return {
    name: "rabisco:worker-entries",
    applyToEnvironment: (env) => env.name === "ssr",
    buildStart() {
      if (this.environment.mode !== "build") return;
      for (const { id, fileName } of workers) this.emitFile({ type: "chunk", id, fileName });
    },
    renderChunk(code, chunk) {
      if (this.environment.mode !== "build") return null;
      let rewritten = code;
      for (const { source, fileName } of workers) {
        if (!rewritten.includes(source)) continue;
        const relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName);
        rewritten = rewritten.replaceAll(source, JSON.stringify(relative.startsWith(".") ? relative : `./${relative}`));
      }
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * Astro escapes only `&` and `"` in attribute values. Content in an
 * attribute (a title in `alt` or `content`, a search URL) could then carry
 * a literal `<script>…</script>`: harmless to a browser, but any tool that
 * reads the HTML as text can take it for a script. This plugin makes Astro's
 * attribute escaping turn `<` and `>` into entities too; if Astro's code
 * changes shape, the build stops rather than silently dropping it.
 * @returns {import('vite').Plugin}
 */
function escapeAngleBracketsInAttributes() {
  return patchDependency({
    name: "escape-angle-brackets-in-attributes",
    file: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]util\.js$/,
    before: `  if (!str.includes("&") && !str.includes('"')) return str;
  return str.replace(AMPERSAND_REGEX, "&amp;").replace(DOUBLE_QUOTE_REGEX, "&quot;");`,
    after: `  if (!/[&"<>]/.test(str)) return str;
  return str.replace(AMPERSAND_REGEX, "&amp;").replace(DOUBLE_QUOTE_REGEX, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");`,
    changed: "Astro's attribute escaping changed",
  });
}

/**
 * Astro writes its islands' one CSS rule as a `<style>` right before the
 * first island, inside the page's body, where HTML does not allow one
 * (html-validate: "<style> element is not permitted as content under
 * <div>", on every page with an island). The rule lives in the site's
 * stylesheet instead (src/styles/global.css), and this plugin drops the
 * inline copy; if Astro's code changes shape, the build stops rather than
 * silently keeping it.
 * @returns {import('vite').Plugin}
 */
function islandStylesInStylesheet() {
  return patchDependency({
    name: "island-styles-in-stylesheet",
    file: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of Astro's file, searched for as it is written
    before: "return `<style>${ISLAND_STYLES}</style><script>",
    after: "return `<script>",
    changed: "Astro's island prescripts changed",
  });
}

export default defineConfig({
  // Every route is rendered by the server bundle; the static site is made by
  // rendering content routes in-process (src/server/site), not by Astro's
  // prerenderer. See docs/decisions/0001-rendering-model.md.
  output: "server",
  trailingSlash: "never",
  server: { port: 4321, host: "localhost" },
  // Netlify's builds (src/server/deploy-adapter.ts): its adapter serves
  // every route from one function, and the public pages are kept by Netlify's
  // CDN until a content change purges them (src/server/site/cdn/).
  // The node adapter cuts any request body off at 6 MB: a little above the
  // largest body a route reads on purpose (an image form: 5 MB file + 512 KB,
  // MAX_FORM_BYTES in src/server/admin/form.ts, which enforces its own
  // limit), instead of its default of 1 GB.
  adapter: usesNetlifyAdapter() ? netlify({ imageCDN: false }) : node({ mode: "standalone", bodySizeLimit: 6 * 1024 * 1024 }),
  // Off: the admin API checks the Origin of every write itself, against the
  // trusted origins of src/server/http/origin.ts, with JSON answers
  // (src/server/admin/guard.ts), and better-auth checks its own; Astro's
  // check would answer first, in plain text, and skip JSON writes.
  // allowedDomains stays unset, so Astro never believes X-Forwarded-For
  // (src/server/http/client-ip.ts reads it through TRUSTED_PROXIES).
  security: { checkOrigin: false },
  // The site makes its images once, on upload (src/server/images), and never
  // uses astro:assets. Astro's /_image endpoint would re-encode any public
  // file on request for anyone, so it answers 404 instead, and no image
  // service (sharp, or Netlify's image CDN) is wired to it.
  image: {
    service: passthroughImageService(),
    endpoint: { route: "/_image", entrypoint: "./src/server/http/no-image-endpoint.ts" },
  },
  // /sw.js, the offline support (issue 47), bundled once the client files are written.
  integrations: [react(), serviceWorkerIntegration()],
  vite: {
    // AWS Lambda, and so Netlify's functions, turn require(esm) off
    // (--no-experimental-require-module), and jsdom (DOMPurify's window for
    // articles) is CommonJS that requires ES-module-only packages. It is
    // therefore bundled with its whole dependency tree, where Vite joins
    // CommonJS and ES modules itself; the rest of node_modules stays external.
    ssr: { noExternal: dependencyTree("jsdom") },
    // src/server/deploy-adapter.ts runsInNetlifyFunctions(): where AI jobs run (src/server/ai-jobs/jobs.ts).
    define: { __RABISCO_NETLIFY_FUNCTIONS__: JSON.stringify(usesNetlifyAdapter()) },
    plugins: [
      tailwindcss(),
      jsdomWithoutSyncXhrWorker(),
      renderEntry(),
      workerEntries(),
      escapeAngleBracketsInAttributes(),
      islandStylesInStylesheet(),
    ],
    // One React runtime file (react, react-dom, scheduler) shared by every
    // island and the admin, so a visitor downloads it once for the whole
    // site; /_astro/ files are hashed and served as immutable.
    // See docs/decisions/0011-public-react-islands.md.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react-runtime", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  // The icons' paths travel with the islands' Icon, as one file: the admin shares the site's icons
                  // (src/admin/ui/icons.tsx), which would otherwise split them into a chunk of their own, one more
                  // request before an island can draw its buttons.
                  { name: "Icon", test: /[\\/]src[\\/](lib[\\/]icons\.ts|islands[\\/]Icon\.tsx)$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
