import { randomBytes } from "node:crypto";
import fs from "node:fs";
import nodePath from "node:path";
import type { DatabaseHandle } from "#src/server/db/connection.ts";
import { bundleCopy } from "../support/bundle.ts";
import { createTestDatabase, type DriverName, type TestDatabase } from "../support/databases.ts";
import { type RunningServer, startSiteServer } from "../support/server.ts";
import { type StorageServer, startStorageServer } from "../support/storage-server.ts";
import { startSupabaseWebhookRelay } from "../support/supabase-webhook.ts";
import { adminCreate, prepareEmbeddedDataDir, printedCredentials, send, sessionCookie, tempDir } from "./support.ts";

export type Credentials = { email: string; password: string };

/** What the embedded setup observed on the way, for the first-start tests. */
export type FirstStartReport = {
  firstOutput: string;
  printed: Credentials | null;
  printedSignInStatus: number;
  secretFileWritten: boolean;
  sessionStatusAfterRestart: number;
  adminCreateOutputs: string[];
  adminCreateShortPassword: string;
  secondOutput: string;
};

/** `prepare` writes to the sibling's database before it starts (the shared one on PostgreSQL, its own on PGlite). */
export type SiblingOptions = { prepare?: (db: DatabaseHandle["db"]) => Promise<void> };

export type ServerContext = {
  driver: DriverName;
  url: string;
  server: RunningServer;
  /** The administrator the API tests sign in as. */
  admin: Credentials;
  /** A second administrator for the throttling tests, so locking it blocks nobody else. */
  throttled: Credentials;
  /** Replaced by the first password admin:create gave `admin`; must fail. */
  oldAdminPassword: string;
  /** The database the server uses, open in the test process too (PostgreSQL only: PGlite has one opener). */
  db: DatabaseHandle | null;
  /** A stored file as the server's storage has it (local files or the Supabase stand-in), or null. */
  readStored(path: string): Promise<Buffer | null>;
  storageKind: "local" | "supabase";
  storageServer: StorageServer | null;
  firstStart: FirstStartReport | null;
  /**
   * Another server process with extra settings (e.g. TRUSTED_PROXIES), where
   * `throttled` signs in: on the same database for PostgreSQL, on a fresh
   * embedded one for PGlite (one process per database there).
   */
  startSibling(env: Record<string, string>, options?: SiblingOptions): Promise<RunningServer>;
  stop(): Promise<void>;
};

const ADMIN_EMAIL = "editora@rabisco.test";
const THROTTLED_EMAIL = "bloqueavel@rabisco.test";
const FIRST_PASSWORD = "senha-provisoria-1";
const ADMIN_PASSWORD = "senha-definitiva-2";
const THROTTLED_PASSWORD = "senha-do-bloqueio-3";

function localReader(dataDir: string) {
  return async (path: string) => {
    try {
      return fs.readFileSync(nodePath.join(dataDir, "storage", path));
    } catch {
      return null;
    }
  };
}

/**
 * The embedded default, as a developer meets it: no DATABASE_URL, no
 * AUTH_SECRET, NODE_ENV=development. The first start prints the local
 * administrator; admin:create then runs against the stopped database; the
 * second start prints nothing and serves the API tests. Images go to Supabase
 * Storage (the local stand-in), so the server's Supabase path is covered on
 * every run.
 */
