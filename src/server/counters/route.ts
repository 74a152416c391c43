import type { APIRoute } from "astro";
import { z } from "zod";
import { publishedArticleViews } from "#src/server/repositories/articles.ts";
import {
  type CounterHit,
  incrementArticleViews,
  incrementDrawingDownloads,
  incrementDrawingViews,
} from "#src/server/repositories/counters.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { resolveAuthSecret } from "../auth/secret.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { clientIp } from "../http/client-ip.ts";
import { json, jsonError } from "../http/json.ts";
import { type CounterSettings, counterHit, counterSecret } from "./hits.ts";

const idSchema = z.uuid();

type Counter = { increment: (db: Executor, id: string, hit: CounterHit) => Promise<number | null>; label: string };

/** The public counters: what each one counts, and the word its 404 uses. */
const COUNTERS = {
  "drawing-views": { increment: incrementDrawingViews, label: "Desenho" },
  "drawing-downloads": { increment: incrementDrawingDownloads, label: "Desenho" },
  "article-views": { increment: incrementArticleViews, label: "Artigo" },
} satisfies Record<string, Counter>;

let settings: CounterSettings | undefined;

function counterSettings(): CounterSettings {
  settings ??= { secret: counterSecret(resolveAuthSecret(config())), periodHours: config().counterPeriodHours };
  return settings;
}

/**
 * POST /api/.../{id}/{counter}: counts the client once per period (README
 * "Counters"). 400 for an id that is not a uuid, 404 when no visible row has
 * it, else the current value (moved or not: the page shows it either way).
 */
export function counterRoute(counter: keyof typeof COUNTERS): APIRoute {
  const { increment, label } = COUNTERS[counter];
  return async ({ params, request, clientAddress }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) return jsonError(400, "Identificador inválido.");
    const hit = counterHit(clientIp(request.headers, clientAddress, config().trustedProxies), counterSettings());
    const value = await increment(await getDb(), id.data, hit);
    if (value === null) return jsonError(404, `${label} não encontrado.`);
    return json({ id: id.data, value });
  };
}

/**
 * GET /api/articles/views?ids=a,b,c: `{ views: { [id]: number } }` for the
 * published articles among the ids. The static blog pages fill their view
 * counts from it (docs/decisions/0004-blog-counters.md). A short shared
 * cache keeps a busy blog page from asking the database on every visit.
 */
export const articleViewsRoute: APIRoute = async ({ url }) => {
  const ids = (url.searchParams.get("ids") ?? "").split(",").map((id) => id.trim());
  return json({ views: await publishedArticleViews(await getDb(), ids) }, 200, { "cache-control": "public, max-age=30" });
};
