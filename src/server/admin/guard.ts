import type { APIContext, APIRoute } from "astro";
import type { z } from "zod";
import { API } from "#src/lib/admin-contracts/messages.ts";
import type { AdminUser, ErrorBody, Issue } from "#src/lib/admin-contracts/responses.ts";
import { getAuth } from "#src/server/auth/auth.ts";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "#src/server/db/storable-text.ts";
import { DomainError } from "#src/server/errors.ts";
import { statusOfKind } from "#src/server/http/domain-status.ts";
import { json } from "#src/server/http/json.ts";
import { hasTrustedOrigin } from "#src/server/http/origin.ts";
import { HttpError } from "./errors.ts";
import { readForm } from "./form.ts";
import { readJson } from "./json-body.ts";

/**
 * The one gate of every /api/admin/* endpoint, in the order of the project's
 * style guide:
 * 1. authenticate: a better-auth session cookie (401 "Não autenticado."),
 *    before anything of the request is parsed, so an anonymous caller
 *    cannot make the server read or parse a 5 MB body;
 * 2. for writes (POST/PUT/PATCH/DELETE), which a cookie authenticates, the
 *    Origin header must be one the site trusts (src/server/http/origin.ts:
 *    SITE_URL's origin or the address the request was sent to), else 403: a
 *    page on another site cannot make the administrator's browser write;
 * 3. parse: route params, query and form (or JSON) body with zod (422
 *    `{ message, issues }`, 413 for an oversized body, 400 for one that is
 *    not a form, or not JSON).
 * Only then does the handler act. Its HttpError and DomainError become JSON
 * answers; anything else is logged and answered 500.
 *
 * Astro's own `security.checkOrigin` is off (astro.config.mjs): it answers in
 * plain text before this code runs and only looks at form content types.
 * This check covers every write of the admin API, and better-auth checks the
 * Origin of its own endpoints against the same trusted origins.
 */
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export type AdminRequest<Q, B> = {
  request: Request;
  params: APIContext["params"];
  query: Q;
  body: B;
  user: AdminUser;
};

export type AdminRouteSpec<Q extends Schema | undefined, B extends Schema | undefined> = {
  query?: Q;
  /** A multipart/form-data (or urlencoded) body, parsed by this schema. */
  form?: B;
  /** Or a JSON body (application/json), parsed by this schema. */
  json?: B;
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

function validationError(error: z.ZodError): HttpError {
  const issues = issuesOf(error);
  return new HttpError(422, issues[0]?.message ?? API.invalidData, issues);
}

function parseWith<S extends Schema>(schema: S, input: unknown): z.output<S> {
  // Before the schema (which may trim or drop fields) and long before the database, which would refuse it with a raw error.
  refuseUnstorableText(input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  // And after: a field the schema decodes (tags as JSON) may hold an escaped one.
  refuseUnstorableText(result.data);
  return result.data;
}

function refuseUnstorableText(value: unknown): void {
  const path = unstorableTextPath(value);
  if (path !== null) throw new HttpError(422, UNSTORABLE_TEXT_MESSAGE, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
}

/** The signed-in administrator and the cookies better-auth wants refreshed, or null. */
async function authenticate(request: Request): Promise<{ user: AdminUser; headers: Headers | null } | null> {
  const auth = await getAuth();
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return null;
  const { id, email, name } = response.user;
  return { user: { id, email, name }, headers };
}

function errorBody(message: string, issues?: Issue[]): ErrorBody {
  return { message, ...(issues ? { issues } : {}) };
}

function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json(errorBody(error.message, error.issues), error.status);
  if (error instanceof DomainError) return json(errorBody(error.message, error.issues), statusOfKind(error.kind));
  console.error("Admin API error:", error);
  return json(errorBody(API.internal), 500);
}

function withCookies(response: Response, headers: Headers | null): Response {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length === 0) return response;
  const merged = new Headers(response.headers);
  for (const cookie of cookies) merged.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

export function adminRoute<Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: AdminRouteSpec<Q, B>,
  handler: (request: AdminRequest<Parsed<Q>, Parsed<B>>) => Promise<Response> | Response,
): APIRoute {
  return async ({ request, params, url }) => {
    try {
      const session = await authenticate(request);
      if (!session) return json(errorBody(API.unauthenticated), 401);
      if (WRITE_METHODS.has(request.method) && !hasTrustedOrigin(request)) {
        return json(errorBody(API.forbiddenOrigin), 403);
      }
      const query = (spec.query ? parseWith(spec.query, Object.fromEntries(url.searchParams)) : undefined) as Parsed<Q>;
      const body = (
        spec.form
          ? parseWith(spec.form, await readForm(request))
          : spec.json
            ? parseWith(spec.json, await readJson(request))
            : undefined
      ) as Parsed<B>;
      const response = await handler({ request, params, query, body, user: session.user });
      return withCookies(response, session.headers);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** 204 No Content. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}
