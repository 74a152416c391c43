import { useRef, useState } from "react";
import { BATCH, DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import type { RenameSummary } from "#src/lib/admin-contracts/responses.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { AlertIcon, CheckIcon } from "../ui/icons.tsx";
import { useToast } from "../ui/Toast.tsx";

type RenameImagesDialogProps = {
  open: boolean;
  /** 'desenhos' or 'categorias', for the sentences. */
  noun: string;
  run: () => Promise<RenameSummary>;
  onClose: () => void;
  /** After a run, so the list shows the new image URLs. */
  onDone: () => void;
};

type Phase = { name: "confirm" } | { name: "running" } | { name: "done"; summary: RenameSummary };

/**
 * 'Atualizar Nomes das Imagens': asks first (it may take long), shows progress
 * while the server renames every image after its slug, then the batch summary
 * ('Processo concluído', successes and failures).
 */
export function RenameImagesDialog({ open, noun, run, onClose, onDone }: RenameImagesDialogProps) {
  const [phase, setPhase] = useState<Phase>({ name: "confirm" });
  const toast = useToast();
  const reportError = useErrorReporter();
  const closeButton = useRef<HTMLButtonElement>(null);

  function close() {
    if (phase.name === "running") return;
    setPhase({ name: "confirm" });
    onClose();
  }

  async function start() {
    setPhase({ name: "running" });
    try {
      const summary = await run();
      setPhase({ name: "done", summary });
      if (summary.failed.length === 0) toast.success(DRAWINGS.renamedAll);
      else
        toast.toast({ title: BATCH.done, description: `${summary.succeeded} com sucesso, ${summary.failed.length} com falha.` });
      onDone();
    } catch (error) {
      reportError(error, DRAWINGS.renameAllError);
      setPhase({ name: "confirm" });
      onClose();
    }
  }

  const title = phase.name === "done" ? BATCH.done : "Atualizar Nomes das Imagens";
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      dismissible={phase.name !== "running"}
      initialFocus={phase.name === "done" ? closeButton : undefined}
      description={
        phase.name === "confirm"
          ? `Todas as imagens de ${noun} serão renomeadas a partir do slug de cada item.`
          : phase.name === "running"
            ? "Não feche esta janela até o processo terminar."
            : undefined
      }
      footer={
        phase.name === "confirm" ? (
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button onClick={start}>Atualizar Nomes</Button>
          </>
        ) : phase.name === "done" ? (
          <Button ref={closeButton} onClick={close}>
            Fechar
          </Button>
        ) : undefined
      }
    >
      {phase.name === "confirm" && (
        <p className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <span>Este processo pode demorar bastante, dependendo da quantidade de imagens. Deseja continuar?</span>
        </p>
      )}
      {phase.name === "running" && (
        <div className="space-y-3 py-2">
          <p id="rename-progress-label" className="text-sm font-medium text-slate-700">
            Atualizando nomes das imagens...
          </p>
          {/* Indeterminate (no value): the server does the whole batch in one request. */}
          <div
            role="progressbar"
            aria-labelledby="rename-progress-label"
            className="relative h-2 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div className="admin-indeterminate absolute inset-y-0 w-1/3 rounded-full bg-brand-700" />
          </div>
        </div>
      )}
      {phase.name === "done" && <Summary summary={phase.summary} />}
    </Dialog>
  );
}

function Summary({ summary }: { summary: RenameSummary }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-green-800">
        <CheckIcon className="size-5" />
        {summary.succeeded === 1 ? "1 imagem atualizada com sucesso." : `${summary.succeeded} imagens atualizadas com sucesso.`}
      </p>
      {summary.failed.length === 0 ? (
        <p className="text-slate-600">Nenhuma falha.</p>
      ) : (
        <div>
          <p className="flex items-center gap-2 font-medium text-red-800">
            <AlertIcon className="size-5" />
            {summary.failed.length === 1 ? "1 falha:" : `${summary.failed.length} falhas:`}
          </p>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3">
            {summary.failed.map((failure) => (
              <li key={failure.id}>
                <span className="font-semibold">{failure.name}</span>: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
