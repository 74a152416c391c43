/**
 * The activities a drawing gives (issue 48) and the learning objective of the
 * BNCC (Base Nacional Comum Curricular, Educação Infantil, crianças pequenas
 * de 4 a 5 anos e 11 meses) each one works on: the one data file the
 * teacher's sheet and the caderno's cover read, code and words as the BNCC
 * writes them.
 */
export type BnccObjectiveCode = "EI03TS02" | "EI03ET07" | "EI03CG05";

export type BnccObjective = {
  code: BnccObjectiveCode;
  /** The field of experience ('campo de experiência') it belongs to. */
  field: string;
  /** The objective, word for word. */
  words: string;
};

export const BNCC_OBJECTIVES: Readonly<Record<BnccObjectiveCode, BnccObjective>> = {
  EI03TS02: {
    code: "EI03TS02",
    field: "Traços, sons, cores e formas",
    words:
      "Expressar-se livremente por meio de desenho, pintura, colagem, dobradura e escultura, criando produções bidimensionais e tridimensionais.",
  },
  EI03ET07: {
    code: "EI03ET07",
    field: "Espaços, tempos, quantidades, relações e transformações",
    words: "Relacionar números às suas respectivas quantidades e identificar o antes, o depois e o entre em uma sequência.",
  },
  EI03CG05: {
    code: "EI03CG05",
    field: "Corpo, gestos e movimentos",
    words: "Coordenar suas habilidades manuais no atendimento adequado a seus interesses e necessidades em situações diversas.",
  },
};

export const ACTIVITY_KINDS = ["colorir", "pinte-por-numero", "ligue-os-pontos", "traco-grosso"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export type Activity = { kind: ActivityKind; name: string; objective: BnccObjective };

/** Each activity by its name on the page and the objective its sheet names. */
export const ACTIVITIES: Readonly<Record<ActivityKind, Activity>> = {
  colorir: { kind: "colorir", name: "Colorir", objective: BNCC_OBJECTIVES.EI03TS02 },
  "pinte-por-numero": { kind: "pinte-por-numero", name: "Pinte por número", objective: BNCC_OBJECTIVES.EI03ET07 },
  "ligue-os-pontos": { kind: "ligue-os-pontos", name: "Ligue os pontos", objective: BNCC_OBJECTIVES.EI03ET07 },
  "traco-grosso": { kind: "traco-grosso", name: "Traço grosso", objective: BNCC_OBJECTIVES.EI03CG05 },
};

/** The line a teacher's sheet and a caderno's cover print: 'BNCC EI03ET07 (Espaços, tempos, …): Relacionar números…'. */
export function objectiveLine(objective: BnccObjective): string {
  return `BNCC ${objective.code} (${objective.field}): ${objective.words}`;
}

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === "string" && (ACTIVITY_KINDS as readonly string[]).includes(value);
}
