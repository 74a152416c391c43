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

/**
 * The levels of a 'Ligue os pontos' sheet (issue 48): how many dots the
 * figure's outline is brought down to. A figure whose outline has no room
 * for `fewest` dots at the sheet's spacing is not offered at that level.
 */
export const DOT_LEVELS: Readonly<Record<NumberLevel, { name: string; fewest: number; most: number }>> = {
  facil: { name: "Fácil", fewest: 10, most: 20 },
  medio: { name: "Médio", fewest: 15, most: 40 },
  desafio: { name: "Desafio", fewest: 20, most: 60 },
};
