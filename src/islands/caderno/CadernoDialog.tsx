import { useEffect, useId, useRef, useState } from "react";
import { CADERNO_MAX_DRAWINGS, type PerSheet } from "#src/browser/caderno/layout.ts";
import { type CadernoItem, saveCaderno } from "#src/browser/caderno/save-caderno.ts";
import { toast } from "#src/browser/toast.ts";
import Icon from "../Icon.tsx";
import { ActivityChoice, type ActivityValue } from "./ActivityChoice.tsx";

/**
 * 'Baixar caderno' (issue 36): many drawings in one PDF, made in this tab
 * from the drawings' stored A4 PDFs (./caderno-pdf.ts, with pdf-lib, loaded
 * only when the caderno is asked for). The dialog picks the drawings (all
 * of the list, up to CADERNO_MAX_DRAWINGS), how many to a sheet, the name
 * line and the cover, and the activity (issue 48: one 'Ligue os pontos'
 * sheet of each drawing, say; ./ActivityChoice.tsx); while the PDF is made
 * it shows 'Preparando o caderno… 12 de 30' and 'Cancelar'. Each drawing in
 * the caderno counts one download.
 */
export type { CadernoItem } from "#src/browser/caderno/save-caderno.ts";

export type CadernoDialogProps = {
  /** The caderno's name: its cover, its file name, its document title. */
  title: string;
  drawings: readonly CadernoItem[];
  /** Called once the dialog has closed (saved, cancelled or dismissed): its opener unmounts it. */
  onClosed: () => void;
};

type Stage = { state: "options" } | { state: "making"; done: number; total: number } | { state: "failed"; message: string };

const PER_SHEET_CHOICES: { value: PerSheet; label: string }[] = [
  { value: 1, label: "1 por folha" },
  { value: 2, label: "2 por folha" },
  { value: 4, label: "4 por folha" },
];

