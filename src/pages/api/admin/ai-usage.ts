import { adminRoute } from "#src/server/admin/guard.ts";
import { aiUsageSummary } from "#src/server/ai/usage.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** Whether AI is configured, and this month's AI calls and their total cost (US dollars), for the generator screen. */
export const GET = adminRoute({}, async () => json(await aiUsageSummary((await contentDeps()).db)));
