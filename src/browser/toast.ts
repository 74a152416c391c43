/**
 * Toasts (spec section 8): any island calls `toast()`; the shell's Toaster
 * (src/components/Toaster.astro) listens for the event and shows it. An event
 * keeps islands independent of the Toaster's module and load order.
 */
export type ToastVariant = "default" | "destructive";
export type ToastOptions = { title: string; description?: string; variant?: ToastVariant };

export const TOAST_EVENT = "rabisco:toast";
/** How long a toast stays (see docs/decisions/0003-toasts.md). */
export const TOAST_DURATION_MS = 4_000;

declare global {
  interface WindowEventMap {
    [TOAST_EVENT]: CustomEvent<ToastOptions>;
  }
}

export function toast(options: ToastOptions): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: options }));
}
