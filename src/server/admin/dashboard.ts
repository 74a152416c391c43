import { type Kysely, sql } from "kysely";
import type { Dashboard } from "#src/lib/admin-contracts/responses.ts";
import { drawingPath } from "#src/lib/urls.ts";
import type { Database } from "#src/server/db/schema.ts";
import { config } from "../config.ts";
import { aiUsageMonthTotal } from "../repositories/ai-usage.ts";

/** How many drawings each of the dashboard's lists shows. */
export const DASHBOARD_LIST_SIZE = 5;

/**
 * The admin's 'Painel' (issue 21): the week's most downloaded drawings (the
 * last 7 São Paulo days, from drawing_download_days), the drawings added
 * last, this month's AI spending, and the counts that need a look (pending
 * files, the Lixeira). A handful of indexed queries, run together.
 */
export async function loadDashboard({ db }: { db: Kysely<Database> }, now = new Date()): Promise<Dashboard> {
  const withCategory = () =>
    db
      .selectFrom("drawings")
      .leftJoin("categories", "categories.id", "drawings.category_id")
      .select([
        "drawings.id",
        "drawings.title",
        "drawings.slug",
        "drawings.image_url",
        "drawings.active",
        "categories.slug as category_slug",
      ]);
  const [weekTop, newest, ai, drawingCounts, articleCounts, pending, trash] = await Promise.all([
    withCategory()
      .innerJoin(
        db
          .selectFrom("drawing_download_days")
          .select(["drawing_id", sql<string>`sum(downloads)`.as("week")])
          .where(sql<boolean>`day > (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date - 7`)
          .groupBy("drawing_id")
          .as("days"),
        "days.drawing_id",
        "drawings.id",
      )
      .select("days.week")
      .orderBy("days.week", "desc")
      .orderBy("drawings.id")
      .limit(DASHBOARD_LIST_SIZE)
      .execute(),
    withCategory()
      .select("drawings.created_at")
      .orderBy("drawings.created_at", "desc")
      .orderBy("drawings.id", "desc")
      .limit(DASHBOARD_LIST_SIZE)
      .execute(),
    aiUsageMonthTotal(db, now),
    db
      .selectFrom("drawings")
      .select([
        sql<number>`count(*) filter (where active)::int`.as("active"),
        sql<number>`count(*) filter (where not active)::int`.as("inactive"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("blog_articles")
      .select([
        sql<number>`count(*) filter (where status = 'published')::int`.as("published"),
        sql<number>`count(*) filter (where status = 'draft')::int`.as("draft"),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom("pending_drawings").select(sql<number>`count(*)::int`.as("count")).executeTakeFirstOrThrow(),
    db.selectFrom("trash").select(sql<number>`count(*)::int`.as("count")).executeTakeFirstOrThrow(),
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
      pending: pending.count,
      trash: trash.count,
    },
  };
}
