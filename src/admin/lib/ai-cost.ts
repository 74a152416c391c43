import { formatUsd } from "#src/lib/format.ts";

/**
 * "US$ 0,004": what an AI call cost in US dollars, with the 3 decimals of
 * spec section 9 in pt-BR (0,000 when the cost is unknown: null, negative or
 * not a number). The reformulate dialog and the published drawing's prompt
 * cost both show it.
 */
export function formatAiCost(cost: number | null | undefined): string {
  return formatUsd(cost);
}
