import { recordDrawingDownload } from "#src/browser/drawing-actions.ts";
import { saveBytes } from "#src/browser/save-bytes.ts";
import type { ActivityChoice, ActivitySource } from "./activity-sheets.ts";

/**
 * Makes an activity sheet of one drawing in this tab and saves it as a file,
 * then counts one download (issue 48). The sheet's code (pdf-lib and the
 * planning: ./activity-sheets.ts) loads here on the first press, never with
 * the page. Resolves to what the sheet says of itself, for the page to say
 * too; rejects with an ActivityRefusedError (by name) for a drawing that
 * gives no such sheet.
 */
export type ActivityDrawing = ActivitySource & { slug: string };

/** The file's name: 'casinha-ligue-os-pontos.pdf', 'casinha-traco-grosso-economia.pdf'. */
export function activityFileName(slug: string, { kind, saveInk }: Pick<ActivityChoice, "kind" | "saveInk">): string {
  return `${slug}-${kind}${kind === "traco-grosso" && saveInk ? "-economia" : ""}.pdf`;
}

export async function saveActivity(drawing: ActivityDrawing, choice: ActivityChoice): Promise<string | null> {
  const { activitySheet } = await import("./activity-sheets.ts");
  const { pdf, note } = await activitySheet(drawing, choice, {
    footer: `Rabisco · desenhos para colorir grátis · ${window.location.host}`,
  });
  saveBytes(pdf, activityFileName(drawing.slug, choice), "application/pdf");
  await recordDrawingDownload(drawing.id);
  return note;
}

/** Starts loading the sheets' code (pdf-lib, the planning) before the press: the row calls it once it is touched. */
export function warmUp(): void {
  void import("./activity-sheets.ts").catch(() => {});
}
