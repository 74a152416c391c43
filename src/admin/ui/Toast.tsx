import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "./cn.ts";
import { CloseIcon } from "./icons.tsx";

/**
 * Toasts of the admin (docs/decisions/0003-toasts.md): one at a time (a new
 * one replaces the old), gone after 4 s, paused while hovered or focused,
 * 'Fechar' closes it sooner. Errors are titled 'Erro' and announced as
 * alerts; everything else is polite: successes titled 'Sucesso' (or their
 * own title), notices that are neither ('Nenhum desenho para publicar')
 * titled 'Aviso'.
 */
export const TOAST_DURATION_MS = 4_000;

export type ToastVariant = "default" | "info" | "destructive";
export type ToastInput = { title: string; description?: string | undefined; variant?: ToastVariant };
type ShownToast = ToastInput & { id: number };

export type Toaster = {
  toast: (input: ToastInput) => void;
  success: (description: string) => void;
  error: (description: string) => void;
  info: (description: string) => void;
  dismiss: () => void;
};

const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast() outside <ToastProvider>");
  return toaster;
}

export function ToastProvider({ children, durationMs = TOAST_DURATION_MS }: { children: ReactNode; durationMs?: number }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const nextId = useRef(0);

  const toaster = useMemo<Toaster>(() => {
    const toast = (input: ToastInput) => setCurrent({ ...input, id: ++nextId.current });
    return {
      toast,
      success: (description) => toast({ title: "Sucesso", description }),
      error: (description) => toast({ title: "Erro", description, variant: "destructive" }),
      info: (description) => toast({ title: "Aviso", description, variant: "info" }),
      dismiss: () => setCurrent(null),
    };
  }, []);

  const dismiss = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);
  const destructive = current?.variant === "destructive";

  return (
    <ToastContext value={toaster}>
      {children}
      <div
        data-admin-toaster
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col gap-2 p-3 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:p-0"
      >
        {/* Both regions exist from the start: screen readers only announce changes to regions they know. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {current && !destructive && <ToastCard key={current.id} toast={current} durationMs={durationMs} onDismiss={dismiss} />}
        </div>
        <div role="alert" aria-atomic="true">
          {current && destructive && <ToastCard key={current.id} toast={current} durationMs={durationMs} onDismiss={dismiss} />}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastCard({ toast, durationMs, onDismiss }: { toast: ShownToast; durationMs: number; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), Math.max(remaining.current, 0));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the close button is the control.
    <div
      data-toast
      data-variant={toast.variant ?? "default"}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg",
        destructive
          ? "border-red-800 bg-red-700 text-white"
          : toast.variant === "info"
            ? "border-sky-300 bg-sky-50 text-slate-900"
            : "border-slate-200 bg-white text-slate-900",
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description && (
          <p className={cn("mt-1 text-sm", destructive ? "text-white" : "text-slate-700")}>{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        aria-label="Fechar"
        onClick={() => onDismiss(toast.id)}
        className={cn(
          "-my-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md",
          destructive ? "hover:bg-white/15" : "hover:bg-slate-100",
        )}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
