import { formatBytes } from "#src/lib/format.ts";
import { MAX_SAVED_SETS } from "#src/lib/offline.ts";
import { savedIds } from "../favourites.ts";
import { estimateBytes, isSetSaved, removeSet, type SetFiles, saveSet, setFiles, TooManySetsError } from "./saved-sets.ts";

/** What 'Salvar para usar sem internet' says, step by step. */
const SAVE_OFFLINE_MESSAGES = {
  measuring: "Calculando o tamanho...",
  size: (bytes: number) => `Vai ocupar cerca de ${formatBytes(bytes)} neste aparelho.`,
  saving: "Salvando para usar sem internet...",
  saved: "Disponível sem internet",
  removed: "Removido deste aparelho.",
  failed: "Não foi possível salvar para usar sem internet. Verifique a conexão e tente de novo.",
  tooMany: `Este aparelho já guarda ${MAX_SAVED_SETS} conjuntos para usar sem internet. Remova um deles para salvar outro.`,
  noRoom: "Não há espaço livre suficiente neste aparelho.",
} as const;

/** Binds one SaveOffline.astro: shown only where the browser keeps pages for a service worker. */
export function enhanceSaveOffline(root: HTMLElement): void {
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
  const part = (name: string) => root.querySelector(`[data-offline-${name}]`) as HTMLElement;
  const [start, confirm, save, cancel, status, remove] = [
    part("start"),
    part("confirm"),
    part("save"),
    part("cancel"),
    part("status"),
    part("remove"),
  ];
  const key = root.dataset.key ?? "";
  const path = root.dataset.path ?? location.pathname;
  // 'Meus favoritos' lists this browser's saved drawings, read when the set is measured.
  const fromFavourites = root.hasAttribute("data-favourites");
  const drawingIds = () => (fromFavourites ? savedIds("drawing") : (root.dataset.drawings ?? "").split(",").filter(Boolean));
  let files: SetFiles | null = null;

  const show = (state: "idle" | "confirm" | "busy" | "saved", message = "") => {
    start.hidden = state !== "idle";
    confirm.hidden = state !== "confirm";
    remove.hidden = state !== "saved";
    status.textContent = message;
    status.toggleAttribute("data-saved", state === "saved");
  };

  start.addEventListener("click", async () => {
    show("busy", SAVE_OFFLINE_MESSAGES.measuring);
    try {
      files = await setFiles({ key, path, drawingIds: drawingIds() });
      show("confirm", SAVE_OFFLINE_MESSAGES.size(await estimateBytes(files)));
      save.focus();
    } catch (error) {
      console.error(error);
      show("idle", SAVE_OFFLINE_MESSAGES.failed);
    }
  });
  cancel.addEventListener("click", () => {
    show("idle");
    start.focus();
  });
  save.addEventListener("click", async () => {
    if (!files) return;
    show("busy", SAVE_OFFLINE_MESSAGES.saving);
    try {
      await saveSet(key, files);
      show("saved", SAVE_OFFLINE_MESSAGES.saved);
    } catch (error) {
      console.error(error);
      const message =
        error instanceof TooManySetsError
          ? SAVE_OFFLINE_MESSAGES.tooMany
          : error instanceof DOMException && error.name === "QuotaExceededError"
            ? SAVE_OFFLINE_MESSAGES.noRoom
            : SAVE_OFFLINE_MESSAGES.failed;
      show("idle", message);
    }
  });
  remove.addEventListener("click", async () => {
    await removeSet(key);
    show("idle", SAVE_OFFLINE_MESSAGES.removed);
    start.focus();
  });

  root.hidden = fromFavourites && drawingIds().length === 0;
  void isSetSaved(key).then((saved) => show(saved ? "saved" : "idle", saved ? SAVE_OFFLINE_MESSAGES.saved : ""));
}
