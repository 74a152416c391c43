import { DRAWING_IMAGE_FORMATS, IMAGE_FORMAT_TYPES } from "#src/lib/admin-contracts/images.ts";
import { PUBLISHING, UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import type { PendingUploadResult } from "#src/lib/admin-contracts/responses.ts";
import { isApiError } from "./api.ts";
import { type FileLike, imageFileError } from "./image-rules.ts";

/**
 * The 'Publicação Automática' screen's logic (spec section 2, issue 13),
 * kept apart from React: the upload list's states, what an answer means
 * for a file, the published description's figures, and the reason shown
 * when publishing fails.
 */

/** The file input's `accept`: the drawings' formats (PNG, JPEG, SVG). */
export const PENDING_ACCEPT = DRAWING_IMAGE_FORMATS.map((format) => IMAGE_FORMAT_TYPES[format]).join(",");

/** Two requests at a time: each carries one file of up to 5 MB, and the server takes about 5.5 MB per request. */
export const UPLOAD_CONCURRENCY = 2;

// The published description

/** The description's paragraphs: split on blank lines, trimmed, empty ones dropped. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

export type DescriptionStats = { paragraphs: string[]; characters: number; words: number };

/** The paragraphs, the character count (of the trimmed text) and the approximate word count (runs of non-spaces). */
export function descriptionStats(text: string): DescriptionStats {
  const trimmed = text.trim();
  return {
    paragraphs: descriptionParagraphs(trimmed),
    characters: trimmed.length,
    words: trimmed === "" ? 0 : trimmed.split(/\s+/).length,
  };
}

// Publishing

/**
 * The reason in 'Erro ao publicar desenho: {reason}': the answer's `error`
 * (the spec's screen reads that field), the network's message when there
 * was no answer, otherwise null ('Erro desconhecido').
 */
export function publishErrorReason(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (body && typeof body === "object") {
    const reason = (body as { error?: unknown }).error;
    if (typeof reason === "string" && reason.trim() !== "") return reason;
  }
  return error.status === 0 ? error.message : null;
}

// The upload list

export type UploadState = "waiting" | "uploading" | "uploaded" | "refused" | "failed";

/** One selected file: its state and, when refused or failed, why. */
export type UploadEntry = { key: string; name: string; state: UploadState; message: string | null };

/**
 * The list of the files selected, in order. A file the browser can already
 * tell is not a PNG, JPEG or SVG, or over 5 MB, starts refused with the
 * spec's message and is never sent.
 */
export function uploadQueue(files: readonly FileLike[]): UploadEntry[] {
  return files.map((file, index) => {
    const message = imageFileError(file, "drawing");
    return { key: `${index}:${file.name}`, name: file.name, state: message ? "refused" : "waiting", message };
  });
}

export type UploadOutcome = Pick<UploadEntry, "state" | "message">;

export function updateEntry(queue: readonly UploadEntry[], key: string, change: UploadOutcome): UploadEntry[] {
  return queue.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
}

/** A one-file answer: stored, or refused with the server's reason. */
export function outcomeOfResult(result: PendingUploadResult): UploadOutcome {
  if (result.uploaded.length > 0) return { state: "uploaded", message: null };
  const refusal = result.rejected[0];
  if (refusal) return { state: "refused", message: refusal.message };
  return { state: "failed", message: PUBLISHING.fileFailed };
}

/** The statuses that are about the file itself: it is refused, not failed. */
const REFUSAL_STATUSES = [400, 413, 415, 422];

/**
 * A one-file request that threw: refused (the file's reason, from the 422's
 * `rejected` or the message), failed (network, 5xx: worth a retry), or null
 * when the session expired (401) and the list should stop.
 */
export function outcomeOfError(error: unknown): UploadOutcome | null {
  if (isApiError(error, 401)) return null;
  if (!isApiError(error) || !REFUSAL_STATUSES.includes(error.status)) return { state: "failed", message: PUBLISHING.fileFailed };
  const rejected = error.body && typeof error.body === "object" ? (error.body as { rejected?: unknown }).rejected : undefined;
  const first = Array.isArray(rejected) ? (rejected[0] as { message?: unknown } | undefined) : undefined;
  if (typeof first?.message === "string" && first.message !== "") return { state: "refused", message: first.message };
  if (error.status === 413 && error.message.startsWith("HTTP ")) return { state: "refused", message: UPLOAD_MESSAGES.tooLarge };
  return { state: "refused", message: error.message };
}

export type UploadTally = { total: number; done: number; uploaded: number; refused: number; failed: number };

export function uploadTally(queue: readonly UploadEntry[]): UploadTally {
  const count = (state: UploadState) => queue.filter((entry) => entry.state === state).length;
  const uploaded = count("uploaded");
  const refused = count("refused");
  const failed = count("failed");
  return { total: queue.length, done: uploaded + refused + failed, uploaded, refused, failed };
}

/** What the list shows next to a file's name. */
export function entryLabel(entry: UploadEntry): string {
  switch (entry.state) {
    case "waiting":
      return PUBLISHING.fileWaiting;
    case "uploading":
      return PUBLISHING.uploading;
    case "uploaded":
      return PUBLISHING.fileUploaded;
    case "refused":
      return entry.message ?? PUBLISHING.fileFailed;
    case "failed":
      return entry.message ?? PUBLISHING.fileFailed;
  }
}
