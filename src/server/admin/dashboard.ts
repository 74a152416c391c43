import type { Kysely } from "kysely";
import type { Dashboard } from "#src/lib/admin-contracts/responses.ts";
import { drawingPath } from "#src/lib/urls.ts";
import type { Database } from "#src/server/db/schema.ts";
import { config } from "../config.ts";
import { aiUsageMonthTotal } from "../repositories/ai-usage.ts";
import { readDashboard } from "../repositories/dashboard.ts";

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
  const card = (row: {
    id: string;
    title: string;
    slug: string;
    image_url: string | null;
    active: boolean;
    category_slug: string | null;
  }) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    active: row.active,
    href: row.active && row.category_slug ? drawingPath(row.category_slug, row.slug) : null,
  });
  return {
    weekTop: weekTop.map((row) => ({ ...card(row), downloads: Number(row.week) })),
    newest: newest.map((row) => ({ ...card(row), createdAt: new Date(row.created_at).toISOString() })),
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
