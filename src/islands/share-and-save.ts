import { useEffect, useRef, useState } from "react";
import { type FavouriteKind, isSaved, toggleSaved } from "../browser/favourites.ts";
import { type ShareAndSaveMessages, sharePage } from "../browser/share.ts";
import { FEEDBACK_MESSAGE_MS } from "../lib/site.ts";

export type Feedback = { message: string; error: boolean } | null;

/**
 * 'Compartilhar' and 'Salvar'/'Salvo' for one item, with a message that
 * vanishes after 3 s (a new one replaces it). Saved or not is in
 * localStorage: the server renders 'Salvar', the browser corrects it once
 * hydrated.
 */
export function useShareAndSave(
  item: { kind: FavouriteKind; id: string; title: string; text: string; url: string },
  messages: ShareAndSaveMessages,
) {
  const [saved, setSaved] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setSaved(isSaved(item.kind, item.id));
    return () => clearTimeout(timer.current);
  }, [item.kind, item.id]);

  const show = (message: string, error = false) => {
    clearTimeout(timer.current);
    setFeedback({ message, error });
    timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MESSAGE_MS);
  };
  const share = async () => {
    const outcome = await sharePage({ title: item.title, text: item.text, url: item.url });
    if (outcome !== "cancelled") show(messages[outcome], outcome === "shareFailed");
  };
  const toggle = () => {
    const now = toggleSaved(item.kind, item.id);
    setSaved(now);
    show(now ? messages.saved : messages.removed);
  };
  return { saved, feedback, share, toggle };
}
