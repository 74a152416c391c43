import type { APIRoute } from "astro";
import type { z } from "zod";
import { type ContentDeps, contentDeps } from "../content/deps.ts";
import { json } from "../http/json.ts";
import { adminRoute, noContent } from "./guard.ts";

/**
 * The three routes of one item of the admin API (`/api/admin/{kind}/{id}`),
 * written once: GET reads it, PATCH saves the fields sent (a form or a JSON
 * body, parsed by `update.form` or `update.json`), DELETE puts it in the
 * Lixeira and answers 204. Each hands the service the process's
 * dependencies and the id from the address.
 */
export function itemRoutes<S extends z.ZodType>(spec: {
  read: (deps: ContentDeps, id: string) => Promise<unknown>;
  update: ({ form: S } | { json: S }) & { save: (deps: ContentDeps, id: string, body: z.output<S>) => Promise<unknown> };
  remove: (deps: ContentDeps, id: string) => Promise<unknown>;
}): { GET: APIRoute; PATCH: APIRoute; DELETE: APIRoute } {
  const { save, ...body } = spec.update;
  return {
    GET: adminRoute({}, async ({ params }) => json(await spec.read(await contentDeps(), params.id ?? ""))),
    PATCH: adminRoute(body, async ({ params, body: fields }) =>
      json(await save(await contentDeps(), params.id ?? "", fields as z.output<S>)),
    ),
    DELETE: adminRoute({}, async ({ params }) => {
      await spec.remove(await contentDeps(), params.id ?? "");
      return noContent();
    }),
  };
}
