import { adminRoute } from "#src/server/admin/guard.ts";
import { loadDashboard } from "#src/server/content/dashboard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: the 'Painel': the week's most downloaded, the newest drawings, this month's AI spending and the counts. */
export const GET = adminRoute({}, async () => json(await loadDashboard(await contentDeps())));
