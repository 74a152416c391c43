import { describe, expect, it } from "vitest";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";

/** The card grids' images: card-size variants with dimensions, lazy below the fold. */
const { catalogue, get, newPage, drawingPath } = catalogueSite();

describe("grid images", () => {
  it("uses card-size images with dimensions, lazy below the fold, and never a full-size drawing on a category page", async () => {
    const page = await newPage({ consent: "accepted" });
    const fullSize: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".webp") && !url.pathname.endsWith(".card.webp")) fullSize.push(url.pathname);
    });
    await page.goto(`/categorias/${catalogue.category}`);
    const images = await page.locator('[data-testid="category-drawings"] img').evaluateAll((items) =>
      items.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    const fold = page.viewportSize()?.height ?? 800;
    for (const image of images) {
      expect(image.src).toMatch(/\.card\.webp$/);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      if (image.top >= fold) expect(image.loading, image.src).toBe("lazy");
    }
    // Scroll to the end so every lazy image loads; none of them is full size.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    expect(fullSize).toEqual([]);
    await closePage(page);
  });

  it("uses card-size images on the home and all-categories grids and for related drawings", async () => {
    for (const [path, selector] of [
      ["/", '[data-testid="featured-categories"] img, [data-testid="popular-drawings"] img'],
      ["/categorias/todas", '[data-testid="all-categories"] img'],
      [drawingPath(0), '[data-testid="related-drawings"] img'],
    ] as const) {
      const { document } = await get(path);
      const images = [...document.querySelectorAll(selector)];
      expect(images.length, path).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.getAttribute("src"), path).toMatch(/\.card\.webp$|\.svg$/);
        expect(image.getAttribute("width")).toBeTruthy();
        expect(image.getAttribute("height")).toBeTruthy();
      }
    }
  });
});
