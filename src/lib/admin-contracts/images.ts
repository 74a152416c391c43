import { UPLOAD_MESSAGES } from "./messages.ts";

/**
 * Which image formats each kind of upload accepts (spec section 5), for the
 * server, which tells the format from the file's bytes, and for the forms,
 * which can only go by the file's type or extension before sending it.
 */
export const IMAGE_KINDS = ["drawing", "category", "article"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export type ImageFormat = "png" | "jpeg" | "webp" | "svg";

/** Drawings and categories: SVG is accepted (and rasterised by the server, never stored as SVG). */
export const DRAWING_IMAGE_FORMATS = ["png", "jpeg", "svg"] as const satisfies readonly ImageFormat[];

export const ACCEPTED_IMAGE_FORMATS: Record<ImageKind, readonly ImageFormat[]> = {
  drawing: DRAWING_IMAGE_FORMATS,
  category: DRAWING_IMAGE_FORMATS,
  article: ["png", "jpeg", "webp"],
};

export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export const IMAGE_FORMAT_EXTENSIONS: Record<ImageFormat, readonly string[]> = {
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  webp: ["webp"],
  svg: ["svg"],
};

/** The spec's 'Tipo de arquivo não suportado' message, naming the formats this kind accepts. */
export function unsupportedImageMessage(kind: ImageKind): string {
  return kind === "article" ? UPLOAD_MESSAGES.unsupportedArticle : UPLOAD_MESSAGES.unsupported;
}
