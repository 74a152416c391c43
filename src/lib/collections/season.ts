import { brasiliaDate, brasiliaMidnight, type CivilDate, compareDates, isoDate } from "../calendar/civil-date.ts";
import { nextDate, nextWindowChange, openWindow, type YearlyDate } from "../calendar/yearly-date.ts";
import { MONTH_NAMES } from "./rule-label.ts";

/**
 * Where a collection stands in the year (issue 36): whether its window is
 * open (it leads the home page and the collections' page), and its next
 * date. Judged by the day in Brasília, from the clock the page is rendered
 * with: the rebuild engine renders again, at the moment a window opens or
 * closes, exactly the pages whose season moved (src/server/site/kinds/season.ts).
 */
export type Dated = { id: string; name: string; yearlyDate: YearlyDate | null; daysBefore: number };

export type Season = {
  /** Its window is open today: from `daysBefore` days before the date until the date's end. */
  open: boolean;
  /** Its next date (today's, on the day), or null for a collection without one. */
  nextDate: CivilDate | null;
};

export function seasonOf(collection: Dated, now: Date): Season {
  if (!collection.yearlyDate) return { open: false, nextDate: null };
  const today = brasiliaDate(now);
  return {
    open: openWindow(collection.yearlyDate, today, collection.daysBefore) !== null,
    nextDate: nextDate(collection.yearlyDate, today),
  };
}

/** A season as a page records it (a fingerprint's input). */
export function seasonValue(season: Season): [boolean, string | null] {
  return [season.open, season.nextDate ? isoDate(season.nextDate) : null];
}

/**
 * The collections in the order the collections' page lists them: open
 * windows first, then the dated ones by their next date, then those without
 * a date by name (ties by name, then id).
 */
export function bySeason<T extends Dated>(collections: readonly T[], now: Date): { collection: T; season: Season }[] {
  const rank = (season: Season) => (season.open ? 0 : season.nextDate ? 1 : 2);
  return collections
    .map((collection) => ({ collection, season: seasonOf(collection, now) }))
    .sort((a, b) => {
      const ranked = rank(a.season) - rank(b.season);
      if (ranked !== 0) return ranked;
      if (a.season.nextDate && b.season.nextDate) {
        const dated = compareDates(a.season.nextDate, b.season.nextDate);
        if (dated !== 0) return dated;
      }
      return a.collection.name.localeCompare(b.collection.name, "pt-BR") || a.collection.id.localeCompare(b.collection.id);
    });
}

/** The collections whose window is open at `now`, soonest date first: what leads the home page. */
export function leadingCollections<T extends Dated>(collections: readonly T[], now: Date): T[] {
  return bySeason(collections, now)
    .filter(({ season }) => season.open)
    .map(({ collection }) => collection);
}

/** The next instant after `now` at which any collection's window opens or closes; null when none has a date. */
export function nextSeasonChange(collections: readonly Dated[], now: Date): Date | null {
  let next: Date | null = null;
  for (const collection of collections) {
    if (!collection.yearlyDate) continue;
    const change = nextWindowChange(collection.yearlyDate, now, collection.daysBefore);
    if (change && (!next || change < next)) next = change;
  }
  return next;
}

/** '5 de abril de 2026'. */
export function longDate(date: CivilDate): string {
  return `${date.day} de ${MONTH_NAMES[date.month - 1]} de ${date.year}`;
}

/** '5 de abril'. */
export function dayAndMonth(date: CivilDate): string {
  return `${date.day} de ${MONTH_NAMES[date.month - 1]}`;
}

/**
 * The next instant after `now` at which what pages show of the calendar may
 * change: a collection's window opens or closes, or the year turns in
 * Brasília (every footer prints it).
 */
export function nextCalendarEdge(collections: readonly Dated[], now: Date): Date {
  const newYear = brasiliaMidnight({ year: brasiliaDate(now).year + 1, month: 1, day: 1 });
  const season = nextSeasonChange(collections, now);
  return season && season < newYear ? season : newYear;
}
