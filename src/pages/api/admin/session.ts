import type { SessionResult } from "#src/lib/admin-contracts/responses.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** GET /api/admin/session: the signed-in administrator, or 401. */
export const GET = adminRoute({}, ({ user }) => json({ user } satisfies SessionResult));
