import { type BetterAuthOptions, betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { type AppConfig, config } from "../config.ts";
import { getDb } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { trustedOrigins } from "../http/origin.ts";
import { processSingleton } from "../process-singleton.ts";
import { resolveAuthSecret } from "./secret.ts";
import { attemptKeys, loginThrottle, THROTTLED_MESSAGE } from "./throttle.ts";

/** Where the better-auth handler is mounted (src/pages/api/auth/[...all].ts). */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The client's address as src/server/http/client-ip.ts resolves it (the
 * socket's peer, or the hop TRUSTED_PROXIES vouches for). The auth route
 * sets this header on every request it forwards, overwriting whatever the
 * client sent, and better-auth reads the IP from it alone.
 */
export const CLIENT_IP_HEADER = "x-rabisco-client-ip";

export const INVALID_CREDENTIALS_MESSAGE = "Email ou senha incorretos";

const SIGN_IN_PATH = "/sign-in/email";

/** The throttle keys of a sign-in request: the e-mail typed and the client address. */
function keysOf(ctx: {
  body?: { email?: unknown } | undefined;
  request?: Request | undefined;
  context: { options: BetterAuthOptions };
}) {
  return attemptKeys(ctx.body?.email, ctx.request ? getIP(ctx.request, ctx.context.options) : null);
}

function buildAuthOptions(db: Kysely<Database>, appConfig: AppConfig) {
  const secure = appConfig.siteUrl.startsWith("https:");
  const throttle = loginThrottle(db);
  const options = {
    appName: "Rabisco",
    baseURL: appConfig.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(appConfig),
    // SITE_URL's origin and the address each request was sent to, as the admin API's gate.
    trustedOrigins: (request?: Request) => (request ? trustedOrigins(request, appConfig) : [new URL(appConfig.siteUrl).origin]),
    database: { db, type: "postgres" as const, transaction: true },
    emailAndPassword: {
      enabled: true,
      // Administrators are made by `npm run admin:create`, never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Requests per client IP and path, in the shared database so every process
    // counts together: a flood guard. Sign-in gets more than the login
    // throttle below lets reach the password check in a minute, so wrong
    // passwords meet that one, in Portuguese.
    rateLimit: {
      enabled: true,
      storage: "database" as const,
      window: 60,
      max: 100,
      customRules: { [SIGN_IN_PATH]: { window: 60, max: 60 } },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "rabisco",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips these under NODE_ENV=test; the test suite must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    hooks: {
      // Every sign-in attempt is reserved before better-auth checks the
      // password (src/server/auth/throttle.ts) and counts as a failure unless
      // it succeeds.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const reservation = await throttle.reserve(keysOf(ctx));
        if (!reservation.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: THROTTLED_MESSAGE, code: "LOGIN_THROTTLED" },
            { "retry-after": String(reservation.retryAfterSeconds) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) {
          await throttle.succeeded(keysOf(ctx));
          return;
        }
        if (returned.statusCode !== 401) return;
        throw new APIError("UNAUTHORIZED", { message: INVALID_CREDENTIALS_MESSAGE, code: "INVALID_EMAIL_OR_PASSWORD" });
      }),
    },
  };
  return options;
}

function createAuth(db: Kysely<Database>, appConfig: AppConfig) {
  return betterAuth(buildAuthOptions(db, appConfig));
}

export type Auth = ReturnType<typeof createAuth>;

type Holder = { auth?: Promise<Auth> | undefined };

/**
 * The process's better-auth instance, made on first use over the process's
 * Kysely instance (opened and migrated by getDb), so importing this module
 * opens nothing.
 */
export function getAuth(): Promise<Auth> {
  const holder = processSingleton<Holder>("auth", () => ({}));
  holder.auth ??= getDb()
    .then((db) => createAuth(db, config()))
    .catch((error) => {
      holder.auth = undefined;
      throw error;
    });
  return holder.auth;
}

/** The signed-in administrator behind a request's cookies, or null. */
export async function getSessionUser(headers: Headers): Promise<{ id: string; email: string; name: string } | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}
