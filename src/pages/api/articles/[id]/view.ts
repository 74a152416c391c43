import { counterRoute } from "#src/server/counters/route.ts";

/** POST: one more view of a published article (400 malformed id, 404 unknown or unpublished). */
export const POST = counterRoute("article-views");
