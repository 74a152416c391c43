import { articleViewsRoute } from "#src/server/counters/route.ts";

/** GET /api/articles/views?ids=a,b,c: the published articles' view counts (src/server/counters/route.ts). */
export const GET = articleViewsRoute;