export async function startEmbedded(): Promise<ServerContext> {
  const dataDir = tempDir("admin-api-embedded");
  await prepareEmbeddedDataDir(dataDir);
  const storageServer = await startStorageServer();
  const distDir = await bundleCopy("rabisco-admin-api-dist");
  const env = {
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    AUTH_SECRET: "",
    DATABASE_URL: "",
    SUPABASE_URL: storageServer.url,
    SUPABASE_SERVICE_ROLE_KEY: storageServer.key,
  };

  const first = await startSiteServer(env);
  let firstOutput: string;
  let printed: Credentials | null;
  let printedSignInStatus = 0;
  let cookie = "";
  try {
    firstOutput = first.output();
    printed = printedCredentials(firstOutput);
    if (printed) {
      cookie = await sessionCookie(first.url, printed.email, printed.password).catch(() => "");
      printedSignInStatus = cookie ? 200 : 401;
    }
  } finally {
    await first.stop();
  }
  const secretFileWritten = fs.existsSync(nodePath.join(dataDir, "auth-secret"));

  const scriptEnv = { DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" };
  const adminCreateOutputs = [
    await adminCreate(ADMIN_EMAIL, FIRST_PASSWORD, scriptEnv),
    await adminCreate(ADMIN_EMAIL, ADMIN_PASSWORD, scriptEnv),
    await adminCreate(THROTTLED_EMAIL, THROTTLED_PASSWORD, scriptEnv),
  ];
  const adminCreateShortPassword = await adminCreate("curta@rabisco.test", "1234567", scriptEnv).then(
    (output) => `unexpected success: ${output}`,
    (error: { stderr?: string; code?: number }) => `exit ${error.code}: ${error.stderr ?? ""}`,
  );

  const server = await startSiteServer(env);
  const sessionStatusAfterRestart = cookie ? (await send(server.url, "/api/admin/session", { cookie })).status : 0;
  return {
    driver: "pglite",
    url: server.url,
    server,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    throttled: { email: THROTTLED_EMAIL, password: THROTTLED_PASSWORD },
    oldAdminPassword: FIRST_PASSWORD,
    db: null,
    readStored: async (path) => storageServer.objects.get(`drawings/${path}`)?.bytes ?? null,
    storageKind: "supabase",
    storageServer,
    firstStart: {
      firstOutput,
      printed,
      printedSignInStatus,
      secretFileWritten,
      sessionStatusAfterRestart,
      adminCreateOutputs,
      adminCreateShortPassword,
      secondOutput: server.output(),
    },
    startSibling: async (extraEnv, options = {}) => {
      const siblingDir = tempDir("admin-api-embedded-sibling");
      await prepareEmbeddedDataDir(siblingDir, options.prepare);
      await adminCreate(THROTTLED_EMAIL, THROTTLED_PASSWORD, { ...scriptEnv, DATA_DIR: siblingDir });
      return startSiblingServer({ ...env, SUPABASE_URL: "", SUPABASE_SERVICE_ROLE_KEY: "", DATA_DIR: siblingDir, ...extraEnv }, [
        siblingDir,
      ]);
    },
    stop: async () => {
      await server.stop();
      await storageServer.close();
      for (const dir of [dataDir, distDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Production-like: a fresh PostgreSQL database (DATABASE_URL, through the
 * transaction pooler for the "pooler" driver), NODE_ENV
 * production with AUTH_SECRET, local image storage. The administrators come
 * from admin:create, run against that database before the start.
 */
const POOLER_WEBHOOK_SECRET = randomBytes(16).toString("hex");

export async function startPostgres(driver: "postgres" | "pooler" = "postgres"): Promise<ServerContext> {
  const database: TestDatabase = await createTestDatabase(driver);
  const dataDir = tempDir("admin-api-postgres");
  const url = database.url ?? "";
  // Through the pooler the server is told so, as Supabase's port 6543 tells it (config.ts).
  const pooler = driver === "pooler" ? { DATABASE_POOLER: "transaction", WEBHOOK_SECRET: POOLER_WEBHOOK_SECRET } : {};
  const scriptEnv = { DATA_DIR: dataDir, DATABASE_URL: url, ...pooler };
  await adminCreate(ADMIN_EMAIL, FIRST_PASSWORD, scriptEnv);
  await adminCreate(ADMIN_EMAIL, ADMIN_PASSWORD, scriptEnv);
  await adminCreate(THROTTLED_EMAIL, THROTTLED_PASSWORD, scriptEnv);
  const distDir = await bundleCopy("rabisco-admin-api-dist");
  const env = {
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...pooler,
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SUPABASE_URL: "",
    SUPABASE_SERVICE_ROLE_KEY: "",
  };
  const server = await startSiteServer(env);
  // A pooled server cannot LISTEN: as on Supabase, the database's webhooks tell it what changed (docs/operations.md).
  const relay =
    driver === "pooler"
      ? await startSupabaseWebhookRelay({
          databaseUrl: database.directUrl ?? url,
          webhookUrl: `${server.url}/api/hooks/content-changed`,
          secret: POOLER_WEBHOOK_SECRET,
        })
      : null;
  return {
    driver,
    url: server.url,
    server,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    throttled: { email: THROTTLED_EMAIL, password: THROTTLED_PASSWORD },
    oldAdminPassword: FIRST_PASSWORD,
    db: database.handle,
    readStored: localReader(dataDir),
    storageKind: "local",
    storageServer: null,
    firstStart: null,
    startSibling: async (extraEnv, options = {}) => {
      await options.prepare?.(database.handle.db);
      return startSiblingServer({ ...env, ...extraEnv }, []);
    },
    stop: async () => {
      await relay?.close();
      await server.stop();
      await database.dispose();
      for (const dir of [dataDir, distDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process, on its own copy of the bundle: every server
 * renders the whole site into its DIST_DIR at start, which must not overwrite
 * the pages the main server of the suite serves.
 */
async function startSiblingServer(env: Record<string, string>, ownDirs: string[]): Promise<RunningServer> {
  const distCopy = await bundleCopy("rabisco-admin-api-sibling-dist");
  const removeAll = () => {
    for (const dir of [distCopy, ...ownDirs]) fs.rmSync(dir, { recursive: true, force: true });
  };
  const sibling = await startSiteServer({ ...env, DIST_DIR: distCopy }).catch((error: unknown) => {
    removeAll();
    throw error;
  });
  return {
    ...sibling,
    stop: async () => {
      await sibling.stop();
      removeAll();
    },
  };
}

let nextHost = 10;

/**
 * A loopback address no other test has used: each is a different client IP
 * to the server, so a test that gets one locked out blocks nobody else.
 */
export function freshIp(): string {
  nextHost++;
  return `127.0.${Math.floor(nextHost / 250)}.${(nextHost % 250) + 2}`;
}
