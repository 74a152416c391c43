import type { Colour } from "#src/lib/colouring/document.ts";
import { colourName, cssColour, PALETTE } from "#src/lib/colouring/palette.ts";

/**
 * The palette: 24 named colours and the ones used last. Each colour is a
 * button named after its colour ('Vermelho'), pressed while chosen, so a
 * keyboard or a screen reader picks colours as a finger does.
 */
type Props = { colour: Colour | null; recent: readonly Colour[]; onChoose: (colour: Colour) => void };

const SWATCH =
  "size-10 shrink-0 rounded-full border-2 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:size-9";

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
      className={`${SWATCH} ${chosen ? "scale-110 border-ink ring-2 ring-ink ring-offset-2" : "border-gray-300"}`}
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
      <fieldset className="-mx-1 -my-2 flex min-w-0 gap-2 overflow-x-auto px-1 py-2 lg:flex-wrap lg:overflow-visible">
        <legend className="sr-only">Cores</legend>
        {PALETTE.map((entry) => (
          <Swatch key={entry.colour} colour={entry.colour} chosen={entry.colour === colour} onChoose={onChoose} />
        ))}
      </fieldset>
      {recent.length > 0 && (
        <fieldset className="-mx-1 -my-2 flex min-w-0 items-center gap-2 overflow-x-auto px-1 py-2 lg:flex-wrap lg:overflow-visible">
          <legend className="sr-only">Cores recentes</legend>
          <span className="shrink-0 text-sm font-semibold text-gray-700" aria-hidden="true">
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
