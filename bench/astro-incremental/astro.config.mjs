// @ts-check
import { defineConfig } from "astro/config";

/**
 * The comparison point of bench/rebuild.ts: Astro's own incremental static
 * build (experimental.incrementalBuild) of the same 10,000 drawings, read by
 * getStaticPaths from a JSON snapshot of the database. Built once fully,
 * then again after a one-row change: the second build is what is measured.
 * Paths come from the environment (bench/rebuild.ts sets them; all under
 * bench/.work, which git ignores).
 */
const work = process.env.ASTRO_INCREMENTAL_WORK ?? "../.work/astro-incremental";

export default defineConfig({
  output: "static",
  outDir: `${work}/dist`,
  cacheDir: `${work}/cache`,
  trailingSlash: "never",
  experimental: { incrementalBuild: true },
});
