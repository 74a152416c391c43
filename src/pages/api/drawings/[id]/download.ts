import { counterRoute } from "#src/server/counters/route.ts";
import { incrementDrawingDownloads } from "#src/server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingDownloads, "Desenho");
