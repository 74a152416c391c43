import { describe, it } from "vitest";
import { checkA11y } from "../../support/browser.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";

/** axe on every catalogue template, at phone and desktop widths. */
const { catalogue, newPage, drawingPath } = catalogueSite();

describe("accessibility", () => {
  const templates = () => [
    ["home", "/"],
    ["all categories", "/categorias/todas"],
    ["category", `/categorias/${catalogue.category}`],
    ["drawing", drawingPath(0)],
    ["static page", "/privacidade"],
    ["not found", "/pagina-que-nao-existe"],
  ];
  for (const mobile of [true, false]) {
    it(`has no serious or critical axe violations on any template (${mobile ? "mobile" : "desktop"})`, async () => {
      for (const [, path] of templates()) {
        // A first visit: the cookie banner is on screen too.
        const page = await newPage({ mobile });
        await page.goto(path as string);
        await checkA11y(page);
        await closePage(page);
      }
    });
  }
});
