import type { YearlyDate } from "../calendar/yearly-date.ts";

/** The weekdays and months as the admin's date fields name them (0 = domingo, 1 = janeiro). */
export const WEEKDAY_NAMES = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];
export const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/**
 * Which one of the month, agreeing with the weekday: domingo and sábado are
 * masculine ('2º domingo', 'Último sábado'), the '-feira' days feminine
 * ('1ª segunda-feira', 'Última sexta-feira'); `nth` -1 is the last.
 */
export function weekdayOrdinal(nth: number, weekday: number): string {
  const feminine = weekday >= 1 && weekday <= 5;
  if (nth === -1) return feminine ? "Última" : "Último";
  return `${nth}${feminine ? "ª" : "º"}`;
}

/** 'Todo ano em 12 de outubro', '2º domingo de maio', 'Domingo de Páscoa', '47 dias antes da Páscoa'; 'Sem data'. */
export function yearlyDateLabel(rule: YearlyDate | null): string {
  if (!rule) return "Sem data";
  switch (rule.kind) {
    case "fixed":
      return `Todo ano em ${rule.day} de ${MONTH_NAMES[rule.month - 1]}`;
    case "weekday": {
      return `${weekdayOrdinal(rule.nth, rule.weekday)} ${WEEKDAY_NAMES[rule.weekday] ?? ""} de ${MONTH_NAMES[rule.month - 1]}`;
    }
    case "easter": {
      if (rule.offsetDays === 0) return "Domingo de Páscoa";
      const days = Math.abs(rule.offsetDays);
      return `${days} ${days === 1 ? "dia" : "dias"} ${rule.offsetDays < 0 ? "antes" : "depois"} da Páscoa`;
    }
  }
}
