import { loadDashboard } from "#src/server/admin/dashboard.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** GET: the 'Painel': the week's most downloaded, the newest drawings, this month's AI spending and the counts. */
export const GET = adminRoute({}, async () => json(await loadDashboard(await adminDeps())));
