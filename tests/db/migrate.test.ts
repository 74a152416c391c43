import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#src/server/db/connection.ts";
import { migrate, readMigrations } from "#src/server/db/migrate.ts";
import { createTestDatabase, DRIVERS } from "../support/databases.ts";

for (const driver of DRIVERS) {
  describe(`migrations [${driver}]`, () => {
    it("applies every file once, records it, and is idempotent", async () => {
      const { handle, dispose } = await createTestDatabase(driver, { migrated: false });
      try {
        const files = await readMigrations();
        expect(await migrate(handle)).toEqual(files.map((file) => file.version));
        expect(await migrate(handle)).toEqual([]);
        const recorded = await sql<{
          version: string;
        }>`select version from supabase_migrations.schema_migrations order by version`.execute(handle.db);
        expect(recorded.rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
        const tables = await sql<{ relname: string; relrowsecurity: boolean }>`
          select relname, relrowsecurity from pg_class
          where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`.execute(handle.db);
        for (const table of tables.rows) expect(table.relrowsecurity, `${table.relname} has RLS`).toBe(true);
        expect(tables.rows.map((table) => table.relname)).toEqual(
          expect.arrayContaining(["blog_articles", "categories", "drawings"]),
        );
        // The trigram indexes of the removed SQL search (20261123050000) are gone.
        const searchIndexes = await sql<{ relname: string }>`
          select relname from pg_class
          where relname in ('drawings_search_idx', 'blog_articles_search_idx')`.execute(handle.db);
        expect(searchIndexes.rows).toEqual([]);
      } finally {
        await dispose();
      }
    });

    it("applies each migration once when two runners start together, with no session lock (a pooler would keep it)", async () => {
      const first = await createTestDatabase(driver, { migrated: false });
      // A second connection to the same database (PGlite has one opener: its one handle twice).
      const second = first.url
        ? await openDatabase({ kind: "postgres", url: first.url, transactionPooler: driver === "pooler" })
        : null;
      try {
        const files = await readMigrations();
        const [one, two] = await Promise.all([migrate(first.handle), migrate(second ?? first.handle)]);
        expect([...one, ...two].sort()).toEqual(files.map((file) => file.version));
        const recorded = await sql<{ n: number }>`
          select count(*)::int as n from supabase_migrations.schema_migrations`.execute(first.handle.db);
        expect(recorded.rows[0]?.n).toBe(files.length);
        // No advisory lock is left held on any connection to this database (other suites' databases share the cluster).
        const locks = await sql<{ n: number }>`
          select count(*)::int as n from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(
          first.handle.db,
        );
        expect(locks.rows[0]?.n).toBe(0);
      } finally {
        await second?.close();
        await first.dispose();
      }
    });

    it("moves a category that took the slug 'todas' to the next free one, its drawings' old addresses remembered", async () => {
      const { handle, dispose } = await createTestDatabase(driver, { migrated: false });
      try {
        const files = await readMigrations();
        const fix = files.findIndex((file) => file.name === "reserved_category_slug");
        expect(fix).toBeGreaterThan(0);
        await migrate(handle, files.slice(0, fix));
        await sql`insert into public.categories (name, slug) values ('Todas', 'todas'), ('Todas 1', 'todas-1')`.execute(
          handle.db,
        );
        await migrate(handle);
        const slugs = await sql<{ name: string; slug: string }>`select name, slug from public.categories order by name`.execute(
          handle.db,
        );
        expect(slugs.rows).toEqual([
          { name: "Todas", slug: "todas-2" },
          { name: "Todas 1", slug: "todas-1" },
        ]);
        const former = await sql<{ slug: string }>`select slug from public.former_slugs where kind = 'category'`.execute(
          handle.db,
        );
        expect(former.rows).toEqual([{ slug: "todas" }]);
      } finally {
        await dispose();
      }
    });

    it("turns a collection's cover address into the drawing that shows it, and forgets an address no drawing of it shows", async () => {
      const { handle, dispose } = await createTestDatabase(driver, { migrated: false });
      try {
        const files = await readMigrations();
        const cover = files.findIndex((file) => file.name === "collection_cover_drawing");
        expect(cover).toBeGreaterThan(0);
        await migrate(handle, files.slice(0, cover));
        const drawing = await sql<{ id: string }>`
          insert into public.drawings (title, slug, image_url, active) values ('Pinheiro', 'pinheiro', '/storage/drawings/pinheiro.webp', false)
          returning id`.execute(handle.db);
        const id = drawing.rows[0]?.id as string;
        await sql`insert into public.collections (name, slug, image_url, drawing_ids) values
          ('Natal', 'natal', '/storage/drawings/pinheiro.webp', ${[id]}::uuid[]),
          ('Outra', 'outra', '/storage/drawings/pinheiro.webp', '{}'),
          ('Sem Capa', 'sem-capa', null, ${[id]}::uuid[])`.execute(handle.db);
        await migrate(handle);
        const rows = await sql<{ slug: string; cover_drawing_id: string | null }>`
          select slug, cover_drawing_id from public.collections order by slug`.execute(handle.db);
        expect(rows.rows).toEqual([
          { slug: "natal", cover_drawing_id: id },
          { slug: "outra", cover_drawing_id: null },
          { slug: "sem-capa", cover_drawing_id: null },
        ]);
      } finally {
        await dispose();
      }
    });

    it("rolls back a failing migration and records nothing of it", async () => {
      const { handle, dispose } = await createTestDatabase(driver);
      try {
        const broken = {
          version: "29991231000000",
          name: "broken",
          sql: "create table half_done (id int); select * from missing_table;",
        };
        await expect(migrate(handle, [broken])).rejects.toThrow(/29991231000000_broken failed/);
        const leftovers = await sql<{ n: number }>`select count(*)::int as n from pg_class where relname = 'half_done'`.execute(
          handle.db,
        );
        expect(leftovers.rows[0]?.n).toBe(0);
        const recorded = await sql<{ n: number }>`
          select count(*)::int as n from supabase_migrations.schema_migrations where version = '29991231000000'`.execute(
          handle.db,
        );
        expect(recorded.rows[0]?.n).toBe(0);
      } finally {
        await dispose();
      }
    });
  });
}
