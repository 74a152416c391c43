import { counterRoute } from "#src/server/counters/route.ts";

/** POST: one more view of a drawing the site shows (400 malformed id, 404 unknown or hidden). */
export const POST = counterRoute("drawing-views");