/** The dialog, opened as it mounts (./CadernoButton.tsx and ./open-caderno.tsx mount it on a press). */
export function CadernoDialog({ title, drawings, onClosed }: CadernoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const abort = useRef<AbortController | null>(null);
  const headingId = useId();
  const [stage, setStage] = useState<Stage>({ state: "options" });
  const [perSheet, setPerSheet] = useState<PerSheet>(2);
  const [nameLine, setNameLine] = useState(true);
  const [cover, setCover] = useState(true);
  const [activity, setActivity] = useState<ActivityValue>({ kind: "colorir", level: "facil", saveInk: false });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => firstIds(drawings));

  // Open as it mounts: its opener mounts it on a press.
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  // A list that changes (favourites removed) keeps the choice to what it still holds.
  useEffect(() => {
    setChosen((current) => {
      const kept = new Set(drawings.filter((drawing) => current.has(drawing.id)).map((drawing) => drawing.id));
      return kept.size > 0 ? kept : firstIds(drawings);
    });
  }, [drawings]);

  const selected = drawings.filter((drawing) => chosen.has(drawing.id));
  const full = selected.length >= CADERNO_MAX_DRAWINGS;

  const close = () => {
    abort.current?.abort();
    dialog.current?.close();
  };
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < CADERNO_MAX_DRAWINGS) next.add(id);
      return next;
    });

  const make = async () => {
    if (selected.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setStage({ state: "making", done: 0, total: selected.length });
    try {
      const { skipped } = await saveCaderno(
        selected,
        { title, perSheet, nameLine, cover, activity: activity.kind === "colorir" ? null : { ...activity, kind: activity.kind } },
        { onProgress: ({ done, total }) => setStage({ state: "making", done, total }), signal: controller.signal },
      );
      dialog.current?.close();
      toast({
        title: "Caderno pronto!",
        description:
          skipped.length === 0
            ? `${selected.length} ${selected.length === 1 ? "desenho" : "desenhos"} em um PDF.`
            : `Ficaram de fora: ${skipped.map((drawing) => drawing.title).join(", ")}.`,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        setStage({ state: "options" });
        return;
      }
      console.error(error);
      setStage({ state: "failed", message: "Não foi possível preparar o caderno. Verifique sua conexão e tente de novo." });
    } finally {
      abort.current = null;
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={() => {
        abort.current?.abort();
        onClosed();
      }}
      onCancel={(event) => {
        // Escape while the PDF is made cancels it first.
        if (stage.state === "making") {
          event.preventDefault();
          abort.current?.abort();
        }
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      data-caderno-dialog
    >
      <div className="flex max-h-[85vh] flex-col gap-4 overflow-y-auto p-5 sm:p-6">
        <h2 id={headingId} className="text-2xl font-black">
          Baixar caderno
        </h2>
        {stage.state === "making" ? (
          <div className="flex flex-col gap-3" data-caderno-progress>
            <p role="status" aria-live="polite" className="font-bold">
              Preparando o caderno… {stage.done} de {stage.total}
            </p>
            <progress className="h-3 w-full accent-brand-700" max={stage.total} value={stage.done}>
              {stage.done} de {stage.total}
            </progress>
            <button
              type="button"
              onClick={() => abort.current?.abort()}
              className="inline-flex min-h-12 items-center justify-center self-start rounded-full border-2 border-gray-300 px-6 font-bold hover:bg-gray-50"
            >
              Cancelar
            </button>
          </div>
        ) : (
          <form
            method="dialog"
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void make();
            }}
          >
            <p className="text-gray-700">
              Todos os desenhos escolhidos em um único PDF, em folhas A4, prontos para imprimir de uma vez.
            </p>
            {stage.state === "failed" && (
              <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-bold text-red-800">
                {stage.message}
              </p>
            )}
            <ActivityChoice value={activity} onChange={setActivity} />
            {activity.kind === "colorir" && (
              <>
                <fieldset className="flex flex-col gap-2">
                  <legend className="font-bold">Desenhos por folha</legend>
                  <div className="flex flex-wrap gap-2">
                    {PER_SHEET_CHOICES.map((choice) => (
                      <label
                        key={choice.value}
                        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-gray-200 px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                      >
                        <input
                          type="radio"
                          name="por-folha"
                          value={choice.value}
                          checked={perSheet === choice.value}
                          onChange={() => setPerSheet(choice.value)}
                          className="accent-brand-700"
                        />
                        {choice.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    checked={nameLine}
                    onChange={(event) => setNameLine(event.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                  Linha para nome e data em cada desenho
                </label>
              </>
            )}
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={cover}
                onChange={(event) => setCover(event.target.checked)}
                className="size-5 accent-brand-700"
              />
              Capa com o título, o objetivo da BNCC e a lista de desenhos
            </label>
            <fieldset className="flex flex-col gap-1">
              <legend className="font-bold">
                Desenhos ({selected.length} de {Math.min(drawings.length, CADERNO_MAX_DRAWINGS)})
              </legend>
              {drawings.length > CADERNO_MAX_DRAWINGS && (
                <p className="text-sm text-gray-700">Um caderno tem no máximo {CADERNO_MAX_DRAWINGS} desenhos.</p>
              )}
              <ul className="max-h-56 overflow-y-auto rounded-2xl border border-gray-200 p-2">
                {drawings.map((drawing) => {
                  const checked = chosen.has(drawing.id);
                  return (
                    <li key={drawing.id}>
                      <label className="flex min-h-10 items-center gap-3 rounded-xl px-2 hover:bg-gray-50">
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && full}
                          onChange={() => toggle(drawing.id)}
                          className="size-5 accent-brand-700"
                        />
                        {drawing.title}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={selected.length === 0}
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600 disabled:opacity-50"
              >
                <Icon name="download" className="size-5" />
                Baixar PDF ({selected.length} {selected.length === 1 ? "desenho" : "desenhos"})
              </button>
              <button
                type="button"
                onClick={close}
                className="inline-flex min-h-12 items-center rounded-full border-2 border-gray-300 px-6 font-bold hover:bg-gray-50"
              >
                Fechar
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}

/** The first CADERNO_MAX_DRAWINGS drawings of a list: what a new caderno holds. */
function firstIds(drawings: readonly CadernoItem[]): Set<string> {
  return new Set(drawings.slice(0, CADERNO_MAX_DRAWINGS).map((drawing) => drawing.id));
}
