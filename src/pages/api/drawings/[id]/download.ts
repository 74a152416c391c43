import { counterRoute } from "#src/server/http/counter-route.ts";
import { incrementDrawingDownloads } from "#src/server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingDownloads, "Desenho");
