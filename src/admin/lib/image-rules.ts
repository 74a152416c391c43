/**
 * Upload rules of the spec (section 5) for drawing and category images,
 * checked in the browser before anything is sent; the server checks again
 * with the same messages.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
/** For the file input's `accept`: the types plus their extensions, since some systems give SVGs no type. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";
export const UNSUPPORTED_TYPE_MESSAGE = "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.";
export const TOO_LARGE_MESSAGE = "O arquivo é muito grande. O tamanho máximo é 5MB.";
/** When the check fails for another reason than the file itself: the server still takes the image. */
export const CONVERSION_FAILED_MESSAGE = "Falha na conversão, mas a imagem ainda pode ser usada.";
/** How long 'Imagem pronta para envio' stays. */
export const READY_INDICATOR_MS = 1_000;

const EXTENSION_TYPES: Record<string, (typeof ACCEPTED_IMAGE_TYPES)[number]> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
};

export type FileLike = { name: string; type: string; size: number };

/** The file's image type, from its MIME type or, when the browser gives none, its extension. */
export function imageTypeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
}

/** The spec's message for a file that cannot be uploaded, or null when it can. Type first, then size. */
export function imageFileError(file: FileLike): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(imageTypeOf(file))) return UNSUPPORTED_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
