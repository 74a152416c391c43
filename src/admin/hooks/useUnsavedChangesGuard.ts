import { useEffect, useRef } from "react";
import { useRouter } from "../router.tsx";

export const UNSAVED_CHANGES_MESSAGE = "Há alterações não salvas. Deseja sair mesmo assim?";

/**
 * While `dirty`, leaving asks first: closing or reloading the tab through the
 * browser's own 'Leave site?' prompt (beforeunload; browsers show their own
 * text), and any in-app navigation (links, buttons, back and forward, 'Sair')
 * through the router's blocker with `message`. A screen that has just saved
 * navigates with `{ force: true }` rather than waiting for `dirty` to clear.
 */
export function useUnsavedChangesGuard(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  const { block } = useRouter();
  const current = useRef({ dirty, message });

  useEffect(() => {
    current.current = { dirty, message };
  }, [dirty, message]);

  useEffect(() => block(() => (current.current.dirty ? current.current.message : null)), [block]);

  useEffect(() => {
    if (!dirty) return;
    // preventDefault() is what asks, in every current browser (the deprecated returnValue is not needed).
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
