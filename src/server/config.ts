import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { parseInterval } from "./interval.ts";
import { processSingleton } from "./process-singleton.ts";

/**
 * The whole server configuration, read once from the environment and validated.
 * A bad value stops the process with one sentence that says what to set
 * (see `ConfigError`), never with a stack trace.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
/** An absolute http(s) URL, or undefined for anything else (a variable this code only may use). */
const lenientUrl = (value: unknown) =>
  typeof value === "string" && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) ? value : undefined;

/** Where `npm start` listens when HOST and PORT are unset (astro.config.mjs gives `astro dev` the same). */
export const DEFAULT_HOST = "localhost";
export const DEFAULT_PORT = 4321;
/** How long a text AI call may take when AI_TIMEOUT_MS is unset. */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("data")),
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url("must be an absolute URL such as https://rabisco.com.br").optional()),
  // Set by Netlify in builds and functions: the site's main address, and the deploy's own (a preview's, a branch's).
  // Read only on Netlify (SITE_ID or NETLIFY set), and leniently: URL is a common name elsewhere.
  URL: z.preprocess(lenientUrl, z.string().optional()),
  DEPLOY_PRIME_URL: z.preprocess(lenientUrl, z.string().optional()),
  DATABASE_POOLER: z.preprocess(
    emptyAsUndefined,
    z.enum(["transaction", "none"], "must be transaction (a transaction pooler such as PgBouncer's) or none").optional(),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_HOST)),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number("must be a port number").int("must be a port number").min(1).max(65_535).default(DEFAULT_PORT),
  ),
  TRUSTED_PROXIES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number("must be a whole number (0 when the server faces the internet directly)")
      .int("must be a whole number (0 when the server faces the internet directly)")
      .min(0)
      .max(10)
      .default(0),
  ),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number("must be a number of searches").int("must be a whole number of searches").min(1).default(120),
  ),
  COUNTER_PERIOD_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number("must be a number of hours (24: a visitor counts once a day)")
      .int("must be a whole number of hours")
      .min(1)
      .max(24 * 366)
      .default(24),
  ),
  RENDER_WORKERS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number("must be a number of threads").int("must be a whole number of threads").min(0).max(64).optional(),
  ),
  SEED_ON_EMPTY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"], "must be true or false").default("false")),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("development")),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters long").optional()),
  SUPABASE_URL: z.preprocess(emptyAsUndefined, z.url("must be the project URL, such as https://xyz.supabase.co").optional()),
  SUPABASE_SERVICE_ROLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters long").optional()),
  // Set by Netlify in its functions: the site's id and the token of its purge API (docs/operations.md).
  SITE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  NETLIFY_PURGE_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  NETLIFY_API_URL: z.preprocess(
    emptyAsUndefined,
    z.url("must be the root of Netlify's API, such as https://api.netlify.com").default("https://api.netlify.com"),
  ),
  // Set by Netlify in its functions: the deploy whose code runs (a new one empties the CDN's cache once).
  DEPLOY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Set by Netlify: the deploy's context (production, deploy-preview, branch-deploy, dev); only production purges its cache.
  CONTEXT: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: "must be the http(s) root of an OpenAI-compatible API, such as https://api.openai.com/v1",
      })
      .optional(),
  ),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  AI_INPUT_PRICE_PER_MILLION: z.preprocess(emptyAsUndefined, aiPrice().optional()),
  AI_OUTPUT_PRICE_PER_MILLION: z.preprocess(emptyAsUndefined, aiPrice().optional()),
  AI_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number("must be a number of milliseconds")
      .int("must be a whole number of milliseconds")
      .min(100)
      .max(600_000)
      .default(DEFAULT_AI_TIMEOUT_MS),
  ),
  AUTO_PUBLISH_EVERY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((text) => parseInterval(text) !== null, {
        message: 'must be an interval such as "6h", "90m", "1d" or "1h30m" (at least 1s, at most 30d)',
      })
      .optional(),
  ),
  PUBLISH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(24, "must be at least 24 characters (e.g. `openssl rand -hex 24`)").optional(),
  ),
  SERVER_CERT_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
  SERVER_KEY_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
});

function aiPrice() {
  const message = "must be a price in US dollars per million tokens, such as 0.15";
  // zod 4 numbers are finite already (Infinity and NaN fail the number check).
  return z.coerce.number(message).min(0, message);
}

/**
 * The AI assistance (docs/ai.md "AI assistance"): an OpenAI-compatible chat
 * completions API. Null when AI_BASE_URL and AI_MODEL are unset; the AI
 * endpoints then answer 503.
 */
export type AiConfig = {
  baseUrl: string;
  /** Sent as a Bearer token; never logged, never sent to the browser. Empty for a local server without keys. */
  apiKey: string;
  model: string;
  /** US dollars per million tokens, when the provider does not report a cost itself. */
  prices: { input: number; output: number } | null;
  /** The most one AI call may take, in milliseconds (AI_TIMEOUT_MS, 60 s by default). */
  timeoutMs: number;
};

