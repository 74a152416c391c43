import { expect, it } from "vitest";
import { yearInBrasilia } from "#src/lib/format.ts";
import { recordDependency } from "#src/server/site/dependencies.ts";
import { yearKind, yearValue } from "#src/server/site/kinds/year.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("year", (db) => {
  it("is the footer's year the engine records for every page, and moves when the year turns in Brasília", async () => {
    const lastEvening = new Date("2027-01-01T02:59:00Z");
    const midnight = new Date("2027-01-01T03:00:00Z");
    expect(yearValue(lastEvening)).toBe(yearInBrasilia(lastEvening));
    // As the engine's render does for every page.
    const page = await recorded(async () => recordDependency(yearKind.key(), yearValue(lastEvening)));
    const key = yearKind.key();
    expect(page.get(key)).toBeDefined();
    expect(await evaluated(db(), key, lastEvening)).toBe(page.get(key));
    expect(await evaluated(db(), key, midnight)).not.toBe(page.get(key));
  });

  it("is checked whatever changed", async () => {
    const groups = await groupsAfterWrite(
      db(),
      {
        table: "categories",
        id: null,
        write: async () =>
          (await db().insertInto("categories").values({ name: "A", slug: "a" }).returning("id").executeTakeFirstOrThrow()).id,
      },
      {},
    );
    expect(groups).toContain(yearKind.group);
  });
});
