import { counterRoute } from "../../../../server/http/counter-route.ts";
import { incrementDrawingDownloads } from "../../../../server/repositories/counters.ts";

export const POST = counterRoute(incrementDrawingDownloads, "Desenho");
