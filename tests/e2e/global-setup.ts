import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startSiteServer } from "../support/server.ts";

/**
 * Builds the server bundle once, then serves the whole site for the
 * end-to-end suite: on a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set (so tests can read the database while the server runs), otherwise on a
 * throwaway embedded database.
 */
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string | null;
    dataDir: string;
    /** The administrator the admin suite signs in as (tests/support/admin.ts). */
    adminCredentials: { email: string; password: string };
  }
}

const E2E_ADMIN = { email: "e2e-admin@rabisco.test", password: "senha-de-teste-e2e-123" };

let server: RunningServer | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // DIST_DIR lets several builds run side by side. It must lie inside the
  // project (e.g. node_modules/.cache/x): the bundle resolves its packages
  // from ./node_modules relative to itself.
  const distDir = process.env.DIST_DIR ?? "dist";
  execFileSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build", "--outDir", distDir], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-e2e-"));
  const env: Record<string, string> = { DATA_DIR: dataDir, DIST_DIR: distDir };
  let databaseUrl: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase("postgres");
    databaseUrl = database.url ?? "";
    env.DATABASE_URL = databaseUrl;
    env.SEED_ON_EMPTY = "true";
  }
  // Made before the server starts: it holds the embedded database once running.
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", E2E_ADMIN.email], {
    stdio: "inherit",
    env: { ...process.env, ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  server = await startSiteServer(env);
  project.provide("baseUrl", server.url);
  project.provide("databaseUrl", databaseUrl);
  project.provide("dataDir", dataDir);
  project.provide("adminCredentials", E2E_ADMIN);
}

export async function teardown() {
  await server?.stop();
  await database?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
