import {
  ACCEPTED_IMAGE_FORMATS,
  IMAGE_FORMAT_EXTENSIONS,
  IMAGE_FORMAT_TYPES,
  IMAGE_KINDS,
  type ImageFormat,
  type ImageKind,
  unsupportedImageMessage,
} from "#src/lib/admin-contracts/images.ts";
import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";

/**
 * The upload rules of the admin's images (spec section 5, written in
 * src/lib/admin-contracts), checked in the browser before anything is sent:
 * drawings and categories take PNG, JPEG or SVG, an article's featured image
 * PNG, JPEG or WebP, all up to 5 MB. The browser can only go by the file's
 * type or extension; the server checks the bytes again and answers with the
 * same messages.
 */
const typesOf = (kind: ImageKind): readonly string[] => ACCEPTED_IMAGE_FORMATS[kind].map((format) => IMAGE_FORMAT_TYPES[format]);

/** For the file input's `accept`: the types plus their extensions, since some systems give SVGs no type. */
export function imageAccept(kind: ImageKind = "drawing"): string {
  return [
    ...typesOf(kind),
    ...ACCEPTED_IMAGE_FORMATS[kind].flatMap((format) => IMAGE_FORMAT_EXTENSIONS[format].map((extension) => `.${extension}`)),
  ].join(",");
}

/** The drawings' and categories' `accept`. */
export const IMAGE_ACCEPT = imageAccept("drawing");

/** The line under the image field: 'PNG, JPEG ou SVG, até 5MB.' ('PNG, JPEG ou WEBP, até 5MB.' for articles). */
export function imageHint(kind: ImageKind = "drawing"): string {
  const names = ACCEPTED_IMAGE_FORMATS[kind].map((format) => format.toUpperCase());
  return `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}, até 5MB.`;
}

/** How long 'Imagem pronta para envio' stays. */
export const READY_INDICATOR_MS = 1_000;

// Every known extension, whatever the kind: the kind's own list decides what is accepted.
const ALL_FORMATS = [...new Set(IMAGE_KINDS.flatMap((kind) => ACCEPTED_IMAGE_FORMATS[kind]))] as ImageFormat[];
const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  ALL_FORMATS.flatMap((format) => IMAGE_FORMAT_EXTENSIONS[format].map((extension) => [extension, IMAGE_FORMAT_TYPES[format]])),
);

export type FileLike = { name: string; type: string; size: number };

/** The file's image type, from its MIME type or, when the browser gives none, its extension. */
export function imageTypeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
}

/** The spec's message for a file that cannot be uploaded as `kind`, or null when it can. Type first, then size. */
export function imageFileError(file: FileLike, kind: ImageKind = "drawing"): string | null {
  if (!typesOf(kind).includes(imageTypeOf(file))) return unsupportedImageMessage(kind);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
