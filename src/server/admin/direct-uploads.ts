import { randomUUID } from "node:crypto";
import { DIRECT_UPLOAD_PREFIX, MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { UUID_SOURCE } from "#src/lib/uuid.ts";
import type { Storage } from "../storage/storage.ts";
import { HttpError } from "./errors.ts";

/**
 * Uploads that skip the server's request body. A Netlify function takes at
 * most 6 MB of request, about 4.5 MB of a file once base64-encoded, and the
 * spec allows 5 MB images. So, where the storage hands out signed upload
 * URLs (Supabase), the admin's browser asks POST /api/admin/uploads for one,
 * PUTs a big file straight into `uploads/`, and sends the form with the
 * field's value `rabisco-upload:<path>` instead of the file. readForm turns
 * that back into the file, from the stored bytes, and removes it from
 * storage; every check after that is the one a file sent in the form gets.
 */

const UPLOAD_PATH = new RegExp(`^uploads/${UUID_SOURCE}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`);

/** A file name safe in a storage path, keeping what can be kept of the original (its extension above all). */
function safeUploadName(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .replace(/\.{2,}/g, ".");
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(plain)?.[0] ?? "";
  const stem = plain
    .slice(0, plain.length - extension.length)
    .slice(0, 80)
    .replace(/[-.]+$/, "");
  return `${stem || "imagem"}${extension}`;
}

/** Where one file may go, and the URL the browser PUTs it to; null where the storage takes no direct uploads. */
export async function createDirectUpload(
  storage: Storage,
  file: { fileName: string; size: number },
): Promise<{ path: string; url: string } | null> {
  if (!storage.signedUploadUrl) return null;
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const path = `uploads/${randomUUID()}/${safeUploadName(file.fileName)}`;
  return { path, url: await storage.signedUploadUrl(path) };
}

/** The form's direct-upload references turned into the files they name (read once, then removed from storage). */
/** A request's form fields by name (./form.ts reads them). */
export type FormFields = Record<string, string | File | Array<string | File>>;

export async function resolveDirectUploads(fields: FormFields, storage: () => Storage): Promise<FormFields> {
  const resolved: FormFields = {};
  for (const [key, value] of Object.entries(fields)) {
    resolved[key] = Array.isArray(value)
      ? await Promise.all(value.map((item) => resolveOne(item, storage)))
      : await resolveOne(value, storage);
  }
  return resolved;
}

async function resolveOne(value: string | File, storage: () => Storage): Promise<string | File> {
  if (typeof value !== "string" || !value.startsWith(DIRECT_UPLOAD_PREFIX)) return value;
  const path = value.slice(DIRECT_UPLOAD_PREFIX.length);
  if (!UPLOAD_PATH.test(path)) throw new HttpError(422, UPLOAD_MESSAGES.directUploadMissing);
  const bytes = await storage().get(path);
  if (!bytes) throw new HttpError(422, UPLOAD_MESSAGES.directUploadMissing);
  await storage()
    .remove([path])
    .catch((error: Error) => console.warn(`Could not remove the direct upload ${path}: ${error.message}`));
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  return new File([bytes as Uint8Array<ArrayBuffer>], path.slice(path.lastIndexOf("/") + 1));
}
