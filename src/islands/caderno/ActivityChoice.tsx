import { ACTIVITIES, ACTIVITY_KINDS, type ActivityKind } from "#src/lib/activities/bncc.ts";
import { DOT_LEVELS, NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";

/**
 * The caderno's 'Atividade' (issue 48): 'Colorir' (the drawings as they are)
 * or one activity sheet of each drawing ('Pinte por número', 'Ligue os
 * pontos', 'Traço grosso'), with the level or 'Economia de tinta' the
 * activity takes. Its value is all the dialog needs to ask for the sheets.
 */
export type ActivityValue = { kind: ActivityKind; level: NumberLevel; saveInk: boolean };

const pill =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-gray-200 px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/** What each level means for the activity: '4 cores', 'até 20 pontos'. */
function levelHint(kind: ActivityKind, level: NumberLevel): string {
  return kind === "ligue-os-pontos" ? `até ${DOT_LEVELS[level].most} pontos` : `${NUMBER_LEVELS[level].colours} cores`;
}

export function ActivityChoice({ value, onChange }: { value: ActivityValue; onChange: (value: ActivityValue) => void }) {
  const { kind, level, saveInk } = value;
  const activity = ACTIVITIES[kind];
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">Atividade</legend>
        <div className="flex flex-wrap gap-2">
          {ACTIVITY_KINDS.map((choice) => (
            <label key={choice} className={pill}>
              <input
                type="radio"
                name="atividade"
                value={choice}
                checked={kind === choice}
                onChange={() => onChange({ ...value, kind: choice })}
                className="accent-brand-700"
              />
              {ACTIVITIES[choice].name}
            </label>
          ))}
        </div>
      </fieldset>
      {(kind === "pinte-por-numero" || kind === "ligue-os-pontos") && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-bold">Nível</legend>
          <div className="flex flex-wrap gap-2">
            {(Object.keys(NUMBER_LEVELS) as NumberLevel[]).map((choice) => (
              <label key={choice} className={pill}>
                <input
                  type="radio"
                  name="nivel"
                  value={choice}
                  checked={level === choice}
                  onChange={() => onChange({ ...value, level: choice })}
                  className="accent-brand-700"
                />
                {NUMBER_LEVELS[choice].name} <span className="text-sm text-gray-600">({levelHint(kind, choice)})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === "traco-grosso" && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={saveInk}
            onChange={(event) => onChange({ ...value, saveInk: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          Economia de tinta: áreas pretas cheias viram só o contorno
        </label>
      )}
      {kind !== "colorir" && (
        <p className="text-sm text-gray-700">
          Uma folha por desenho, com linha para nome e data e o objetivo da BNCC ({activity.objective.code}). Desenhos que não
          servem para a atividade ficam de fora, e o aviso diz quais.
        </p>
      )}
    </>
  );
}
