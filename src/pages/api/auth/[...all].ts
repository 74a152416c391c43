import type { APIRoute } from "astro";
import { handleAuthRequest } from "#src/server/auth/route.ts";

/** better-auth's endpoints (sign-in, sign-out, session...) under /api/auth/*. */
export const ALL: APIRoute = ({ request, clientAddress }) => handleAuthRequest(request, clientAddress);
