import { FEEDBACK_MESSAGE_MS } from "../lib/site.ts";
import type { ActionHandlers } from "./actions.ts";
import { type FavouriteKind, isSaved, toggleSaved } from "./favourites.ts";
import { type ShareAndSaveMessages, sharePage } from "./share.ts";

export type ShareItem = { kind: FavouriteKind; id: string; title: string; text: string; url: string };

/**
 * 'Compartilhar' and 'Salvar'/'Salvo' for one item, in a `[data-actions]`
 * root that holds a `[data-action=save]` button (its label in
 * `[data-save-label]`) and a `[data-feedback]` live region. Saved or not is
 * in localStorage: the page says 'Salvar', corrected here at once. A message
 * says what happened and vanishes after 3 s (a new one replaces it).
 */
export function shareAndSaveHandlers(root: HTMLElement, item: ShareItem, messages: ShareAndSaveMessages): ActionHandlers {
  const save = root.querySelector<HTMLElement>("[data-action=save]");
  const feedback = root.querySelector<HTMLElement>("[data-feedback]");
  const showSaved = (saved: boolean) => {
    save?.setAttribute("aria-pressed", String(saved));
    const label = save?.querySelector("[data-save-label]");
    if (label) label.textContent = saved ? "Salvo" : "Salvar";
  };
  showSaved(isSaved(item.kind, item.id));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (message: string, error = false) => {
    if (!feedback) return;
    clearTimeout(timer);
    feedback.textContent = message;
    feedback.dataset.tone = error ? "error" : "ok";
    timer = setTimeout(() => {
      feedback.textContent = "";
      delete feedback.dataset.tone;
    }, FEEDBACK_MESSAGE_MS);
  };
  return {
    share: () => {
      void sharePage({ title: item.title, text: item.text, url: item.url }).then((outcome) => {
        if (outcome !== "cancelled") show(messages[outcome], outcome === "shareFailed");
      });
    },
    save: () => {
      const saved = toggleSaved(item.kind, item.id);
      showSaved(saved);
      show(saved ? messages.saved : messages.removed);
    },
  };
}
