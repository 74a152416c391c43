import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { bundleCopy } from "../support/bundle.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startSiteServer } from "../support/server.ts";

/**
 * Serves the whole site for the end-to-end suite, from its own copy of the
 * shared server bundle (tests/support/bundle.ts builds it if this source tree
 * has none yet): on a fresh PostgreSQL database when TEST_DATABASE_URL is
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
let distDir: string | undefined;

export async function setup(project: TestProject) {
  // A copy: the server renders the whole site into it at start.
  distDir = await bundleCopy("rabisco-e2e-dist");
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
  for (const dir of [dataDir, distDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
