import { sql } from "kysely";
import type { Executor } from "./executor.ts";
import { toPanelDrawing } from "./mappers.ts";

/**
 * What the admin's 'Painel' reads: the week's most downloaded drawings (the
 * last 7 São Paulo days, from drawing_download_days), the drawings added
 * last (`limit` of each, with their category's slug), and the counts that
 * need a look. A handful of indexed queries, run together.
 */
export async function readDashboard(db: Executor, now: Date, limit: number) {
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
  const [weekTop, newest, drawingCounts, articleCounts, pending, trash] = await Promise.all([
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
      .limit(limit)
      .execute(),
    withCategory()
      .select("drawings.created_at")
      .orderBy("drawings.created_at", "desc")
      .orderBy("drawings.id", "desc")
      .limit(limit)
      .execute(),
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
  return {
    weekTop: weekTop.map((row) => ({ ...toPanelDrawing(row), weekDownloads: Number(row.week) })),
    newest: newest.map((row) => ({ ...toPanelDrawing(row), createdAt: new Date(row.created_at) })),
    drawingCounts,
    articleCounts,
    pending: pending.count,
    trash: trash.count,
  };
}
