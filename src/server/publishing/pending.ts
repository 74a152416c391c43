import sharp from "sharp";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { PendingDrawingItem, PendingUploadResult } from "#src/lib/admin-contracts/responses.ts";
import type { ContentDeps } from "#src/server/content/deps.ts";
import { removeQuietly } from "#src/server/content/stored-images.ts";
import { conflict, DomainError, type DomainErrorKind, invalid, notFound } from "#src/server/errors.ts";
import { findDuplicate, perceptualHash } from "#src/server/images/perceptual-hash.ts";
import { inspectUpload, prepareUpload } from "#src/server/images/upload.ts";
import type { PendingDrawing } from "#src/server/repositories/mappers.ts";
import {
  deletePendingDrawing,
  insertPendingDrawing,
  knownImageHashes,
  lockPendingUploads,
  pendingFileNames,
} from "#src/server/repositories/pending-drawings.ts";
import { UPLOAD_CACHE_CONTROL_SECONDS } from "#src/server/storage/index.ts";
import { candidateName, type PendingFormat, safePendingName } from "./file-name.ts";

/** The refusals of a file that leave the rest of a batch going: its size, its type, its content. */
const UPLOAD_REFUSALS: ReadonlySet<DomainErrorKind> = new Set(["too-large", "unsupported-type", "invalid"]);

/**
 * The pending files of automatic publishing (issue 13): uploads checked from
 * their bytes with the drawing images' rules and limits (PNG, JPEG or SVG,
 * 5 MB, the pixel limit, SVG safety; src/server/images/upload.ts), an SVG
 * stored rasterised as PNG (SVG is never stored), refused when the image
 * repeats a drawing or another pending file (perceptual hash), stored as
 * drawings-to-publish/{safe name} under a name no other pending file has.
 */
export const PENDING_FOLDER = "drawings-to-publish";

const NAME_ATTEMPTS = 1_000;
const CONTENT_TYPES: Record<PendingFormat, string> = { png: "image/png", jpeg: "image/jpeg" };

export const pendingPath = (fileName: string) => `${PENDING_FOLDER}/${fileName}`;

export function pendingItem({ storage }: Pick<ContentDeps, "storage">, pending: PendingDrawing): PendingDrawingItem {
  return {
    id: pending.id,
    fileName: pending.fileName,
    url: storage.publicUrl(pendingPath(pending.fileName)),
    size: pending.byteSize,
    uploadedAt: pending.createdAt.toISOString(),
    attempts: pending.attempts,
    lastError: pending.lastError,
    retryAfter: pending.retryAfter?.toISOString() ?? null,
  };
}

/** The bytes to keep and their format: a PNG or JPEG as uploaded, an SVG as the PNG of its rendering. */
async function storableImage(bytes: Uint8Array): Promise<{ bytes: Uint8Array; format: PendingFormat }> {
  const inspected = await inspectUpload(bytes, "drawing");
  if (inspected.type === "png" || inspected.type === "jpeg") return { bytes, format: inspected.type };
  const prepared = await prepareUpload(bytes, "drawing");
  return { bytes: new Uint8Array(await sharp(prepared.variants.full.bytes).png().toBuffer()), format: "png" };
}

/**
 * Stores one file: the duplicate check, its row and its bytes in one
 * transaction that holds the uploads' lock (two uploads of one image at once
 * cannot both pass the check), so a failed write leaves no row (and a crash after the write, before the commit,
 * leaves a file no row names, which the sweep removes).
 */
async function storeOne({ db, storage }: ContentDeps, file: File): Promise<PendingDrawingItem> {
  const image = await storableImage(new Uint8Array(await file.arrayBuffer()));
  const imageHash = await perceptualHash(image.bytes);
  const name = safePendingName(file.name, image.format);
  const pending = await db.transaction().execute(async (trx) => {
    await lockPendingUploads(trx);
    const duplicate = findDuplicate(imageHash, await knownImageHashes(trx));
    if (duplicate) throw invalid(PUBLISHING.duplicate(duplicate.name));
    for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
      const row = await insertPendingDrawing(trx, {
        fileName: candidateName(name, attempt),
        contentType: CONTENT_TYPES[image.format],
        byteSize: image.bytes.byteLength,
        imageHash,
      });
      if (!row) continue;
      await storage.put(pendingPath(row.fileName), image.bytes, {
        contentType: row.contentType,
        cacheControlSeconds: UPLOAD_CACHE_CONTROL_SECONDS,
      });
      return row;
    }
    throw conflict(PUBLISHING.uploadError);
  });
  return pendingItem({ storage }, pending);
}

/**
 * Stores each file in turn; one refused file (its reason: the upload
 * messages, or a duplicate) does not stop the others. 422 with the first
 * reason when every file was refused.
 */
export async function uploadPendingFiles(deps: ContentDeps, files: File[]): Promise<PendingUploadResult> {
  if (files.length === 0) throw invalid(PUBLISHING.noFiles, [{ path: "files", message: PUBLISHING.noFiles }]);
  const result: PendingUploadResult = { uploaded: [], rejected: [] };
  for (const file of files) {
    try {
      result.uploaded.push(await storeOne(deps, file));
    } catch (error) {
      if (!(error instanceof DomainError && UPLOAD_REFUSALS.has(error.kind))) throw error;
      result.rejected.push({ fileName: file.name, message: error.message });
    }
  }
  if (result.uploaded.length === 0) {
    const first = result.rejected[0]?.message ?? PUBLISHING.uploadError;
    throw invalid(
      first,
      result.rejected.map((rejected) => ({ path: rejected.fileName, message: rejected.message })),
    );
  }
  return result;
}

/** The administrator removes a pending file: the row first (it is the truth), then the bytes. */
export async function removePendingFile({ db, storage }: ContentDeps, id: string): Promise<void> {
  const removed = await deletePendingDrawing(db, id);
  if (!removed) throw notFound(PUBLISHING.notFound);
  await removeQuietly(storage, [pendingPath(removed.fileName)], "(removed pending file)");
}

/**
 * Removes the files in drawings-to-publish/ that no pending row names:
 * leftovers of a publication that crashed after its commit, or of an upload
 * that crashed before its commit. An upload in flight writes its file before
 * its row commits, so this runs only where none can be: when `npm start`
 * starts, before it serves. Returns the paths removed.
 */
export async function sweepPendingFolder({ db, storage }: ContentDeps): Promise<string[]> {
  const names = await pendingFileNames(db);
  const stray: string[] = [];
  for (let offset = 0; ; offset += 1_000) {
    const paths = await storage.list(PENDING_FOLDER, { limit: 1_000, offset });
    stray.push(...paths.filter((path) => !names.has(path.slice(PENDING_FOLDER.length + 1))));
    if (paths.length < 1_000) break;
  }
  await removeQuietly(storage, stray, "(pending file no row names)");
  return stray;
}
