import type { APIRoute } from "astro";
import { z } from "zod";
import { resolveAuthSecret } from "../auth/secret.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { clientIp } from "../http/client-ip.ts";
import { json, jsonError } from "../http/json.ts";
import type { CounterHit } from "../repositories/counters.ts";
import type { Executor } from "../repositories/executor.ts";
import { type CounterSettings, counterHit, counterSecret } from "./hits.ts";

const idSchema = z.uuid();

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
export function counterRoute(
  increment: (db: Executor, id: string, hit: CounterHit) => Promise<number | null>,
  label: string,
): APIRoute {
  return async ({ params, request, clientAddress }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) return jsonError(400, "Identificador inválido.");
    const hit = counterHit(clientIp(request.headers, clientAddress, config().trustedProxies), counterSettings());
    const value = await increment(await getDb(), id.data, hit);
    if (value === null) return jsonError(404, `${label} não encontrado.`);
    return json({ id: id.data, value });
  };
}
