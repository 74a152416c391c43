import { API } from "#src/lib/admin-contracts/messages.ts";
import { readBodyLimited } from "#src/server/http/body.ts";
import { jsonShapeWithin } from "#src/server/http/json-shape.ts";
import { HttpError } from "./errors.ts";

/** Room for the largest JSON request of the admin API (a 10 000-character description and 50 tags). */
export const MAX_JSON_BYTES = 256 * 1024;
/**
 * The deepest and largest JSON the admin API takes: its richest body (a
 * collection: a yearly date inside, 200 drawing ids and 50 articles) is 3
 * deep and a few hundred values. Past these, 400 before parsing.
 */
export const JSON_SHAPE = { maxDepth: 16, maxValues: 5_000 };

/**
 * The JSON body of a request, for zod: 400 when it is not JSON (by content
 * type or by content) or nests deeper or holds more values than any admin
 * request (JSON_SHAPE), 413 past the limit. An empty body gives an empty
 * object, so the schema names the missing fields (422).
 */
export async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const bytes = await readBodyLimited(request, MAX_JSON_BYTES, () => new HttpError(413, API.badJsonBody));
  if (bytes.byteLength === 0) return {};
  if (!type.includes("json")) throw new HttpError(400, API.badJsonBody);
  const text = new TextDecoder().decode(bytes);
  if (!jsonShapeWithin(text, JSON_SHAPE)) throw new HttpError(400, API.badJsonBody);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, API.badJsonBody);
  }
}