export type AppConfig = {
  /**
   * `transactionPooler`: DATABASE_URL goes through a pooler in transaction
   * mode (Supabase's port 6543, PgBouncer's `pool_mode = transaction`, or
   * DATABASE_POOLER=transaction): a statement may run on another server
   * connection than the one before it, so nothing is prepared, no session
   * lock or LISTEN is relied on (docs/operations.md "Supabase's pooler").
   */
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; transactionPooler: boolean };
  dataDir: string;
  /**
   * The public address: SITE_URL; on Netlify without it, the address Netlify
   * gives the deploy (URL in production, DEPLOY_PRIME_URL on previews and
   * branch deploys); else the address `npm start` serves (HOST and PORT),
   * so canonical URLs and the trusted origin match what a visitor opens on a
   * machine without configuration.
   */
  siteUrl: string;
  /** Where `npm start` listens. */
  listen: { host: string; port: number };
  /**
   * How many reverse proxies in front of the server append to
   * X-Forwarded-For (0: none, the socket's peer is the client). See
   * src/server/http/client-ip.ts.
   */
  trustedProxies: number;
  /**
   * A visitor (address, IPv6 /64) moves each view or download counter of an
   * item at most once per period of this many hours (src/server/counters/hits.ts).
   */
  counterPeriodHours: number;
  /** Searches one client address may make per minute and server process (src/pages/api/search). */
  searchRateLimitPerMinute: number;
  /** Seed sample content into an empty database even when it is not the embedded one. */
  seedOnEmpty: boolean;
  /** Threads that render the pages of a large rebuild run (a full build); 0 or 1: the main thread alone. */
  renderWorkers: number;
  env: "development" | "production" | "test";
  /**
   * Signs the administrators' session cookies. Required in production; in
   * development it may be left unset (src/server/auth/secret.ts then keeps a
   * generated one in <DATA_DIR>/auth-secret).
   */
  authSecret: string | undefined;
  /** Supabase Storage for images, when both the URL and the service role key are set. */
  supabase: { url: string; serviceRoleKey: string } | undefined;
  /** Shared secret of POST /api/hooks/content-changed (header x-webhook-secret); unset, the endpoint refuses every call. */
  webhookSecret: string | undefined;
  /**
   * Netlify's purge API, for the CDN purger (src/server/netlify/purger.ts):
   * its root, the site's id and the token Netlify gives its functions
   * (SITE_ID, NETLIFY_PURGE_API_TOKEN); `deployId` and `deployContext` name the deploy running.
   */
  netlifyPurge: {
    apiUrl: string;
    siteId: string | undefined;
    token: string | undefined;
    deployId: string | undefined;
    deployContext: string | undefined;
  };
  /** AI assistance, or null when it is not configured. */
  ai: AiConfig | null;
  /**
   * Scheduled publishing (AUTO_PUBLISH_EVERY, docs/publishing.md "Automatic publishing"):
   * one pending drawing every `everyMs`, or null when off.
   */
  autoPublish: { every: string; everyMs: number } | null;
  /** The bearer secret of GET /api/publish-drawing for schedulers; unset, that GET refuses every call. */
  publishSecret: string | undefined;
  /** HTTPS for `npm start`'s own server: the PEM files of SERVER_CERT_PATH and SERVER_KEY_PATH, or null for HTTP. */
  tls: { certPath: string; keyPath: string } | null;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue?.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid ${key}: ${issue?.message ?? "invalid value"}. Fix it in .env or the environment (see .env.example).`,
    );
  }
  const values = result.data;
  if (values.NODE_ENV === "production" && !values.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid AUTH_SECRET: required in production (at least 32 characters, e.g. `openssl rand -base64 32`). Fix it in .env or the environment (see .env.example).",
    );
  }
  const ai = aiConfig(values);
  if (values.AUTO_PUBLISH_EVERY && !ai) {
    throw new ConfigError(
      "Invalid AUTO_PUBLISH_EVERY: scheduled publishing needs the AI (set AI_BASE_URL and AI_MODEL too, or leave AUTO_PUBLISH_EVERY unset). Fix it in .env or the environment (see .env.example).",
    );
  }
  if (Boolean(values.SERVER_CERT_PATH) !== Boolean(values.SERVER_KEY_PATH)) {
    const missing = values.SERVER_CERT_PATH ? "SERVER_KEY_PATH" : "SERVER_CERT_PATH";
    throw new ConfigError(
      `Invalid ${missing}: HTTPS needs both SERVER_CERT_PATH and SERVER_KEY_PATH (or neither, for HTTP). Fix it in .env or the environment (see .env.example).`,
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    database: values.DATABASE_URL
      ? {
          kind: "postgres",
          url: values.DATABASE_URL,
          transactionPooler: isTransactionPooler(values.DATABASE_URL, values.DATABASE_POOLER),
        }
      : { kind: "pglite", dataDir: resolvePgliteDir(values.PGLITE_DIR, dataDir) },
    dataDir,
    siteUrl: (values.SITE_URL ?? netlifyAddress(values, env) ?? listenUrl(values.HOST, values.PORT)).replace(/\/+$/, ""),
    listen: { host: values.HOST, port: values.PORT },
    trustedProxies: values.TRUSTED_PROXIES,
    counterPeriodHours: values.COUNTER_PERIOD_HOURS,
    searchRateLimitPerMinute: values.SEARCH_RATE_LIMIT_PER_MINUTE,
    seedOnEmpty: values.SEED_ON_EMPTY === "true",
    renderWorkers: values.RENDER_WORKERS ?? defaultRenderWorkers(os.availableParallelism()),
    env: values.NODE_ENV,
    authSecret: values.AUTH_SECRET,
    supabase:
      values.SUPABASE_URL && values.SUPABASE_SERVICE_ROLE_KEY
        ? { url: values.SUPABASE_URL.replace(/\/+$/, ""), serviceRoleKey: values.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    webhookSecret: values.WEBHOOK_SECRET,
    netlifyPurge: {
      apiUrl: values.NETLIFY_API_URL.replace(/\/+$/, ""),
      siteId: values.SITE_ID,
      token: values.NETLIFY_PURGE_API_TOKEN,
      deployId: values.DEPLOY_ID,
      deployContext: values.CONTEXT,
    },
    ai,
    autoPublish: values.AUTO_PUBLISH_EVERY
      ? { every: values.AUTO_PUBLISH_EVERY.trim(), everyMs: parseInterval(values.AUTO_PUBLISH_EVERY) ?? 0 }
      : null,
    publishSecret: values.PUBLISH_SECRET,
    tls:
      values.SERVER_CERT_PATH && values.SERVER_KEY_PATH
        ? { certPath: values.SERVER_CERT_PATH, keyPath: values.SERVER_KEY_PATH }
        : null,
  };
}

/** Supabase's transaction pooler listens on 6543 (its session pooler and direct connections on 5432). */
export const SUPABASE_TRANSACTION_POOLER_PORT = "6543";

function isTransactionPooler(url: string, pooler: "transaction" | "none" | undefined): boolean {
  if (pooler) return pooler === "transaction";
  try {
    return new URL(url).port === SUPABASE_TRANSACTION_POOLER_PORT;
  } catch {
    return false;
  }
}

/** Whether this process runs on Netlify: its functions and builds set SITE_ID (builds also NETLIFY). */
function onNetlify(values: z.output<typeof envSchema>, env: Record<string, string | undefined>): boolean {
  return Boolean(values.SITE_ID || env.NETLIFY);
}

/** The deploy's address on Netlify: a production deploy's URL, another context's DEPLOY_PRIME_URL. */
function netlifyAddress(values: z.output<typeof envSchema>, env: Record<string, string | undefined>): string | undefined {
  if (!onNetlify(values, env)) return undefined;
  const production = values.CONTEXT === undefined || values.CONTEXT === "production";
  return (production ? undefined : values.DEPLOY_PRIME_URL) ?? values.URL;
}

/**
 * What a production start lacks (on Netlify, or on a PostgreSQL server of
 * its own through DATABASE_URL), one line per variable, naming it and what
 * goes wrong without it. The embedded default needs none of them. A start
 * logs them once (`reportMissingProductionSettings`); they do not stop it.
 */
export function missingProductionSettings(env: Record<string, string | undefined> = process.env): string[] {
  const values = envSchema.safeParse(env);
  if (!values.success) return [];
  const netlify = onNetlify(values.data, env);
  if (!netlify && !values.data.DATABASE_URL) return [];
  const lines: string[] = [];
  if (!values.data.AUTH_SECRET)
    lines.push(
      netlify
        ? "AUTH_SECRET is not set: each function instance signs sessions with a secret of its own, so administrators are signed out at random. Set it to 32+ random characters (openssl rand -base64 48)."
        : "AUTH_SECRET is not set: sessions are signed with a secret kept in DATA_DIR/auth-secret, lost with that folder. Set it to 32+ random characters (openssl rand -base64 48).",
    );
  if (!values.data.WEBHOOK_SECRET)
    lines.push(
      netlify
        ? "WEBHOOK_SECRET is not set: the content webhook refuses every call, so no edit purges the CDN's cached pages. Set it to 16+ random characters, here and in the database's webhooks (docs/operations.md)."
        : "WEBHOOK_SECRET is not set: the content webhook refuses every call, so edits made outside this server reach the site only through LISTEN (never through a transaction pooler). Set it to 16+ random characters (docs/operations.md).",
    );
  if (netlify && !values.data.NETLIFY_PURGE_API_TOKEN)
    lines.push(
      "NETLIFY_PURGE_API_TOKEN is not set: the CDN purger cannot purge, so edited pages stay stale in Netlify's cache. Netlify sets it in its functions; check the site's functions settings (docs/operations.md).",
    );
  return lines;
}

/** Logs `missingProductionSettings` once per process (the server bundle and the start script share it). */
export function reportMissingProductionSettings(log: (line: string) => void = console.warn): void {
  processSingleton("production-settings-reported", () => {
    for (const line of missingProductionSettings()) log(line);
    return true;
  });
}

/**
 * Where the build's files and the schema's migrations are: DIST_DIR
 * (`dist` by default) and MIGRATIONS_DIR (`supabase/migrations`). Read apart
 * from `config()`: a build step, a migration or a render worker needs no
 * secret, and must not stop for one missing in production.
 */
export function buildPaths(env: Record<string, string | undefined> = process.env): { distDir: string; migrationsDir: string } {
  return {
    distDir: path.resolve(env.DIST_DIR || "dist"),
    migrationsDir: path.resolve(env.MIGRATIONS_DIR || "supabase/migrations"),
  };
}

/**
 * Whether this build uses the Netlify adapter. Netlify's builds set NETLIFY;
 * an offline `netlify build` does not, so netlify.toml also sets
 * ASTRO_ADAPTER=netlify. astro.config.mjs picks the adapter with this, and
 * src/server/site/renderer.ts the folders that adapter writes.
 */
export function usesNetlifyAdapter(env: Record<string, string | undefined> = process.env): boolean {
  return env.ASTRO_ADAPTER === "netlify" || Boolean(env.NETLIFY);
}

/**
 * Render threads by default: one per core, at most four (past that the main
 * thread, which runs the database and writes the files, is the limit); none
 * on a single core. Measured on 2 cores (docs/rebuilds.md "Measured"): a
 * full build of 100,000 drawings took 110 to 122 s on 2 workers against
 * 172 s in the main thread alone (10,000 drawings: 0 to 35% less), for
 * about 350 MB more per worker while they run.
 */
function defaultRenderWorkers(cores: number): number {
  return cores < 2 ? 0 : Math.min(cores, 4);
}

/** The AI section: all or nothing of AI_BASE_URL and AI_MODEL, and both prices or neither. */
function aiConfig(values: z.output<typeof envSchema>): AiConfig | null {
  const fix = "Fix it in .env or the environment (see .env.example).";
  const { AI_BASE_URL: baseUrl, AI_MODEL: model } = values;
  if (!baseUrl && !model) {
    const stray = (["AI_API_KEY", "AI_INPUT_PRICE_PER_MILLION", "AI_OUTPUT_PRICE_PER_MILLION"] as const).find(
      (key) => values[key] !== undefined,
    );
    if (stray) throw new ConfigError(`Invalid ${stray}: AI_BASE_URL and AI_MODEL must be set too. ${fix}`);
    return null;
  }
  if (!baseUrl) throw new ConfigError(`Invalid AI_BASE_URL: required when AI_MODEL is set. ${fix}`);
  if (!model) throw new ConfigError(`Invalid AI_MODEL: required when AI_BASE_URL is set (a model that accepts images). ${fix}`);
  const input = values.AI_INPUT_PRICE_PER_MILLION;
  const output = values.AI_OUTPUT_PRICE_PER_MILLION;
  if ((input === undefined) !== (output === undefined)) {
    const missing = input === undefined ? "AI_INPUT_PRICE_PER_MILLION" : "AI_OUTPUT_PRICE_PER_MILLION";
    throw new ConfigError(`Invalid ${missing}: set both AI prices or neither. ${fix}`);
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    apiKey: values.AI_API_KEY ?? "",
    model,
    prices: input !== undefined && output !== undefined ? { input, output } : null,
    timeoutMs: values.AI_TIMEOUT_MS,
  };
}

/**
 * The URL a browser on this machine opens for a listening address: a
 * wildcard address (0.0.0.0, ::) is reached as localhost, an IPv6 literal
 * goes in brackets.
 */
export function listenUrl(host: string, port: number, scheme: "http" | "https" = "http"): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `${scheme}://${name}:${port}`;
}

function resolvePgliteDir(pgliteDir: string | undefined, dataDir: string): string {
  if (pgliteDir === "memory://") return pgliteDir;
  return path.resolve(pgliteDir ?? path.join(dataDir, "pglite"));
}

let cached: AppConfig | undefined;

/** The process configuration, parsed on first use. */
export function config(): AppConfig {
  cached ??= parseConfig();
  return cached;
}
