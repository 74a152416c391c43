import { describe, expect, it } from "vitest";
import { bySeason, type Dated, leadingCollections, longDate, nextSeasonChange, seasonOf } from "./season.ts";

const pascoa: Dated = { id: "a", name: "Páscoa", yearlyDate: { kind: "easter", offsetDays: 0 }, daysBefore: 30 };
const criancas: Dated = { id: "b", name: "Dia das Crianças", yearlyDate: { kind: "fixed", month: 10, day: 12 }, daysBefore: 30 };
const natal: Dated = { id: "c", name: "Natal", yearlyDate: { kind: "fixed", month: 12, day: 25 }, daysBefore: 30 };
const undated: Dated = { id: "d", name: "Dinossauros", yearlyDate: null, daysBefore: 30 };

/** Noon in Brasília (UTC−3) on a day. */
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe("seasonOf", () => {
  it("opens 30 days before Easter 2026 (5 April) and closes after the day", () => {
    expect(seasonOf(pascoa, at("2026-03-05"))).toEqual({ open: false, nextDate: { year: 2026, month: 4, day: 5 } });
    expect(seasonOf(pascoa, at("2026-03-06")).open).toBe(true);
    expect(seasonOf(pascoa, at("2026-04-05")).open).toBe(true);
    expect(seasonOf(pascoa, at("2026-04-06"))).toEqual({ open: false, nextDate: { year: 2027, month: 3, day: 28 } });
  });

  it("judges the day in Brasília: 23:30 on the date is still open, 00:30 the next day is not", () => {
    expect(seasonOf(criancas, new Date("2026-10-13T02:30:00Z")).open).toBe(true);
    expect(seasonOf(criancas, new Date("2026-10-13T03:30:00Z")).open).toBe(false);
  });

  it("has no season without a date", () => {
    expect(seasonOf(undated, at("2026-12-20"))).toEqual({ open: false, nextDate: null });
  });
});

describe("bySeason and leadingCollections", () => {
  it("lists open windows first, then by next date, then undated by name", () => {
    const order = bySeason([undated, pascoa, natal, criancas], at("2026-12-01")).map(({ collection }) => collection.name);
    expect(order).toEqual(["Natal", "Páscoa", "Dia das Crianças", "Dinossauros"]);
    expect(leadingCollections([undated, pascoa, natal, criancas], at("2026-12-01")).map((c) => c.id)).toEqual(["c"]);
    expect(leadingCollections([undated, pascoa, natal, criancas], at("2026-11-20"))).toEqual([]);
  });
});

describe("nextSeasonChange", () => {
  it("is the soonest window edge of any collection, at Brasília's midnight", () => {
    // 25 November 2026 00:00 in Brasília: Natal's window opens (30 days before 25 December).
    expect(nextSeasonChange([pascoa, natal, undated], at("2026-11-20"))?.toISOString()).toBe("2026-11-25T03:00:00.000Z");
    expect(nextSeasonChange([undated], at("2026-11-20"))).toBeNull();
  });
});

it("writes dates in Portuguese", () => {
  expect(longDate({ year: 2027, month: 3, day: 28 })).toBe("28 de março de 2027");
});
