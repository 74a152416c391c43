/** pt-BR formatting, in Brasília time, so dates never depend on the server's zone. */
const dateFormatter = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});
const numberFormatter = new Intl.NumberFormat("pt-BR");
const yearFormatter = new Intl.DateTimeFormat("pt-BR", { year: "numeric", timeZone: "America/Sao_Paulo" });

/** "2 de outubro de 2026", or "-" when there is no date. */
export function formatDate(date: Date | null | undefined): string {
  return date ? dateFormatter.format(date) : "-";
}

/** The year in Brasília at `now` ("2026"): what the footer prints. */
export function yearInBrasilia(now = new Date()): string {
  return yearFormatter.format(now);
}

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** "1 desenho" / "12 desenhos". */
export function drawingsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "desenho" : "desenhos"}`;
}
