import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { loadDashboard } from "#src/server/content/dashboard.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

/** Downloads per day (supabase/migrations/20261125060000_download_days.sql) and the dashboard's week, on both databases. */
describeEachDriver("download days and the dashboard", (handle) => {
  const db = () => handle().db;
  beforeEach(async () => {
    await resetTables(db());
    await sql`truncate public.drawing_download_days`.execute(db());
  });

  it("counts each rise of a drawing's downloads on today's row, never a fall", async () => {
    const category = await createCategory(db(), { name: "Dias" });
    const drawing = await createDrawing(db(), { title: "Contado", categoryId: category.id });
    for (const downloads of [1, 2, 5, 3]) {
      await sql`update drawings set downloads = ${downloads} where id = ${drawing.id}`.execute(db());
    }
    const rows = await sql<{
      downloads: string | number;
    }>`select downloads from drawing_download_days where drawing_id = ${drawing.id}`.execute(db());
    expect(rows.rows.map((row) => Number(row.downloads))).toEqual([5]);
    // Other columns do not count.
    await sql`update drawings set views = views + 10, title = 'Outro' where id = ${drawing.id}`.execute(db());
    const again = await sql<{ n: number }>`select sum(downloads)::int as n from drawing_download_days`.execute(db());
    expect(again.rows[0]?.n).toBe(5);
  });

  it("ranks the week's downloads, leaving out older days, and lists the newest drawings with their pages", async () => {
    const category = await createCategory(db(), { name: "Semana" });
    const [a, b, c] = [
      await createDrawing(db(), { title: "Antigo Campeão", categoryId: category.id }),
      await createDrawing(db(), { title: "Da Semana", categoryId: category.id }),
      await createDrawing(db(), { title: "Rascunho", active: false }),
    ];
    const today = "(now() at time zone 'America/Sao_Paulo')::date";
    await sql`insert into drawing_download_days (drawing_id, day, downloads) values
      (${a.id}, ${sql.raw(today)} - 10, 500), (${a.id}, ${sql.raw(today)} - 1, 2),
      (${b.id}, ${sql.raw(today)} - 6, 4), (${b.id}, ${sql.raw(today)}, 3)`.execute(db());
    const dashboard = await loadDashboard({ db: db() });
    expect(dashboard.weekTop.map((item) => [item.title, item.downloads])).toEqual([
      ["Da Semana", 7],
      ["Antigo Campeão", 2],
    ]);
    expect(dashboard.weekTop[0]?.href).toBe(`/desenhos/semana/${b.slug}`);
    expect(dashboard.newest.map((item) => item.title)).toEqual(["Rascunho", "Da Semana", "Antigo Campeão"]);
    expect(dashboard.newest[0]).toMatchObject({ active: false, href: null });
    expect(dashboard.counts).toMatchObject({ activeDrawings: 2, inactiveDrawings: 1 });
    expect(c.active).toBe(false);
  });
});
