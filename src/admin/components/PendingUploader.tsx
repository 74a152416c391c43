import { useEffect, useId, useRef, useState } from "react";
import { PUBLISHING, UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { mapLimit } from "#src/lib/concurrency.ts";
import { useFileDrop } from "../hooks/useFileDrop.ts";
import { uploadPendingDrawing } from "../lib/admin-api.ts";
import { isAbort } from "../lib/api.ts";
import {
  entryLabel,
  outcomeOfError,
  outcomeOfResult,
  PENDING_ACCEPT,
  UPLOAD_CONCURRENCY,
  type UploadEntry,
  type UploadOutcome,
  type UploadState,
  updateEntry,
  uploadQueue,
  uploadTally,
} from "../lib/auto-publish.ts";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { AlertIcon, CheckIcon, ImageIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { useToast } from "../ui/Toast.tsx";
import { HiddenFileInput } from "./HiddenFileInput.tsx";

const stateTone: Record<UploadState, string> = {
  waiting: "text-slate-600",
  uploading: "text-slate-700",
  uploaded: "text-green-800",
  refused: "text-red-700",
  failed: "text-red-700",
};

/**
 * The pending files' upload (issue 13): several images at once, sent one
 * per request, two requests at a time (the server takes about 5.5 MB per
 * request). Each selected file is listed with its state: waiting, sending,
 * sent, or the reason it was refused. Then one toast for the whole batch.
 */
export function PendingUploader({ onUploaded }: { onUploaded: () => void }) {
  const toast = useToast();
  const [queue, setQueue] = useState<UploadEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { dragging, zone } = useFileDrop({ disabled: busy, onFiles: (files) => void upload(files) });
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;

  useEffect(() => () => running.current?.abort(), []);

  async function upload(files: File[]) {
    const entries = uploadQueue(files);
    setQueue(entries);
    const toSend = entries.flatMap((entry, index) => {
      const file = files[index];
      return entry.state === "waiting" && file ? [{ key: entry.key, file }] : [];
    });
    if (toSend.length === 0) return;

    const controller = new AbortController();
    running.current = controller;
    let expired = false;
    let uploaded = 0;
    let failed = 0;
    const set = (key: string, outcome: UploadOutcome) => setQueue((current) => updateEntry(current, key, outcome));

    setBusy(true);
    await mapLimit(
      toSend,
      UPLOAD_CONCURRENCY,
      async ({ key, file }) => {
        set(key, { state: "uploading", message: null });
        let outcome: UploadOutcome | null;
        try {
          outcome = outcomeOfResult(await uploadPendingDrawing(file, controller.signal));
        } catch (error) {
          if (isAbort(error)) return;
          outcome = outcomeOfError(error);
        }
        // A 401: the app is going back to the login screen.
        if (outcome === null) {
          expired = true;
          return;
        }
        if (outcome.state === "uploaded") uploaded++;
        if (outcome.state === "failed") failed++;
        set(key, outcome);
      },
      () => controller.signal.aborted || expired,
    );
    // The screen went away, or the session expired: nothing more to say.
    if (controller.signal.aborted || expired) return;
    running.current = null;
    setBusy(false);

    if (failed > 0)
      toast.error(uploaded > 0 ? `${PUBLISHING.uploadError}. ${PUBLISHING.uploaded(uploaded)}` : PUBLISHING.uploadError);
    else if (uploaded > 0) toast.success(PUBLISHING.uploaded(uploaded));
    onUploaded();
  }

  const tally = uploadTally(queue);

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {PUBLISHING.uploadLabel}
      </label>
      {/* A drop zone with a button in Portuguese: the browser's own file input would say 'Choose Files' in an English browser. */}
      <div
        {...zone}
        className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white px-4 py-6 text-center data-dragging:border-brand-600 data-dragging:bg-brand-50"
      >
        <ImageIcon className="size-8 text-slate-500" />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={`${hintId} ${statusId}`}
          onClick={() => input.current?.click()}
        >
          {PUBLISHING.chooseFiles}
        </Button>
        <span className="text-sm text-slate-600">{dragging ? PUBLISHING.dropHere : PUBLISHING.orDrag}</span>
      </div>
      <HiddenFileInput
        ref={input}
        id={inputId}
        multiple
        accept={PENDING_ACCEPT}
        disabled={busy}
        describedBy={`${hintId} ${statusId}`}
        onFiles={(files) => void upload(files)}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {UPLOAD_MESSAGES.hint}
      </p>
      {/* Always there, so screen readers know the region before it changes. */}
      <p id={statusId} role="status" className="min-h-5 text-sm font-medium text-slate-700">
        {queue.length > 0 && (
          <span className="inline-flex items-center gap-2">
            {busy && <Spinner size="sm" decorative />}
            {PUBLISHING.uploadProgress(tally.done, tally.total)}
          </span>
        )}
      </p>
      {queue.length > 0 && (
        <ul aria-label={PUBLISHING.uploadsLabel} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {queue.map((entry) => (
            <li key={entry.key} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 truncate font-medium text-slate-900" title={entry.name}>
                {entry.name}
              </span>
              <span className={cn("inline-flex shrink-0 items-center gap-1.5 sm:max-w-[60%]", stateTone[entry.state])}>
                {entry.state === "uploading" && <Spinner size="sm" decorative />}
                {entry.state === "uploaded" && <CheckIcon className="size-4" />}
                {(entry.state === "refused" || entry.state === "failed") && <AlertIcon className="size-4 shrink-0" />}
                {entryLabel(entry)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
