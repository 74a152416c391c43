import { describe, expect, it } from "vitest";
import { catalogueSite } from "../../support/catalogue-site.ts";

/**
 * What HTML itself forbids, on every public template: html-validate found a
 * `<style>` inside a `<div>` on every page with an island (Astro writes its
 * islands' CSS rule there; astro.config.mjs islandStylesInStylesheet moves
 * it into the stylesheet).
 */
const { get, templatePaths } = catalogueSite();

describe("the HTML of every public template", () => {
  it("has no <style> element in its body", async () => {
    for (const path of templatePaths()) {
      const { document } = await get(path);
      expect({ path, styles: document.body.querySelectorAll("style").length }).toEqual({ path, styles: 0 });
      // The islands still take no box of their own: the rule is in the stylesheet now.
      if (document.querySelector("astro-island"))
        expect(document.querySelector('head link[rel="stylesheet"], head style'), path).not.toBeNull();
    }
  });
});
