import type { Kysely } from "kysely";
import type { Dashboard } from "#src/lib/admin-contracts/responses.ts";
import { drawingPath } from "#src/lib/urls.ts";
import type { Database } from "#src/server/db/schema.ts";
import { aiUsageMonthTotal } from "#src/server/repositories/ai-usage.ts";
import { readDashboard } from "#src/server/repositories/dashboard.ts";
import type { PanelDrawingRecord } from "#src/server/repositories/mappers.ts";
import { config } from "../config.ts";

/** How many drawings each of the dashboard's lists shows. */
export const DASHBOARD_LIST_SIZE = 5;

/**
 * The admin's 'Painel' (issue 21): the week's most downloaded drawings (the
 * last 7 São Paulo days, from drawing_download_days), the drawings added
 * last, this month's AI spending, and the counts that need a look (pending
 * files, the Lixeira), read by src/server/repositories/dashboard.ts.
 */
export async function loadDashboard({ db }: { db: Kysely<Database> }, now = new Date()): Promise<Dashboard> {
  const [{ weekTop, newest, drawingCounts, articleCounts, pending, trash }, ai] = await Promise.all([
    readDashboard(db, now, DASHBOARD_LIST_SIZE),
    aiUsageMonthTotal(db, now),
  ]);
  const card = (drawing: PanelDrawingRecord) => ({
    id: drawing.id,
    title: drawing.title,
    imageUrl: drawing.imageUrl,
    active: drawing.active,
    href: drawing.active && drawing.categorySlug ? drawingPath(drawing.categorySlug, drawing.slug) : null,
  });
  return {
    weekTop: weekTop.map((drawing) => ({ ...card(drawing), downloads: drawing.weekDownloads })),
    newest: newest.map((drawing) => ({ ...card(drawing), createdAt: drawing.createdAt.toISOString() })),
    ai: { configured: config().ai !== null, monthCalls: ai.calls, monthTotal: ai.cost },
    counts: {
      activeDrawings: drawingCounts.active,
      inactiveDrawings: drawingCounts.inactive,
      publishedArticles: articleCounts.published,
      draftArticles: articleCounts.draft,
      pending,
      trash,
    },
  };
}
