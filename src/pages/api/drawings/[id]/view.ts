import { counterRoute } from "#src/server/counters/route.ts";
import { incrementDrawingViews } from "#src/server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingViews, "Desenho");
