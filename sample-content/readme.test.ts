import fs from "node:fs";
import { expect, it } from "vitest";
import { CATALOGUE } from "./catalogue.ts";
import { SAMPLE_COLLECTIONS } from "./collections.ts";

/** What the README promises a new user's first start seeds is what the seed holds. */
it("tells the sample's numbers of categories, drawings and collections as they are", () => {
  const readme = fs.readFileSync(new URL("../README.md", import.meta.url), "utf8").replace(/\s+/g, " ");
  const drawings = CATALOGUE.reduce((sum, category) => sum + category.drawings.length, 0);
  expect(readme).toContain(`${CATALOGUE.length} categories, ${drawings} line-art drawings`);
  expect(readme).toContain(`${SAMPLE_COLLECTIONS.length} collections for the dates of the school calendar`);
});
