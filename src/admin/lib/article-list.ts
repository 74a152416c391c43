import { formatNumber } from "#src/lib/format.ts";

/**
 * The article list's cell formats (spec sections 2 and 9): dates as
 * day/month/2-digit year hour:minute in Brasília time ("23/11/26 14:05"),
 * so they never depend on the browser's zone, and at most two tags per row
 * followed by '+N' for the rest, and the count of articles found.
 */

const dateTimeFormatter = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "America/Sao_Paulo",
});

/** "23/11/26 14:05" in America/Sao_Paulo, or null without a (valid) date. */
export function formatAdminDateTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Built from the parts: the joined form differs between ICU versions ("23/11/26, 14:05" or "23/11/26 14:05").
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeFormatter.formatToParts(date).find((item) => item.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}

/** Spec section 9: the article table shows at most 2 tags, then '+N'. */
export const LIST_TAGS_SHOWN = 2;

export type TagOverflow = { shown: string[]; hidden: string[]; more: string | null };

/** The tags a row shows, the ones it leaves out, and the '+N' label for those (null when none are left out). */
export function tagOverflow(tags: readonly string[], max = LIST_TAGS_SHOWN): TagOverflow {
  const limit = Math.max(0, Math.trunc(max));
  const shown = tags.slice(0, limit);
  const hidden = tags.slice(limit);
  return { shown, hidden, more: hidden.length > 0 ? `+${hidden.length}` : null };
}

/** The list's count: 'N artigos encontrados' ('1 artigo encontrado', '1.234 artigos encontrados'). */
export function foundLabel(total: number): string {
  return total === 1 ? "1 artigo encontrado" : `${formatNumber(total)} artigos encontrados`;
}
