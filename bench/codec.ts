/**
 * `npm run bench:codec`: what turning rows into objects costs, two ways, on
 * the real embedded database (issue 46's choice, docs/decisions/0027-row-codecs.md):
 *
 * - "codec": the repositories' way, a small function per table
 *   (src/server/repositories/mappers.ts toDrawing) over the driver's rows;
 * - "plugin": Kysely's CamelCasePlugin renaming every column of every row,
 *   then the same normalisation of the driver's types (counts, dates, the
 *   shown tier), which the plugin does not do.
 *
 * The same query, 2,000 drawings, both ways interleaved in one run (the
 * ratio is what counts). Writes bench/results/codec.json.
 */
import fs from "node:fs";
import path from "node:path";
import { CamelCasePlugin, sql } from "kysely";
import type { Drawing } from "#src/lib/domain.ts";
import { shownTier, toDrawing } from "#src/server/repositories/mappers.ts";
import { createTestDatabase } from "../tests/support/databases.ts";
import { loadAverages, median, round } from "./lib/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/codec.json");
const ROWS = 2_000;
const ROUNDS = 15;

const database = await createTestDatabase("pglite");
const db = database.handle.db;
try {
  const category = await sql<{ id: string }>`
    insert into public.categories (name, slug) values ('Animais', 'animais') returning id`.execute(db);
  const categoryId = category.rows[0]?.id as string;
  await sql`
    insert into public.drawings (title, slug, description, category_id, tags, image_url, active, views, downloads)
    select 'Desenho ' || n, 'desenho-' || n, 'Um desenho para colorir.', ${categoryId}::uuid, array['animal', 'fazenda'],
           '/storage/drawings/desenho-' || n || '.webp', true, n, n * 2
      from generate_series(1, ${ROWS}) as n`.execute(db);

  const query = () => db.selectFrom("drawings").selectAll().orderBy("created_at", "desc").limit(ROWS);
  const camel = db.withPlugin(new CamelCasePlugin());
  type CamelRow = Record<string, unknown> & { views: unknown; downloads: unknown; updatedAt: unknown };

  const viaCodec = async (): Promise<Drawing[]> => (await query().execute()).map(toDrawing);
  const viaPlugin = async (): Promise<Drawing[]> => {
    const rows = (await camel
      .selectFrom("drawings")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(ROWS)
      .execute()) as unknown as CamelRow[];
    // What the plugin leaves to do: the driver's counts and dates, the tier a drawing shows, the columns no object has.
    return rows.map((row) => {
      const { difficultyOverride, difficultyTier, imageHash: _hash, regionsImageUrl: _regions, ...rest } = row;
      return {
        ...rest,
        views: Number(row.views),
        downloads: Number(row.downloads),
        updatedAt: new Date(row.updatedAt as string),
        difficulty: shownTier({
          difficulty_override: difficultyOverride as Drawing["difficulty"],
          difficulty_tier: difficultyTier as Drawing["difficulty"],
        }),
      } as unknown as Drawing;
    });
  };

  // The two agree on what a drawing is (keys aside from the columns the codec leaves out).
  const [one, two] = [(await viaCodec())[0], (await viaPlugin())[0]];
  const sameKeys = Object.keys(one ?? {}).every((key) => key in (two ?? {}));

  const times = { codec: [] as number[], plugin: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of [
      ["codec", viaCodec],
      ["plugin", viaPlugin],
    ] as const) {
      const started = performance.now();
      await run();
      times[name].push(performance.now() - started);
    }
  }
  const codecMs = median(times.codec);
  const pluginMs = median(times.plugin);
  const mapperLines = fs.readFileSync(path.join(ROOT, "src/server/repositories/mappers.ts"), "utf8").split("\n").length;
  const result = {
    date: new Date().toISOString(),
    load: loadAverages(),
    rows: ROWS,
    rounds: ROUNDS,
    medianMs: { codec: round(codecMs), plugin: round(pluginMs) },
    pluginOverCodec: round(pluginMs / codecMs, 2),
    perRowMicroseconds: { codec: round((codecMs * 1000) / ROWS, 2), plugin: round((pluginMs * 1000) / ROWS, 2) },
    sameKeys,
    mapperLines,
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.dispose();
}
