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

const usdFormatter = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * "US$ 0,004": a cost in US dollars with the spec's 3 decimals, written the
 * Brazilian way (decimal comma, dot for thousands); 0,000 when unknown
 * (null, negative or not a number).
 */
export function formatUsd(cost: number | null | undefined): string {
  return `US$ ${usdFormatter.format(typeof cost === "number" && Number.isFinite(cost) && cost > 0 ? cost : 0)}`;
}
