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

/** 'Todo ano em 12 de outubro', '2º domingo de maio', 'Domingo de Páscoa', '47 dias antes da Páscoa'; 'Sem data'. */
export function yearlyDateLabel(rule: YearlyDate | null): string {
  if (!rule) return "Sem data";
  switch (rule.kind) {
    case "fixed":
      return `Todo ano em ${rule.day} de ${MONTH_NAMES[rule.month - 1]}`;
    case "weekday": {
      const day = WEEKDAY_NAMES[rule.weekday] ?? "";
      // Domingo and sábado are masculine, the '-feira' days feminine.
      const feminine = rule.weekday >= 1 && rule.weekday <= 5;
      const ordinal = rule.nth === -1 ? (feminine ? "Última" : "Último") : `${rule.nth}${feminine ? "ª" : "º"}`;
      return `${ordinal} ${day} de ${MONTH_NAMES[rule.month - 1]}`;
    }
    case "easter": {
      if (rule.offsetDays === 0) return "Domingo de Páscoa";
      const days = Math.abs(rule.offsetDays);
      return `${days} ${days === 1 ? "dia" : "dias"} ${rule.offsetDays < 0 ? "antes" : "depois"} da Páscoa`;
    }
  }
}
