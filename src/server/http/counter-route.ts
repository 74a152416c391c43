import type { APIRoute } from "astro";
import { z } from "zod";
import { getDb } from "../db/index.ts";
import type { Executor } from "../repositories/executor.ts";
import { json, jsonError } from "./json.ts";

const idSchema = z.uuid();

/**
 * POST /api/.../{id}/{counter}: one atomic increment. 400 for an id that is
 * not a uuid, 404 when no visible row has it, else the new value.
 */
export function counterRoute(increment: (db: Executor, id: string) => Promise<number | null>, label: string): APIRoute {
  return async ({ params }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) return jsonError(400, "Identificador inválido.");
    const value = await increment(await getDb(), id.data);
    if (value === null) return jsonError(404, `${label} não encontrado.`);
    return json({ id: id.data, value });
  };
}
