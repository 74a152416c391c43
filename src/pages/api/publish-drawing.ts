import { publishForScheduler, publishNow } from "#src/server/admin/publish-route.ts";

/** Publishes the next pending drawing: POST for the admin screen, GET with the bearer secret for schedulers (src/server/admin/publish-route.ts). */
export const POST = publishNow;
export const GET = publishForScheduler;
