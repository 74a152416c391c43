import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { API, UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { readBodyLimited } from "#src/server/http/body.ts";
import { getStorage } from "../storage/index.ts";
import { type FormFields, resolveDirectUploads } from "./direct-uploads.ts";

import { HttpError } from "./errors.ts";

/** Room for the text fields and multipart boundaries around one 5 MB file. */
export const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;
/**
 * The most fields a form may carry: the richest (a drawing with its tags,
 * 20 files for the publishing queue) has a few dozen. 40,000 repeated
 * fields once held the server for 15 s; past this, 400.
 */
export const MAX_FORM_FIELDS = 500;

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * The fields of a multipart (or urlencoded) request as a plain object for
 * zod: text fields as strings, files as File, a field sent several times
 * (several files) as a list of them. A file input left empty (no
 * name, no bytes) counts as absent; a file over 5 MB is refused with 413.
 * A request without a body gives an empty object.
 */

export async function readForm(request: Request): Promise<FormFields> {
  // The multipart boundary is case-sensitive: compare lower-cased, pass on as sent.
  const type = request.headers.get("content-type") ?? "";
  const isForm = FORM_TYPES.some((form) => type.toLowerCase().includes(form));
  const bytes = await readBodyLimited(request, MAX_FORM_BYTES, () => new HttpError(413, UPLOAD_MESSAGES.tooLarge));
  if (bytes.byteLength === 0 && !isForm) return {};
  if (!isForm) throw new HttpError(400, API.badBody);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, API.badBody);
  }
  const fields: FormFields = {};
  let count = 0;
  for (const [key, value] of form.entries()) {
    if (++count > MAX_FORM_FIELDS) throw new HttpError(400, API.badBody);
    if (typeof value !== "string") {
      if (value.size === 0 && value.name === "") continue;
      if (value.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    }
    const previous = fields[key];
    if (previous === undefined) fields[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[key] = [previous, value];
  }
  // Files the browser sent straight to storage (./direct-uploads.ts) come back as files.
  return resolveDirectUploads(fields, getStorage);
}
