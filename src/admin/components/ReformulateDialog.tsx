import { useEffect, useRef, useState } from "react";
import { AI } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCategory, AdminDrawing } from "#src/lib/admin-contracts/responses.ts";
import { formatPromptCost } from "#src/lib/format.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isAbort, isApiError } from "../lib/api.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { AlertIcon, SparklesIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Textarea } from "../ui/Textarea.tsx";
import { useToast } from "../ui/Toast.tsx";
import { TagList } from "./TagList.tsx";

export type ReformulateTarget = { kind: "drawing"; item: AdminDrawing } | { kind: "category"; item: AdminCategory };

type Suggestion = { description: string; tags: string[]; cost: number };
type Phase = "initial" | "generating" | "generated" | "saving" | "unavailable";

/**
 * The AI dialog of the spec: 'Gerar' asks the server for a new description
 * (and, for drawings, tags); the description can be edited before 'Salvar
 * Alterações', which is enabled only when it is not empty. Closing or
 * cancelling forgets everything. A server without AI (503, or no endpoint
 * yet: 404) is said so instead of reported as a failure. The cost of each
 * generation is shown in US dollars with 3 decimals.
 */
export function ReformulateDialog({
  target,
  onClose,
  onSaved,
}: {
  target: ReformulateTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [phase, setPhase] = useState<Phase>("initial");
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const toast = useToast();
  const request = useRef<AbortController | null>(null);
  const generateButton = useRef<HTMLButtonElement>(null);

  // A new target starts from scratch.
  const targetId = target ? `${target.kind}:${target.item.id}` : null;
  useEffect(() => {
    setPhase("initial");
    setSuggestion(null);
    if (targetId === null) return;
    // Without AI on the server, 'Gerar' starts disabled instead of failing once clicked.
    const controller = new AbortController();
    adminApi.getAiUsage(controller.signal).then(
      (usage) => {
        if (!usage.configured) setPhase((current) => (current === "initial" ? "unavailable" : current));
      },
      () => {
        // Unknown: 'Gerar' stays available and the endpoint answers for itself.
      },
    );
    return () => {
      controller.abort();
      request.current?.abort();
    };
  }, [targetId]);

  if (!target) return null;
  const name = target.kind === "drawing" ? target.item.title : target.item.name;
  const currentTags = target.kind === "drawing" ? target.item.tags : null;

  function close() {
    request.current?.abort();
    setPhase("initial");
    setSuggestion(null);
    onClose();
  }

  async function generate() {
    if (!target) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setPhase("generating");
    try {
      const result =
        target.kind === "drawing"
          ? await adminApi.reformulateDrawing(target.item, controller.signal)
          : { tags: [], ...(await adminApi.reformulateCategory(target.item, controller.signal)) };
      setSuggestion({
        description: result.description ?? "",
        tags: Array.isArray(result.tags) ? result.tags : [],
        cost: typeof result.cost === "number" && Number.isFinite(result.cost) ? result.cost : 0,
      });
      setPhase("generated");
    } catch (error) {
      if (isAbort(error)) return;
      if (isApiError(error, 503, 404)) {
        setPhase("unavailable");
        return;
      }
      if (!isApiError(error, 401)) toast.error(AI.reformulateError);
      setPhase(suggestion ? "generated" : "initial");
    }
  }

  async function save() {
    if (!target || !suggestion || suggestion.description.trim() === "") return;
    setPhase("saving");
    try {
      const description = suggestion.description.trim();
      if (target.kind === "drawing") await adminApi.updateDrawing(target.item.id, { description, tags: suggestion.tags });
      else await adminApi.updateCategory(target.item.id, { description });
      toast.success(AI.saved);
      close();
      onSaved();
    } catch (error) {
      if (!isApiError(error, 401)) toast.error(AI.saveError);
      setPhase("generated");
    }
  }

  const busy = phase === "generating" || phase === "saving";
  const canSave = phase === "generated" && suggestion !== null && suggestion.description.trim() !== "";

  return (
    <Dialog
      open
      size="lg"
      title="Reformular com IA"
      description={`${target.kind === "drawing" ? "Desenho" : "Categoria"}: ${name}`}
      onClose={close}
      dismissible={phase !== "saving"}
      initialFocus={generateButton}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={phase === "saving"}>
            Cancelar
          </Button>
          <Button
            ref={generateButton}
            variant="secondary"
            onClick={generate}
            loading={phase === "generating"}
            disabled={busy || phase === "unavailable"}
          >
            {phase === "generating" ? (
              "Gerando..."
            ) : (
              <>
                <SparklesIcon />
                Gerar
              </>
            )}
          </Button>
          <Button onClick={save} disabled={!canSave} loading={phase === "saving"}>
            {phase === "saving" ? "Salvando..." : "Salvar Alterações"}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <section aria-labelledby="ai-current-heading" className="space-y-2">
          <h3 id="ai-current-heading" className="text-sm font-semibold text-slate-800">
            Descrição atual
          </h3>
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
            {target.item.description?.trim() || "Sem descrição"}
          </p>
          {currentTags && (
            <>
              <h3 className="text-sm font-semibold text-slate-800">Tags atuais</h3>
              <TagList tags={currentTags} label="Tags atuais" />
            </>
          )}
        </section>

        {phase === "unavailable" && (
          <p role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <span>
              {AI.notConfigured}. {AI.notConfiguredHint}
            </span>
          </p>
        )}

        {phase === "generating" && (
          <div className="flex items-center justify-center rounded-lg border border-dashed border-slate-300 py-8 text-brand-700">
            <Spinner size="md" label="Gerando..." showLabel />
          </div>
        )}

        {phase === "initial" && (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            Clique em “Gerar” para criar uma nova descrição{currentTags ? " e novas tags" : ""} com IA.
          </p>
        )}

        {suggestion && (phase === "generated" || phase === "saving") && (
          <section aria-label="Sugestão da IA" className="space-y-3">
            <Textarea
              label="Nova descrição"
              rows={8}
              value={suggestion.description}
              onChange={(event) => setSuggestion({ ...suggestion, description: event.target.value })}
              disabled={phase === "saving"}
              error={suggestion.description.trim() === "" ? "A descrição não pode ficar vazia." : undefined}
            />
            {currentTags && (
              <div className="space-y-2">
                <h3 className="text-sm font-semibold text-slate-800">Novas tags</h3>
                <TagList tags={suggestion.tags} label="Novas tags" />
              </div>
            )}
            <p className="text-xs text-slate-500">Custo da geração: {formatPromptCost(suggestion.cost)}</p>
          </section>
        )}
      </div>
    </Dialog>
  );
}
