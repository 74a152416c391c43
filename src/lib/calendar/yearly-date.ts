import { addDays, brasiliaDate, brasiliaMidnight, type CivilDate, compareDates, daysInMonth, weekday } from "./civil-date.ts";

/**
 * The dates the school calendar comes back to each year, and the window
 * around each in which a seasonal collection leads the site (issue 36):
 * - a fixed day: Dia das Crianças, 12 October; Natal, 25 December;
 * - the nth weekday of a month: Dia das Mães, the second Sunday of May
 *   (`nth: -1` is the last one);
 * - a day counted from Easter Sunday: Páscoa itself, Carnaval (−47).
 * A window opens `daysBefore` days before the date (30 by default) and
 * closes when the day ends, both at Brasília's midnight.
 */
export type YearlyDate =
  | { kind: "fixed"; month: number; day: number }
  | { kind: "weekday"; month: number; weekday: number; nth: 1 | 2 | 3 | 4 | 5 | -1 }
  | { kind: "easter"; offsetDays: number };

export const DEFAULT_DAYS_BEFORE = 30;

/** Easter Sunday of a Gregorian year (the anonymous algorithm, after Meeus). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The date a rule gives in `year`; null for a day that year lacks (29 February, a fifth Sunday). */
export function dateIn(rule: YearlyDate, year: number): CivilDate | null {
  switch (rule.kind) {
    case "fixed":
      return rule.day <= daysInMonth(year, rule.month) ? { year, month: rule.month, day: rule.day } : null;
    case "easter":
      return addDays(easterSunday(year), rule.offsetDays);
    case "weekday": {
      const length = daysInMonth(year, rule.month);
      if (rule.nth === -1) {
        const last: CivilDate = { year, month: rule.month, day: length };
        return addDays(last, -((weekday(last) - rule.weekday + 7) % 7));
      }
      const first: CivilDate = { year, month: rule.month, day: 1 };
      const day = 1 + ((rule.weekday - weekday(first) + 7) % 7) + 7 * (rule.nth - 1);
      return day <= length ? { year, month: rule.month, day } : null;
    }
  }
}

export type Window = { opens: CivilDate; date: CivilDate };

/** The window of a rule's occurrence in `year`: from `daysBefore` days before the date to the date itself. */
export function windowIn(rule: YearlyDate, year: number, daysBefore = DEFAULT_DAYS_BEFORE): Window | null {
  const date = dateIn(rule, year);
  return date ? { opens: addDays(date, -daysBefore), date } : null;
}

/**
 * The window open on `today`, if any. The window of next year's date may
 * open this year (a date in early January), so both are asked.
 */
export function openWindow(rule: YearlyDate, today: CivilDate, daysBefore = DEFAULT_DAYS_BEFORE): Window | null {
  for (const year of [today.year, today.year + 1]) {
    const window = windowIn(rule, year, daysBefore);
    if (window && compareDates(window.opens, today) <= 0 && compareDates(today, window.date) <= 0) return window;
  }
  return null;
}

/** The rule's next date on or after `today` (this year's, or next year's once it has passed). */
export function nextDate(rule: YearlyDate, today: CivilDate): CivilDate | null {
  for (let year = today.year; year <= today.year + 4; year++) {
    const date = dateIn(rule, year);
    if (date && compareDates(today, date) <= 0) return date;
  }
  return null;
}

/** Whether a rule's window is open at `instant`, judged by the day it is in Brasília. */
export function isOpenAt(rule: YearlyDate, instant: Date, daysBefore = DEFAULT_DAYS_BEFORE): boolean {
  return openWindow(rule, brasiliaDate(instant), daysBefore) !== null;
}

/**
 * The next instant after `instant` at which the rule's window opens or
 * closes (Brasília's midnight starting the first day, or ending the date):
 * when the pages that show seasonal collections must be rendered again.
 */
export function nextWindowChange(rule: YearlyDate, instant: Date, daysBefore = DEFAULT_DAYS_BEFORE): Date | null {
  const today = brasiliaDate(instant);
  const changes: Date[] = [];
  for (const year of [today.year, today.year + 1, today.year + 2]) {
    const window = windowIn(rule, year, daysBefore);
    if (!window) continue;
    changes.push(brasiliaMidnight(window.opens), brasiliaMidnight(addDays(window.date, 1)));
  }
  return changes.filter((change) => change.getTime() > instant.getTime()).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}
