import { useState } from "react";
import { DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import { isApiError } from "../lib/api.ts";
import { useToast } from "../ui/Toast.tsx";
import { useErrorReporter } from "./useErrorReporter.ts";

/**
 * The spec's 'Renomear imagem' on a list's row (drawings, categories): the
 * image's files take the row's current slug. The row being renamed shows
 * it; a refusal the server explains ('Desenho não possui imagem') is shown
 * with its reason, anything else with the generic message.
 */
export function useImageRename<T extends { id: string }>(rename: (id: string) => Promise<unknown>, reload: () => void) {
  const toast = useToast();
  const reportError = useErrorReporter();
  const [renamingId, setRenamingId] = useState<string | null>(null);

  async function renameImage(item: T) {
    setRenamingId(item.id);
    try {
      await rename(item.id);
      toast.success(DRAWINGS.renamed);
      reload();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        toast.toast({ title: "Erro", description: `${DRAWINGS.renameError}: ${error.message}`, variant: "destructive" });
      } else {
        reportError(error, DRAWINGS.renameError);
      }
    } finally {
      setRenamingId(null);
    }
  }

  return { renamingId, renameImage };
}
