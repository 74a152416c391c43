import { defineConfig } from "vitest/config";

/**
 * One project per kind of test, named for what it runs; `npm test` runs them
 * all, `npm run test:<project>` one of them.
 */

/** Node-side suites: files run in parallel workers. */
const nodeSuite = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Most files wait (on a server, a database, Chromium) far more than they compute, and vitest's default on a
    // 2-core machine is one worker: every file one after another. Four files at a time, whatever their project
    // (e2e keeps one file at a time of its own), took npm test on a quiet 2-core machine from 1,008 s to 868 s.
    maxWorkers: 4,
    projects: [
      {
        // Pure functions and modules, and the islands' components (in jsdom, `@vitest-environment` per file):
        // no database, no build, no server.
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "sample-content/**/*.test.ts"],
          ...nodeSuite,
        },
      },
      {
        // The data layer (migrations, repositories, seed) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
        test: { name: "data", include: ["tests/db/**/*.test.ts"], ...nodeSuite },
      },
      {
        // The admin API and its services, on the real server (the shared server bundle) and on both databases.
        test: { name: "api", include: ["tests/api/**/*.test.ts"], ...nodeSuite },
      },
      {
        // Static rebuilds: the engine, change detection, webhooks and the CDN purger, rendering with the server bundle.
        test: { name: "rebuild", include: ["tests/rebuild/**/*.test.ts"], ...nodeSuite },
      },
      {
        // Production's path: Netlify's CLI builds a checkout and serves it offline behind its CDN's stand-in, on PostgreSQL (TEST_DATABASE_URL).
        test: { name: "netlify", include: ["tests/netlify/**/*.test.ts"], testTimeout: 600_000, hookTimeout: 1_800_000 },
      },
      {
        // The served site in Chromium: one server for the whole suite (global-setup.ts), files one at a time.
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
