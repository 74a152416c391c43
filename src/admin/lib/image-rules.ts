import { DRAWING_IMAGE_FORMATS, IMAGE_FORMAT_EXTENSIONS, IMAGE_FORMAT_TYPES } from "#src/lib/admin-contracts/images.ts";
import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";

/**
 * The upload rules of drawing and category images (spec section 5, written
 * in src/lib/admin-contracts), checked in the browser before anything is
 * sent. The browser can only go by the file's type or extension; the server
 * checks the bytes again and answers with the same messages.
 */
const ACCEPTED_IMAGE_TYPES: readonly string[] = DRAWING_IMAGE_FORMATS.map((format) => IMAGE_FORMAT_TYPES[format]);

/** For the file input's `accept`: the types plus their extensions, since some systems give SVGs no type. */
export const IMAGE_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  ...DRAWING_IMAGE_FORMATS.flatMap((format) => IMAGE_FORMAT_EXTENSIONS[format].map((extension) => `.${extension}`)),
].join(",");

/** How long 'Imagem pronta para envio' stays. */
export const READY_INDICATOR_MS = 1_000;

const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  DRAWING_IMAGE_FORMATS.flatMap((format) =>
    IMAGE_FORMAT_EXTENSIONS[format].map((extension) => [extension, IMAGE_FORMAT_TYPES[format]]),
  ),
);

export type FileLike = { name: string; type: string; size: number };

/** The file's image type, from its MIME type or, when the browser gives none, its extension. */
export function imageTypeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
}

/** The spec's message for a file that cannot be uploaded, or null when it can. Type first, then size. */
export function imageFileError(file: FileLike): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(imageTypeOf(file))) return UPLOAD_MESSAGES.unsupported;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
