import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { CloseIcon } from "./icons.tsx";

/**
 * A modal dialog: focus moves in when it opens, Tab and Shift+Tab stay
 * inside, Escape and the backdrop close it (unless it is busy), and focus
 * goes back to what opened it.
 */
const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode | undefined;
  children?: ReactNode | undefined;
  footer?: ReactNode | undefined;
  onClose: () => void;
  /** False while something runs that must not be interrupted: no Escape, backdrop or close button. */
  dismissible?: boolean;
  size?: "md" | "lg";
  /** What gets focus on open; by default the first focusable element after the close button. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  role?: "dialog" | "alertdialog";
};

export function Dialog({
  open,
  title,
  description,
  children,
  footer,
  onClose,
  dismissible = true,
  size = "md",
  initialFocus,
  role = "dialog",
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read by the document listeners without re-binding them on every render.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current;
    if (!container) return;
    const target =
      initialFocus?.current ?? focusableIn(container).find((element) => !element.hasAttribute("data-dialog-close")) ?? container;
    target.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (!container.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }

    // A click elsewhere (a toast) must not leave the keyboard stranded outside.
    function onFocusIn(event: FocusEvent) {
      if (container && event.target instanceof Node && !container.contains(event.target) && !isToast(event.target))
        container.focus();
    }

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and 'Fechar' are the keyboard ones.
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          "flex max-h-[90vh] w-full flex-col overflow-hidden rounded-xl bg-white shadow-2xl",
          size === "lg" ? "max-w-2xl" : "max-w-md",
        )}
      >
        <div className="flex items-start gap-4 border-b border-slate-200 px-6 py-4">
          <div className="flex-1">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Fechar"
            data-dialog-close
            onClick={onClose}
            disabled={!dismissible}
            className="-mr-2"
          >
            <CloseIcon className="size-5" />
          </Button>
        </div>
        {children && <div className="overflow-y-auto px-6 py-4">{children}</div>}
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}

function isToast(node: Node): boolean {
  return node instanceof Element && node.closest("[data-admin-toaster]") !== null;
}

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The in-app replacement for `window.confirm`: Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancelar",
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      onClose={onCancel}
      dismissible={!busy}
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? "destructive" : "primary"} onClick={onConfirm} loading={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
