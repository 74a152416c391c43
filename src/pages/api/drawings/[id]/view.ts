import { counterRoute } from "#src/server/http/counter-route.ts";
import { incrementDrawingViews } from "#src/server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingViews, "Desenho");
