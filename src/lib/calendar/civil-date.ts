/**
 * Calendar days without a time of day or a zone (a "civil date", as
 * Temporal.PlainDate calls it), and what day it is in Brasília: the site's
 * seasonal collections open and close at Brasília's midnight, wherever the
 * server or the visitor is. Brasília has kept UTC−3 all year since 2019; the
 * zone is still asked by name (America/Sao_Paulo), so a future change of
 * rule comes with the platform's time-zone data, not a code change.
 */
export type CivilDate = { year: number; month: number; day: number };

export const BRASILIA_TIME_ZONE = "America/Sao_Paulo";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (a Thursday): the arithmetic of civil dates, in UTC where no zone moves a day. */
function dayNumber({ year, month, day }: CivilDate): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(days: number): CivilDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Negative when `a` comes first, 0 on the same day. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(date: CivilDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** '2026-10-12'. */
export function isoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const brasiliaParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BRASILIA_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hourCycle: "h23",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

function zonedParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of brasiliaParts.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts;
}

/** The day it is in Brasília at `instant`. */
export function brasiliaDate(instant: Date): CivilDate {
  const { year, month, day } = zonedParts(instant);
  return { year: year as number, month: month as number, day: day as number };
}

/**
 * The instant a day starts in Brasília (its midnight), found from the zone's
 * offset at that moment rather than a fixed −3 h.
 */
export function brasiliaMidnight(date: CivilDate): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 3);
  const { year, month, day, hour, minute, second } = zonedParts(new Date(guess));
  const shown = Date.UTC(
    year as number,
    (month as number) - 1,
    day as number,
    hour as number,
    minute as number,
    second as number,
  );
  const offset = shown - guess;
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - offset);
}
