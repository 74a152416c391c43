import { ACTIONS_READY_ATTRIBUTE, EARLY_ACTIONS_QUEUE } from "../lib/early-actions.ts";

/** What each `data-action` of a root does when tapped (or when a tap held before now is replayed). */
export type ActionHandlers = Record<string, (control: HTMLElement, event: MouseEvent) => void>;

/**
 * Binds a `[data-actions]` root's controls to their handlers, then replays
 * the taps the page's early script held before (src/lib/early-actions.ts):
 * each held control is clicked again, now with its handler, so a link still
 * follows its address and a button does what it says.
 */
export function enhanceActions(root: HTMLElement, handlers: ActionHandlers): void {
  root.addEventListener("click", (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>("[data-action]");
    if (control && root.contains(control)) handlers[control.dataset.action ?? ""]?.(control, event);
  });
  root.setAttribute(ACTIONS_READY_ATTRIBUTE, "");
  const held = (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_ACTIONS_QUEUE] ?? [];
  for (const control of held.filter((tapped) => root.contains(tapped))) {
    held.splice(held.indexOf(control), 1);
    control.removeAttribute("aria-busy");
    control.click();
  }
}

/** Runs `work` once the page has loaded (counters wait for it, as the spec asks). */
export function afterLoad(work: () => void): void {
  if (document.readyState === "complete") work();
  else window.addEventListener("load", work, { once: true });
}
