/** pt-BR formatting, in Brasília time, so dates never depend on the server's zone. */
const dateFormatter = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
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

/** A size as people read it: '820 KB', '8,4 MB' (one decimal below 10 MB, none above). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString("pt-BR", { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} MB`;
}

/** A share (0 to 1) as a percentage with one decimal: '9,4 %'. */
export function formatPercent(share: number, decimals = 1): string {
  return `${(share * 100).toLocaleString("pt-BR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} %`;
}

/** "1 desenho" / "12 desenhos". */
export function drawingsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "desenho" : "desenhos"}`;
}

const usdFormatter = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const promptCostFormatter = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

const knownCost = (cost: number | null | undefined) => (typeof cost === "number" && Number.isFinite(cost) && cost > 0 ? cost : 0);

/**
 * "US$ 1,25": an amount of money in US dollars, with the two decimals money
 * is written with, the Brazilian way (decimal comma, dot for thousands);
 * "US$ 0,00" when unknown (null, negative or not a number). A month's AI
 * spending is money.
 */
export function formatUsd(cost: number | null | undefined): string {
  return `US$ ${usdFormatter.format(knownCost(cost))}`;
}

/**
 * "US$ 0,004": what one AI call cost, with the spec's 3 decimals (admin-area.md:
 * "prompt cost in dollars with 3 decimals (0.000 if absent)"): a call costs
 * fractions of a cent, which two decimals would show as "US$ 0,00".
 */
export function formatPromptCost(cost: number | null | undefined): string {
  return `US$ ${promptCostFormatter.format(knownCost(cost))}`;
}
