import type { AiUsageSummary } from "#src/lib/admin-contracts/responses.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";
import { aiUsageMonthTotal } from "#src/server/repositories/index.ts";

/** Whether AI is configured, and this month's AI calls and their total cost (US dollars), for the generator screen. */
export const GET = adminRoute({}, async () => {
  const { db } = await contentDeps();
  const month = await aiUsageMonthTotal(db);
  return json({ configured: config().ai !== null, monthCalls: month.calls, monthTotal: month.cost } satisfies AiUsageSummary);
});
