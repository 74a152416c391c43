import { counterRoute } from "../../../../server/http/counter-route.ts";
import { incrementDrawingViews } from "../../../../server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingViews, "Desenho");
