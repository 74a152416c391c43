import { DIFFICULTY_LABELS, DIFFICULTY_TIERS, type DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { DrawingDifficulty } from "#src/lib/domain.ts";

/**
 * A drawing's difficulty in its admin form (issue 25): the choices of its
 * select ('Automático' says what was computed), and what the level was made
 * from: the region count, the score, leaks in the lines, the AI's proposal.
 * With them, what the same analysis of the map found for the activities
 * (issue 48): whether the page offers 'Ligue os pontos'.
 */
const tierLabel = (tier: DifficultyTier) => `${DIFFICULTY_LABELS[tier].name} (${DIFFICULTY_LABELS[tier].ages})`;

/**
 * The select's choices, short enough for the form's side column (the computed
 * level's ages once cut 'Automático (calculado: Fácil (3 a' off): the ages are
 * on the levels chosen by hand, and in the details below for the computed one.
 */
export function difficultyOptions(details: DrawingDifficulty | null) {
  const computed = details?.computed ? DIFFICULTY_LABELS[details.computed].name : "ainda não calculado";
  return [
    { value: "auto", label: `Automático: ${computed}` },
    ...DIFFICULTY_TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) })),
  ];
}

/** 'Ligue os pontos' as the map's analysis decided it (null: not measured yet). */
function dotFigureText(dotFigure: boolean | null): string {
  if (dotFigure === null) return "—";
  return dotFigure
    ? "oferecido: o contorno da figura principal vira pontos"
    : "não oferecido: o desenho não tem uma figura principal com contorno fechado";
}

export function DifficultyDetails({
  details,
  dotFigure = null,
}: {
  details: DrawingDifficulty | null;
  dotFigure?: boolean | null;
}) {
  if (!details) return null;
  const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600" data-difficulty-details>
      <dt className="font-medium text-slate-700">Nível calculado</dt>
      <dd>{details.computed ? tierLabel(details.computed) : "ainda não calculado"}</dd>
      <dt className="font-medium text-slate-700">Áreas para pintar</dt>
      <dd>{details.regions === null ? "—" : number.format(details.regions)}</dd>
      <dt className="font-medium text-slate-700">Pontuação</dt>
      <dd>{details.score === null ? "—" : number.format(details.score)}</dd>
      <dt className="font-medium text-slate-700">Falhas no traço</dt>
      <dd>
        {details.leaks === null
          ? "—"
          : details.leaks === 0
            ? "nenhuma"
            : `${number.format(details.leaks)} (a tinta pode vazar ao pintar online)`}
      </dd>
      {details.ai && (
        <>
          <dt className="font-medium text-slate-700">Sugestão da IA</dt>
          <dd>{tierLabel(details.ai)}</dd>
        </>
      )}
      <dt className="font-medium text-slate-700">Ligue os pontos</dt>
      <dd>{dotFigureText(dotFigure)}</dd>
    </dl>
  );
}
