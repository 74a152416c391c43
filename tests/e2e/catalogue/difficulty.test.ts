import { describe, expect, it } from "vitest";
import { AGE_BANDS, ageBandOf } from "#src/lib/age-bands.ts";
import { DIFFICULTY_LABELS, type DifficultyTier, isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { agePath } from "#src/lib/urls.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { spokenText } from "../../support/html.ts";

/**
 * Difficulty labels and filters on the public pages (issue 25): the label on
 * drawing pages and cards, a category's level pages, the search's level
 * filter, and the all-categories age guide's links to it.
 */
const { get, open, drawingPath, catalogue } = catalogueSite();

/** The drawing page once its label is there (the server maps images in the background after it starts). */
async function labelledDrawing(path: string): Promise<{ tier: DifficultyTier; levelHref: string }> {
  for (const started = Date.now(); Date.now() - started < 300_000; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const { document } = await get(path);
    const badge = document.querySelector("main [data-difficulty]");
    const tier = badge?.getAttribute("data-difficulty");
    if (badge && isDifficultyTier(tier)) return { tier, levelHref: badge.getAttribute("href") ?? "" };
  }
  throw new Error(`${path} never showed its difficulty`);
}

describe("difficulty labels and filters", () => {
  it("labels a drawing's page with its level and ages, linking to its age band (issue 44)", async () => {
    const path = drawingPath(0);
    const { tier, levelHref } = await labelledDrawing(path);
    const category = path.split("/")[2];
    expect(levelHref).toBe(agePath(ageBandOf(tier).slug));
    const { document } = await get(path);
    const label = DIFFICULTY_LABELS[tier];
    expect(spokenText(document.querySelector("main [data-difficulty]"))).toBe(`Nível: ${label.name} · ${label.ages}`);

    const band = await get(levelHref);
    expect(band.status).toBe(200);
    expect(band.document.querySelector("main h1")?.textContent).toContain(label.ages);
    const bandCards = [...band.document.querySelectorAll("[data-testid=age-drawings] li")];
    for (const card of bandCards) expect(card.querySelector("[data-difficulty]")?.getAttribute("data-difficulty")).toBe(tier);
    // Its category's drawings of that level, the band's theme filter.
    const level = await get(`/categorias/${category}/nivel/${tier}`);
    expect(level.status).toBe(200);
    expect(level.document.querySelector("main h1")?.textContent).toContain(`Nível ${label.name} (${label.ages})`);
    const cards = [...level.document.querySelectorAll("[data-testid=category-drawings] li")];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.querySelector("[data-difficulty]")?.getAttribute("data-difficulty")).toBe(tier);
    expect(cards.some((card) => card.querySelector("a")?.getAttribute("href") === path)).toBe(true);
    // Not a level: no page.
    expect((await get(`/categorias/${category}/nivel/impossivel`)).status).toBe(404);
  });

  it("offers a category's levels as filters, each with its count, when it has more than one", async () => {
    await labelledDrawing(drawingPath(0));
    let offered = 0;
    for (const category of catalogue.categories) {
      const { document } = await get(`/categorias/${category}`);
      const chips = [...document.querySelectorAll("[data-testid=category-levels] a[data-level]")];
      // Each drawing card's level, on this first page (pages hold 40: a bigger category may have more levels further on).
      const levels = new Set(
        [...document.querySelectorAll("[data-testid=category-drawings] [data-difficulty]")].map((badge) =>
          badge.getAttribute("data-difficulty"),
        ),
      );
      if (levels.size < 2) {
        expect(chips, `${category} has one level: no filter`).toHaveLength(0);
        continue;
      }
      offered++;
      const offeredLevels = new Set(chips.map((chip) => chip.getAttribute("data-level")));
      for (const level of levels) expect(offeredLevels.has(level), `${category} offers ${level}`).toBe(true);
      for (const chip of chips) {
        const tier = chip.getAttribute("data-level") as DifficultyTier;
        const level = await get(chip.getAttribute("href") ?? "");
        // The level's count, as its own page says it (its drawings may run over more than one page).
        const shown = Number(
          (level.document.querySelector("[data-testid=drawings-count]")?.textContent ?? "").replace(/\D/g, ""),
        );
        expect(level.document.querySelectorAll("[data-testid=category-drawings] li").length).toBe(Math.min(shown, 40));
        expect(chip.getAttribute("aria-label")).toBe(
          `${DIFFICULTY_LABELS[tier].name}, ${DIFFICULTY_LABELS[tier].ages}: ${shown} ${shown === 1 ? "desenho" : "desenhos"}`,
        );
        expect(
          level.document.querySelector(`[data-testid=category-levels] a[data-level=${tier}]`)?.getAttribute("aria-current"),
        ).toBe("page");
      }
    }
    expect(offered, "some sample category has drawings of several levels").toBeGreaterThan(0);
  });

  it("combines a level with 'Mais baixados': the chips keep the order, the tabs keep the level", async () => {
    // A category with a level of several drawings.
    let found: { category: string; tier: DifficultyTier; count: number } | null = null;
    for (const category of catalogue.categories) {
      const { document } = await get(`/categorias/${category}`);
      for (const chip of document.querySelectorAll("[data-testid=category-levels] a[data-level]")) {
        const count = Number(/: (\d+) desenhos?$/.exec(chip.getAttribute("aria-label") ?? "")?.[1] ?? 0);
        if (count > 1 && (!found || count > found.count))
          found = { category, tier: chip.getAttribute("data-level") as DifficultyTier, count };
      }
    }
    if (!found) throw new Error("no sample category has a level of several drawings");
    const { category, tier, count } = found;
    const downloads = await get(`/categorias/${category}/mais-baixados`);
    const chip = downloads.document.querySelector(`[data-testid=category-levels] a[data-level=${tier}]`);
    expect(chip?.getAttribute("href")).toBe(`/categorias/${category}/mais-baixados/nivel/${tier}`);
    const combined = await get(`/categorias/${category}/mais-baixados/nivel/${tier}`);
    expect(combined.status).toBe(200);
    const badges = [...combined.document.querySelectorAll("[data-testid=category-drawings] [data-difficulty]")];
    expect(badges).toHaveLength(Math.min(count, 40));
    expect(new Set(badges.map((badge) => badge.getAttribute("data-difficulty")))).toEqual(new Set([tier]));
    const tabs = [...combined.document.querySelectorAll("[data-testid=category-order] a")];
    expect(tabs.map((tab) => [tab.textContent?.trim(), tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["Novos", `/categorias/${category}/nivel/${tier}`, null],
      ["Mais baixados", `/categorias/${category}/mais-baixados/nivel/${tier}`, "page"],
    ]);
    // The same drawings as the level's 'Novos' page, in another order; not for search engines.
    const newest = await get(`/categorias/${category}/nivel/${tier}`);
    const hrefs = (page: typeof newest) =>
      [...page.document.querySelectorAll("[data-testid=category-drawings] li a")].map((link) => link.getAttribute("href"));
    // (The same count, when the level runs over more than one page.)
    if (count <= 40) expect(new Set(hrefs(combined))).toEqual(new Set(hrefs(newest)));
    else
      expect(combined.document.querySelector("[data-testid=drawings-count]")?.textContent).toBe(
        newest.document.querySelector("[data-testid=drawings-count]")?.textContent,
      );
    expect(combined.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
  });

  it("filters the search by level, and the age guide leads to each band's page", async () => {
    const { tier } = await labelledDrawing(drawingPath(0));
    const { page } = await open("/categorias/todas", { mobile: true });
    const guideLinks = await page
      .locator("[data-age-band] a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(guideLinks).toEqual(AGE_BANDS.map((band) => agePath(band.slug)));
    await page
      .locator(`[data-age-band] a[href="${agePath(ageBandOf(tier).slug)}"]`)
      .first()
      .click();
    await page.waitForURL(`**${agePath(ageBandOf(tier).slug)}`);
    expect(await page.locator("main h1").textContent()).toBe(ageBandOf(tier).heading);
    await page.goto(`/busca?nivel=${tier}`);
    const label = DIFFICULTY_LABELS[tier];
    await page.locator("[data-search-results][data-state=results]").waitFor({ timeout: 60_000 });
    expect(await page.locator("main h1").textContent()).toBe(`Desenhos de nível ${label.name} (${label.ages})`);
    const badges = await page
      .locator("[data-testid=search-results] [data-difficulty]")
      .evaluateAll((found) => found.map((badge) => badge.getAttribute("data-difficulty")));
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set([tier]));
    expect(await page.locator(`[data-testid=search-levels] a[data-level=${tier}]`).getAttribute("aria-current")).toBe("page");
    await closePage(page);
  });
});
