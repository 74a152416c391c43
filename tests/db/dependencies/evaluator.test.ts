import type { KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { keys } from "#src/server/site/kinds/registry.ts";
import { Evaluator, UNKNOWN } from "#src/server/site/plan/evaluator.ts";
import { describeKind } from "./support.ts";

describeKind("evaluator", (db) => {
  it("reads every drawing asked about with one query, and each category list once", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const ids: string[] = [];
    for (const title of ["Gato", "Cão", "Peixe"]) ids.push((await createDrawing(db(), { title, categoryId: animals.id })).id);
    const [cat, dog, fish] = ids as [string, string, string];
    const queries: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const evaluator = new Evaluator(db().withPlugin(recorder));
    const hashes = await evaluator.hashes([
      keys.drawing(cat),
      keys.drawingCard(dog),
      keys.drawingCard(cat),
      keys.drawing(fish),
      keys.drawing(dog),
      keys.related(animals.id),
    ]);
    expect(hashes.size).toBe(6);
    expect(queries).toEqual(["SelectQueryNode", "SelectQueryNode"]);
    // Asked again, the evaluator answers from memory.
    await evaluator.hashes([keys.drawing(dog), keys.related(animals.id)]);
    expect(queries).toHaveLength(2);
  });

  it("answers keys of no known kind with UNKNOWN, so their pages render again", async () => {
    const hashes = await new Evaluator(db()).hashes(["mystery:1", "mystery|2", ""]);
    expect([...hashes.values()]).toEqual([UNKNOWN, UNKNOWN, UNKNOWN]);
  });
});
