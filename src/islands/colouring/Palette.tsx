import type { Colour } from "#src/browser/colouring/document.ts";
import { colourName, cssColour, PALETTE } from "#src/browser/colouring/palette.ts";

/**
 * The palette: 24 named colours and the ones used last. Each colour is a
 * button named after its colour ('Vermelho'), pressed while chosen, so a
 * keyboard or a screen reader picks colours as a finger does. Swatches are
 * 44 px, a small finger's target, in rows that wrap: every colour in view,
 * none scrolled out of sight (issue 34). The chosen one is marked inside
 * its circle, so it takes no room from its neighbours.
 */
type Props = { colour: Colour | null; recent: readonly Colour[]; onChoose: (colour: Colour) => void };

const SWATCH =
  "size-11 shrink-0 rounded-full border-2 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const ROWS = "grid min-w-0 grid-cols-[repeat(auto-fill,2.75rem)] justify-between gap-0.5";

function Swatch({
  colour,
  chosen,
  onChoose,
  label = colourName(colour),
}: {
  colour: Colour;
  chosen: boolean;
  onChoose: (colour: Colour) => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={`${SWATCH} ${chosen ? "border-[3px] border-ink shadow-[inset_0_0_0_3px_white]" : "border-gray-300"}`}
      style={{ backgroundColor: cssColour(colour) }}
      aria-label={label}
      aria-pressed={chosen}
      title={label}
      onClick={() => onChoose(colour)}
    />
  );
}

export default function Palette({ colour, recent, onChoose }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <fieldset className={ROWS}>
        <legend className="sr-only">Cores</legend>
        {PALETTE.map((entry) => (
          <Swatch key={entry.colour} colour={entry.colour} chosen={entry.colour === colour} onChoose={onChoose} />
        ))}
      </fieldset>
      {recent.length > 0 && (
        <fieldset className="flex min-w-0 items-center gap-0.5">
          <legend className="sr-only">Cores recentes</legend>
          <span className="mr-1 shrink-0 text-sm font-semibold text-gray-700" aria-hidden="true">
            Recentes:
          </span>
          {recent.map((used) => (
            <Swatch key={used} colour={used} chosen={false} onChoose={onChoose} label={`${colourName(used)} (recente)`} />
          ))}
        </fieldset>
      )}
    </div>
  );
}
