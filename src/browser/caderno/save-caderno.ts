import { recordDrawingDownload } from "#src/browser/drawing-actions.ts";
import { saveBytes } from "#src/browser/save-bytes.ts";
import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import { NUMBER_LEVELS } from "#src/lib/activities/levels.ts";
import { mapLimit } from "#src/lib/concurrency.ts";
import { slugify } from "#src/lib/slug.ts";
import type { ActivityChoice, ActivityInputs } from "../activities/activity-sheets.ts";
import { bytesOf } from "../activities/drawing-files.ts";
import type { ActivitySheets, CadernoOptions, CadernoProgress } from "./caderno-pdf.ts";

/**
 * Makes a caderno in this tab and saves it as a file, then counts one
 * download for each drawing it holds: what 'Baixar caderno' and the teacher's
 * sheet ('PDF com nome e data') both do. pdf-lib comes with ./caderno-pdf.ts,
 * loaded here on the first press, never with the page; an activity's sheets
 * (issue 48: 20 'Ligue os pontos' at once) with ../activities/activity-sheets.ts,
 * only when one is chosen.
 */
export type CadernoItem = { id: string; title: string; pdfUrl: string };

/** How many download counts are sent at once once the caderno is saved. */
const COUNT_CONCURRENCY = 4;

export async function saveCaderno(
  items: readonly CadernoItem[],
  options: Omit<CadernoOptions, "footer" | "activity"> & { fileName?: string; activity?: ActivityChoice | null },
  { onProgress, signal }: { onProgress?: (progress: CadernoProgress) => void; signal?: AbortSignal } = {},
): Promise<{ skipped: CadernoItem[] }> {
  const { activity, ...rest } = options;
  const [{ makeCaderno }, sheets] = await Promise.all([
    import("./caderno-pdf.ts"),
    activity ? import("../activities/activity-sheets.ts") : null,
  ]);
  const activitySheets: ActivitySheets<CadernoItem, ActivityInputs> | null =
    sheets && activity
      ? {
          read: (item, abort) => sheets.readActivityInputs(item, activity, abort),
          add: (into, item, inputs) => sheets.addActivitySheet(into, item, activity, { inputs }),
          release: sheets.releaseActivityInputs,
        }
      : null;
  const { pdf, skipped } = await makeCaderno(
    items,
    {
      ...rest,
      footer: `Rabisco · desenhos para colorir grátis · ${window.location.host}`,
      ...(activity ? { activity: { activity: ACTIVITIES[activity.kind], level: levelName(activity) } } : {}),
    },
    {
      ...(activitySheets ? { sheets: activitySheets } : {}),
      fetchPdf: bytesOf,
      ...(onProgress ? { onProgress } : {}),
      ...(signal ? { signal } : {}),
    },
  );
  if (skipped.length === items.length) throw new Error("no drawing could be read");
  saveBytes(pdf, options.fileName ?? `caderno-${slugify(options.title) || "rabisco"}.pdf`, "application/pdf");
  const kept = items.filter((item) => !skipped.includes(item));
  await countDownloads(kept);
  return { skipped };
}

/** The cover's word for the activity's level: 'Desafio', 'com economia de tinta'. */
function levelName({ kind, level, saveInk }: ActivityChoice): string | undefined {
  if (kind === "traco-grosso") return saveInk ? "com economia de tinta" : undefined;
  return NUMBER_LEVELS[level].name;
}

/** One download for each drawing the caderno holds, a few at a time; a failure is only logged (recordDrawingDownload). */
async function countDownloads(drawings: readonly CadernoItem[]): Promise<void> {
  await mapLimit(drawings, COUNT_CONCURRENCY, (drawing) => recordDrawingDownload(drawing.id));
}
