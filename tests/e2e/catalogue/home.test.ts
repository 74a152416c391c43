import { describe, expect, it } from "vitest";
import { catalogueSite, closePage, slugOf } from "../../support/catalogue-site.ts";
import { text } from "../../support/html.ts";

/** The home page of the served catalogue: hero, featured categories and the most downloaded drawings. */
const { sql, catalogue, get, open } = catalogueSite();

describe("home", () => {
  it("answers 200 with the hero, up to 8 featured categories and the 8 most downloaded drawings", async () => {
    const { status, document } = await get("/");
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).not.toBe("");
    expect(document.querySelector('main a[href="/categorias/todas"]')).not.toBeNull();
    const categories = document.querySelectorAll('[data-testid="featured-categories"] a[href^="/categorias/"]');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(8);
    for (const card of categories) expect(text(card)).toMatch(/\d+ desenhos?$/);
    const popular = [...document.querySelectorAll('[data-testid="popular-drawings"] a[href^="/desenhos/"]')];
    expect(popular.length).toBe(Math.min(8, catalogue.drawings.length));
    if (sql) {
      // Sorted by downloads, most first (a download counted by another test file re-renders the list: live rebuilds).
      const slugs = popular.map((card) => slugOf(card.getAttribute("href") ?? ""));
      const rows = await sql<
        { slug: string; downloads: number }[]
      >`select slug, downloads::float8 as downloads from drawings where slug in ${sql(slugs)}`;
      const downloads = slugs.map((slug) => rows.find((row) => row.slug === slug)?.downloads ?? -1);
      expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
      const [{ max }] =
        (await sql`select coalesce(max(downloads), 0)::int as max from drawings where active and slug not in ${sql(slugs)}`) as [
          { max: number },
        ];
      expect(Math.min(...downloads)).toBeGreaterThanOrEqual(max);
    }
  });

  it("opens with 'Novos desenhos': the 4 active drawings added last, the first drawings a phone sees", async () => {
    const { document } = await get("/");
    // 'Continuar pintando' is there for a browser with colourings in progress only: hidden in the page as served.
    const headings = [...document.querySelectorAll("main h2")].filter((heading) => !heading.closest("[hidden]")).map(text);
    expect(headings[0]).toBe("Novos desenhos");
    const newest = [...document.querySelectorAll('[data-testid="newest-drawings"] a[href^="/desenhos/"]')].map((card) =>
      slugOf(card.getAttribute("href") ?? ""),
    );
    expect(newest.length).toBe(Math.min(4, catalogue.drawings.length));
    if (sql) {
      // Another test file may add a drawing meanwhile (live rebuilds): compare with the newest at most a moment later.
      const rows = await sql<{ slug: string }[]>`
        select d.slug from drawings d join categories c on c.id = d.category_id
        where d.active order by d.created_at desc, d.id desc limit 8`;
      const latest = rows.map((row) => row.slug);
      for (const slug of newest) expect(latest).toContain(slug);
    }
  });

  it("shows drawings on a phone's first screen", async () => {
    const { page } = await open("/", { mobile: true });
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const first = await page.locator('[data-testid="newest-drawings"] li').first().boundingBox();
    if (!first) throw new Error("no 'Novos desenhos' card");
    // At least the top of the first cards is visible without scrolling.
    expect(first.y).toBeLessThan(viewport.height - 120);
    await closePage(page);
  });
});
