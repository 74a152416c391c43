import type { APIRoute } from "astro";
import { z } from "zod";
import { DIFFICULTY_TIERS } from "#src/lib/colouring/difficulty.ts";
import { decimalDigitsOnly } from "#src/lib/pagination.ts";
import { SEARCH_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH } from "#src/lib/search.ts";
import { LEVEL_PARAM } from "#src/lib/urls.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { clientIp } from "../http/client-ip.ts";
import { json, jsonError } from "../http/json.ts";
import { createRateLimiter, type RateLimiter } from "../http/rate-limit.ts";
import type { SearchTimings } from "./search.ts";

/**
 * The search API's routes (GET /api/search, GET /api/search/articles):
 * the query checked, the address rate-limited, the answer cacheable by the
 * CDN for a few seconds (docs/search.md).
 */
export const searchParamsSchema = z
  .object({
    q: z
      .string({ error: "Informe o que buscar." })
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, `A busca pode ter no máximo ${SEARCH_QUERY_MAX_LENGTH} caracteres.`)
      .refine((text) => !/\p{Cc}/u.test(text), "A busca tem caracteres inválidos.")
      .default(""),
    page: z.preprocess(
      decimalDigitsOnly,
      z
        .number({ error: "Página inválida." })
        .int("Página inválida.")
        .min(1, "Página inválida.")
        .max(SEARCH_MAX_PAGE, `A busca mostra no máximo ${SEARCH_MAX_PAGE} páginas.`)
        .default(1),
    ),
    /** The difficulty filter (issue 25): with it, a blank query lists every drawing of the tier. */
    nivel: z.enum(DIFFICULTY_TIERS, { error: "Nível de dificuldade inválido." }).optional(),
  })
  .refine((params) => params.q !== "" || params.nivel !== undefined, { message: "Informe o que buscar.", path: ["q"] });

export type SearchParams = z.infer<typeof searchParamsSchema>;

/**
 * Shared caches keep an answer this long: a burst of the same query costs
 * the database one search, and an edit is in the answers within this time
 * plus the commit (the origin answers from the database, fresh at once).
 */
export const SEARCH_CACHE_SECONDS = 5;

let limiter: RateLimiter | undefined;

function searchLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: config().searchRateLimitPerMinute, windowMs: 60_000 });
  return limiter;
}

/**
 * A search route. `answer` adds the time it spent in the database to the
 * timings it is given: the response reports it apart from the whole
 * (`Server-Timing: db;dur=…, total;dur=…`), for the benchmark and for anyone
 * looking at a slow search in the browser's network panel.
 */
export function searchRoute(
  answer: (db: Executor, params: SearchParams, timings: SearchTimings) => Promise<unknown>,
  varyOn: readonly (keyof SearchParams)[],
  database: () => Promise<Executor> = getDb,
): APIRoute {
  return async ({ url, request, clientAddress }) => {
    const started = performance.now();
    const parsed = searchParamsSchema.safeParse({
      q: url.searchParams.get("q") ?? undefined,
      page: url.searchParams.get("page") ?? undefined,
      nivel: varyOn.includes("nivel") ? (url.searchParams.get(LEVEL_PARAM) ?? undefined) : undefined,
    });
    if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Busca inválida.");
    const address = clientIp(request.headers, clientAddress, config().trustedProxies) ?? "unknown";
    const retryAfter = searchLimiter().hit(address);
    if (retryAfter !== null) {
      const response = jsonError(429, "Muitas buscas seguidas. Espere um pouco e tente de novo.");
      response.headers.set("retry-after", String(retryAfter));
      return response;
    }
    const timings: SearchTimings = { databaseMs: 0 };
    const body = await answer(await database(), parsed.data, timings);
    const duration = (ms: number) => ms.toFixed(1);
    return json(body, 200, {
      "cache-control": `public, max-age=${SEARCH_CACHE_SECONDS}`,
      "netlify-cdn-cache-control": `public, s-maxage=${SEARCH_CACHE_SECONDS}`,
      "netlify-vary": `query=${varyOn.join("|")}`,
      "server-timing": `db;dur=${duration(timings.databaseMs)}, total;dur=${duration(performance.now() - started)}`,
    });
  };
}
