/**
 * The levels of a 'Pinte por número' sheet (issue 48): how many colours its
 * legend may have ('Fácil' four). Apart from the planning code, so a page
 * that offers the levels does not load it.
 */
export const NUMBER_LEVELS = {
  facil: { name: "Fácil", colours: 4 },
  medio: { name: "Médio", colours: 6 },
  desafio: { name: "Desafio", colours: 8 },
} as const;
export type NumberLevel = keyof typeof NUMBER_LEVELS;

export function isNumberLevel(value: unknown): value is NumberLevel {
  return typeof value === "string" && Object.hasOwn(NUMBER_LEVELS, value);
}
