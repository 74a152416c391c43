import { describe, expect, it } from "vitest";
import { addDays, brasiliaDate, brasiliaMidnight, type CivilDate, isoDate, weekday } from "./civil-date.ts";
import {
  dateIn,
  easterSunday,
  isOpenAt,
  nextDate,
  nextWindowChange,
  openWindow,
  windowIn,
  type YearlyDate,
} from "./yearly-date.ts";

const date = (iso: string): CivilDate => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = (value: CivilDate | null) => (value ? isoDate(value) : null);

const PASCOA: YearlyDate = { kind: "easter", offsetDays: 0 };
const DIA_DAS_MAES: YearlyDate = { kind: "weekday", month: 5, weekday: 0, nth: 2 };
const DIA_DAS_CRIANCAS: YearlyDate = { kind: "fixed", month: 10, day: 12 };
const DIA_DE_REIS: YearlyDate = { kind: "fixed", month: 1, day: 6 };

describe("Easter", () => {
  it("falls where the Church's tables put it, 2026 to 2030", () => {
    expect([2026, 2027, 2028, 2029, 2030].map((year) => iso(easterSunday(year)))).toEqual([
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2029-04-01",
      "2030-04-21",
    ]);
  });

  it("is always a Sunday between 22 March and 25 April", () => {
    for (let year = 1900; year <= 2199; year++) {
      const easter = easterSunday(year);
      expect(weekday(easter)).toBe(0);
      const key = easter.month * 100 + easter.day;
      expect(key >= 322 && key <= 425).toBe(true);
    }
  });

  it("gives the days counted from it: Carnaval Tuesday 47 days before", () => {
    expect(iso(dateIn({ kind: "easter", offsetDays: -47 }, 2026))).toBe("2026-02-17");
    expect(iso(dateIn(PASCOA, 2027))).toBe("2027-03-28");
  });
});

describe("yearly dates", () => {
  it("finds the second Sunday of May (Dia das Mães) and the last Sunday of a month", () => {
    expect([2026, 2027, 2028].map((year) => iso(dateIn(DIA_DAS_MAES, year)))).toEqual(["2026-05-10", "2027-05-09", "2028-05-14"]);
    expect(iso(dateIn({ kind: "weekday", month: 8, weekday: 0, nth: -1 }, 2026))).toBe("2026-08-30");
    // August 2026 has five Sundays, September 2026 four.
    expect(iso(dateIn({ kind: "weekday", month: 8, weekday: 0, nth: 5 }, 2026))).toBe("2026-08-30");
    expect(dateIn({ kind: "weekday", month: 9, weekday: 0, nth: 5 }, 2026)).toBeNull();
  });

  it("keeps a fixed day, and has no 29 February in a common year", () => {
    expect(iso(dateIn(DIA_DAS_CRIANCAS, 2026))).toBe("2026-10-12");
    expect(iso(dateIn({ kind: "fixed", month: 2, day: 29 }, 2028))).toBe("2028-02-29");
    expect(dateIn({ kind: "fixed", month: 2, day: 29 }, 2027)).toBeNull();
  });

  it("opens a window 30 days before the date, by default, until the date itself", () => {
    expect(windowIn(DIA_DAS_CRIANCAS, 2026)).toEqual({ opens: date("2026-09-12"), date: date("2026-10-12") });
    expect(openWindow(DIA_DAS_CRIANCAS, date("2026-09-11"))).toBeNull();
    expect(iso(openWindow(DIA_DAS_CRIANCAS, date("2026-09-12"))?.date ?? null)).toBe("2026-10-12");
    expect(iso(openWindow(DIA_DAS_CRIANCAS, date("2026-10-12"))?.date ?? null)).toBe("2026-10-12");
    expect(openWindow(DIA_DAS_CRIANCAS, date("2026-10-13"))).toBeNull();
    expect(openWindow(DIA_DAS_CRIANCAS, date("2026-10-05"), 3)).toBeNull();
  });

  it("opens the window of an early-January date in December, across the New Year", () => {
    expect(openWindow(DIA_DE_REIS, date("2026-12-06"))).toBeNull();
    expect(openWindow(DIA_DE_REIS, date("2026-12-07"))).toEqual({ opens: date("2026-12-07"), date: date("2027-01-06") });
    expect(openWindow(DIA_DE_REIS, date("2027-01-01"))).toEqual({ opens: date("2026-12-07"), date: date("2027-01-06") });
    expect(openWindow(DIA_DE_REIS, date("2027-01-07"))).toBeNull();
  });

  it("says the next date: this year's until it has passed, then next year's", () => {
    expect(iso(nextDate(PASCOA, date("2026-04-05")))).toBe("2026-04-05");
    expect(iso(nextDate(PASCOA, date("2026-04-06")))).toBe("2027-03-28");
    expect(iso(nextDate({ kind: "fixed", month: 2, day: 29 }, date("2026-03-01")))).toBe("2028-02-29");
  });
});

describe("Brasília time", () => {
  it("is three hours behind UTC: the day changes at 03:00 UTC", () => {
    expect(iso(brasiliaDate(new Date("2026-10-12T02:59:59Z")))).toBe("2026-10-11");
    expect(iso(brasiliaDate(new Date("2026-10-12T03:00:00Z")))).toBe("2026-10-12");
    expect(brasiliaMidnight(date("2026-10-12")).toISOString()).toBe("2026-10-12T03:00:00.000Z");
    expect(brasiliaMidnight(date("2027-01-01")).toISOString()).toBe("2027-01-01T03:00:00.000Z");
  });

  it("opens and closes a window at Brasília's midnight, whatever the server's zone", () => {
    expect(isOpenAt(DIA_DAS_CRIANCAS, new Date("2026-09-12T02:59:59Z"))).toBe(false);
    expect(isOpenAt(DIA_DAS_CRIANCAS, new Date("2026-09-12T03:00:00Z"))).toBe(true);
    // The whole of the 12th in Brasília, which ends at 03:00 UTC on the 13th.
    expect(isOpenAt(DIA_DAS_CRIANCAS, new Date("2026-10-13T02:59:59Z"))).toBe(true);
    expect(isOpenAt(DIA_DAS_CRIANCAS, new Date("2026-10-13T03:00:00Z"))).toBe(false);
  });

  it("names the next moment a window opens or closes, for the rebuild to wake at", () => {
    expect(nextWindowChange(DIA_DAS_CRIANCAS, new Date("2026-08-01T12:00:00Z"))?.toISOString()).toBe("2026-09-12T03:00:00.000Z");
    expect(nextWindowChange(DIA_DAS_CRIANCAS, new Date("2026-09-12T03:00:00Z"))?.toISOString()).toBe("2026-10-13T03:00:00.000Z");
    expect(nextWindowChange(DIA_DAS_CRIANCAS, new Date("2026-10-13T03:00:00Z"))?.toISOString()).toBe("2027-09-12T03:00:00.000Z");
    expect(nextWindowChange(DIA_DE_REIS, new Date("2026-12-31T12:00:00Z"))?.toISOString()).toBe("2027-01-07T03:00:00.000Z");
  });

  it("adds days across months and years", () => {
    expect(iso(addDays(date("2026-12-31"), 1))).toBe("2027-01-01");
    expect(iso(addDays(date("2028-03-01"), -1))).toBe("2028-02-29");
  });
});
