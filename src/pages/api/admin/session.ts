import { adminRoute } from "../../../server/admin/guard.ts";
import { json } from "../../../server/http/json.ts";

/** GET /api/admin/session: the signed-in administrator, or 401. */
export const GET = adminRoute({}, ({ user }) => json({ user }));
