import { useEffect, useId, useRef, useState } from "react";
import type { ImageKind } from "#src/lib/admin-contracts/images.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { useFileDrop } from "../hooks/useFileDrop.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isAbort, isApiError } from "../lib/api.ts";
import { imageAccept, imageFileError, imageHint, READY_INDICATOR_MS } from "../lib/image-rules.ts";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { AlertIcon, CheckIcon, ImageIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { HiddenFileInput } from "./HiddenFileInput.tsx";

/**
 * The image field of the drawing, category and article forms (the kind
 * decides the formats accepted), with the upload states of the spec: idle,
 * converting ('Otimizando imagem...', while the server checks the file),
 * ready ('Imagem pronta para envio', for 1 s), uploading (while the form
 * sends it) and error (the rule's message). The file is only handed to the
 * form once it passed the checks.
 */
type Status =
  | { name: "idle" }
  | { name: "converting" }
  | { name: "ready" }
  | { name: "warning"; message: string }
  | { name: "error"; message: string };

export type ImageUploadProps = {
  label: string;
  kind: ImageKind;
  /** The stored image, shown until another is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The form is sending the file. */
  uploading: boolean;
  /** True while a file is being checked, so the form can wait. */
  onBusyChange?: (busy: boolean) => void;
  /** A message about the image from the server's answer to the form. */
  error?: string | undefined;
  /** Offer to remove the stored image (categories), with its state. */
  removed?: boolean;
  onRemovedChange?: (removed: boolean) => void;
};

const VALIDATION_STATUSES = [400, 413, 415, 422];

export function ImageUpload({
  label,
  kind,
  currentUrl,
  file,
  onFileChange,
  uploading,
  onBusyChange,
  error,
  removed = false,
  onRemovedChange,
}: ImageUploadProps) {
  const [status, setStatus] = useState<Status>({ name: "idle" });
  const [preview, setPreview] = useState<string | null>(null);
  // A file dropped on the preview is checked like a chosen one (the first, when several are dropped).
  const { dragging, zone } = useFileDrop({ disabled: uploading, onFiles: ([dropped]) => dropped && void choose(dropped) });
  const input = useRef<HTMLInputElement>(null);
  const check = useRef<AbortController | null>(null);
  const id = useId();
  const inputId = `image${id}`;
  const statusId = `${inputId}-status`;
  const hintId = `${inputId}-hint`;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (status.name !== "ready") return;
    const timer = window.setTimeout(() => setStatus({ name: "idle" }), READY_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => () => check.current?.abort(), []);

  function setBusy(busy: boolean) {
    onBusyChange?.(busy);
  }

  function clearInput() {
    if (input.current) input.current.value = "";
  }

  async function choose(chosen: File) {
    check.current?.abort();
    const problem = imageFileError(chosen, kind);
    if (problem) {
      // A refused file also drops an earlier choice: what is shown is what will be sent.
      onFileChange(null);
      setStatus({ name: "error", message: problem });
      clearInput();
      return;
    }
    const controller = new AbortController();
    check.current = controller;
    setStatus({ name: "converting" });
    setBusy(true);
    try {
      await adminApi.checkImage(chosen, kind, controller.signal);
      onFileChange(chosen);
      onRemovedChange?.(false);
      setStatus({ name: "ready" });
    } catch (caught) {
      if (isAbort(caught)) return;
      if (isApiError(caught, ...VALIDATION_STATUSES)) {
        onFileChange(null);
        setStatus({ name: "error", message: caught.message });
        clearInput();
      } else if (isApiError(caught, 401)) {
        setStatus({ name: "idle" });
      } else {
        // The check itself failed, not the file: the server checks it again when the form is sent.
        onFileChange(chosen);
        onRemovedChange?.(false);
        setStatus({ name: "warning", message: UPLOAD_MESSAGES.conversionFailed });
      }
    } finally {
      if (check.current === controller) setBusy(false);
    }
  }

  function clearSelection() {
    check.current?.abort();
    setBusy(false);
    onFileChange(null);
    setStatus({ name: "idle" });
    clearInput();
  }

  const shown = preview ?? (removed ? null : currentUrl);
  const message = error ?? (status.name === "error" || status.name === "warning" ? status.message : null);
  const isError = Boolean(error) || status.name === "error";

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {/* The preview is also a drop zone: a file dragged onto it is checked like a chosen one. */}
      <div
        {...zone}
        className="flex aspect-square w-full max-w-64 items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-white data-dragging:border-brand-600 data-dragging:bg-brand-50"
      >
        {shown ? (
          <img src={shown} alt={`Pré-visualização: ${label.toLowerCase()}`} className="size-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-2 p-4 text-center text-sm text-slate-500">
            <ImageIcon className="size-8" />
            {removed ? "A imagem será removida" : dragging ? "Solte a imagem aqui" : "Arraste uma imagem para cá"}
          </span>
        )}
      </div>
      <HiddenFileInput
        ref={input}
        id={inputId}
        accept={imageAccept(kind)}
        disabled={uploading}
        describedBy={`${hintId} ${statusId}`}
        invalid={isError}
        onFiles={([chosen]) => {
          if (chosen) void choose(chosen);
        }}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {imageHint(kind)}
      </p>
      <div id={statusId} role="status" className="min-h-5 text-sm">
        {uploading && file ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner size="sm" decorative />
            Enviando imagem...
          </span>
        ) : status.name === "converting" ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner size="sm" decorative />
            Otimizando imagem...
          </span>
        ) : status.name === "ready" ? (
          <span className="inline-flex items-center gap-2 font-medium text-green-800">
            <CheckIcon />
            Imagem pronta para envio
          </span>
        ) : message ? (
          <span className={cn("inline-flex items-start gap-2 font-medium", isError ? "text-red-700" : "text-amber-800")}>
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {message}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          data-choose-image
          disabled={uploading}
          aria-describedby={`${hintId} ${statusId}`}
          onClick={() => input.current?.click()}
        >
          <ImageIcon className="size-4" />
          {shown ? "Trocar imagem" : "Escolher imagem"}
        </Button>
        {file && (
          <Button variant="secondary" size="sm" onClick={clearSelection} disabled={uploading}>
            Descartar nova imagem
          </Button>
        )}
        {!file && currentUrl && onRemovedChange && (
          <Button variant="secondary" size="sm" onClick={() => onRemovedChange(!removed)} disabled={uploading}>
            {removed ? "Manter imagem atual" : "Remover imagem"}
          </Button>
        )}
      </div>
    </div>
  );
}
