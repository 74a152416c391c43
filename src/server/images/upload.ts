import sharp, { type Metadata, type SharpOptions } from "sharp";
import { A4_PORTRAIT, type ImageVariants, renderImageVariants } from "./variants.ts";

/**
 * The server side of an image upload. Nothing about the file is trusted: its
 * type comes from its bytes (never the name or the Content-Type), its pixel
 * count is read from the header and bounded before anything is decoded, and
 * an SVG is checked for scripts and external references, then rasterised:
 * SVG is never stored or served as SVG. What comes out are the WebP/JPEG
 * variants of variants.ts.
 */
export type UploadKind = "drawing" | "category" | "article";
export type ImageType = "png" | "jpeg" | "webp" | "svg";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: a 7,500 x 5,300 photo passes, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;

const ALLOWED_TYPES: Record<UploadKind, readonly ImageType[]> = {
  drawing: ["png", "jpeg", "svg"],
  category: ["png", "jpeg", "svg"],
  article: ["png", "jpeg", "webp"],
};

export const UPLOAD_MESSAGES = {
  tooLarge: "O arquivo é muito grande. O tamanho máximo é 5MB.",
  unsupported: "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.",
  unsupportedArticle: "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
  tooManyPixels: "Imagem grande demais para processar.",
  unreadable: "Não foi possível ler a imagem. O arquivo está corrompido ou não é uma imagem válida.",
  unsafeSvg: "O SVG contém scripts, eventos ou referências externas e não pode ser usado.",
} as const;

export class UploadError extends Error {
  override name = "UploadError";
  readonly status: 413 | 415 | 422;

  constructor(status: 413 | 415 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

export function unsupportedMessage(kind: UploadKind): string {
  return kind === "article" ? UPLOAD_MESSAGES.unsupportedArticle : UPLOAD_MESSAGES.unsupported;
}

export type InspectedImage = { type: ImageType; width: number; height: number };
export type PreparedImage = InspectedImage & { variants: ImageVariants };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The raster type announced by the file's magic number, or null (SVG is recognised by parsing, see below). */
export function detectRasterType(bytes: Uint8Array): Exclude<ImageType, "svg"> | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}

function assertSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
}

function assertPixels(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw new UploadError(422, UPLOAD_MESSAGES.tooManyPixels);
}

const SHARP_FORMATS: Record<Exclude<ImageType, "svg">, string> = { png: "png", jpeg: "jpeg", webp: "webp" };

/** Header only: sharp reads the dimensions without decoding any pixel. */
async function rasterHeader(bytes: Uint8Array, type: Exclude<ImageType, "svg">): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  }
  if (meta.format !== SHARP_FORMATS[type]) throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  assertPixels(width, height);
  return { width, height };
}

/** Decodes every pixel once (within the pixel limit), so a valid header over garbage data is caught. */
async function assertDecodes(input: Uint8Array | Buffer, options: SharpOptions = {}): Promise<void> {
  try {
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", ...options })
      .resize({ width: 64, height: 64, fit: "inside" })
      .raw()
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadError(422, UPLOAD_MESSAGES.tooManyPixels);
    throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  }
}

// ---------------------------------------------------------------------------
// SVG
// ---------------------------------------------------------------------------

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);
const REFERENCE_ATTRIBUTES = new Set(["href", "src"]);
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gis;

/** A reference that stays inside the file: a fragment, or an inline raster image. */
function isInternalReference(value: string): boolean {
  const reference = value.trim();
  if (reference.startsWith("#")) return true;
  const lower = reference.toLowerCase();
  // An inline SVG would be a second document with references of its own.
  return lower.startsWith("data:image/") && !lower.startsWith("data:image/svg");
}

function hasExternalUrl(text: string): boolean {
  for (const match of text.matchAll(URL_FUNCTION)) {
    if (!isInternalReference(match[2] ?? "")) return true;
  }
  return /@import/i.test(text);
}

function looksLikeMarkup(bytes: Uint8Array): boolean {
  let index = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? 0)) index++;
  return bytes[index] === 0x3c; // "<"
}

type SvgDocument = { text: string; document: Document };

/**
 * Parses `bytes` as an SVG document: UTF-8, well-formed XML, root element
 * `<svg>`. Null when it is not one (then the type is unsupported).
 */
async function parseSvg(bytes: Uint8Array): Promise<SvgDocument | null> {
  if (!looksLikeMarkup(bytes)) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Entity declarations are how XML bombs and external entities get in; no drawing needs one.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) throw new UploadError(415, UPLOAD_MESSAGES.unsafeSvg);
  const { JSDOM } = await import("jsdom");
  let document: Document;
  try {
    document = new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
  } catch {
    return null;
  }
  const root = document.documentElement;
  if (root?.localName !== "svg") return null;
  return { text, document };
}

/** Throws 415 when the SVG holds a script, an event handler, embedded content or an external reference. */
function assertSafeSvg({ document }: SvgDocument): void {
  const unsafe = () => new UploadError(415, UPLOAD_MESSAGES.unsafeSvg);
  for (const node of Array.from(document.childNodes)) {
    // <?xml-stylesheet href="..."?> is an external reference outside the root element.
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) throw unsafe();
  }
  for (const element of [document.documentElement, ...Array.from(document.documentElement.querySelectorAll("*"))]) {
    const name = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) throw unsafe();
    if (name === "style" && hasExternalUrl(element.textContent ?? "")) throw unsafe();
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName.toLowerCase();
      const value = attribute.value;
      if (attributeName.startsWith("on")) throw unsafe();
      if (REFERENCE_ATTRIBUTES.has(attributeName) && !isInternalReference(value)) throw unsafe();
      if (/javascript:/i.test(value.replace(/\s+/g, ""))) throw unsafe();
      if (hasExternalUrl(value)) throw unsafe();
    }
  }
}

type SvgPlan = { width: number; height: number; density: number };

/**
 * The intrinsic size of a safe SVG, and the density that rasterises it to
 * fit inside A4 at print resolution (a small icon is drawn large and crisp,
 * a huge declared size is drawn small), refused when even that would exceed
 * the pixel limit.
 */
async function planSvg(bytes: Uint8Array): Promise<SvgPlan> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!(width > 0 && height > 0)) throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  const box = width > height ? { width: A4_PORTRAIT.height, height: A4_PORTRAIT.width } : A4_PORTRAIT;
  const scale = Math.min(box.width / width, box.height / height);
  const density = Math.min(Math.max(72 * scale, 1), 100_000);
  const factor = density / 72;
  assertPixels(Math.ceil(width * factor), Math.ceil(height * factor));
  return { width, height, density };
}

async function rasteriseSvg(bytes: Uint8Array, plan: SvgPlan): Promise<Buffer> {
  try {
    return await sharp(bytes, { density: plan.density, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new UploadError(422, UPLOAD_MESSAGES.tooManyPixels);
    throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  }
}

// ---------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------

type Checked =
  | ({ type: Exclude<ImageType, "svg"> } & { width: number; height: number })
  | { type: "svg"; width: number; height: number; plan: SvgPlan };

async function check(bytes: Uint8Array, kind: UploadKind): Promise<Checked> {
  assertSize(bytes);
  const allowed = ALLOWED_TYPES[kind];
  const raster = detectRasterType(bytes);
  if (raster) {
    if (!allowed.includes(raster)) throw new UploadError(415, unsupportedMessage(kind));
    return { type: raster, ...(await rasterHeader(bytes, raster)) };
  }
  if (!allowed.includes("svg")) throw new UploadError(415, unsupportedMessage(kind));
  const svg = await parseSvg(bytes);
  if (!svg) throw new UploadError(415, unsupportedMessage(kind));
  assertSafeSvg(svg);
  const plan = await planSvg(bytes);
  return { type: "svg", width: plan.width, height: plan.height, plan };
}

/**
 * Everything short of producing the variants: size, real type, pixel count,
 * SVG safety, and one full decode. What POST /api/admin/images/check answers.
 */
export async function inspectUpload(bytes: Uint8Array, kind: UploadKind): Promise<InspectedImage> {
  const checked = await check(bytes, kind);
  if (checked.type === "svg") await assertDecodes(bytes, { density: checked.plan.density });
  else await assertDecodes(bytes);
  return { type: checked.type, width: checked.width, height: checked.height };
}

/** Checks an upload and renders its stored variants (WebP full and card, JPEG social card). */
export async function prepareUpload(bytes: Uint8Array, kind: UploadKind): Promise<PreparedImage> {
  const checked = await check(bytes, kind);
  const source = checked.type === "svg" ? await rasteriseSvg(bytes, checked.plan) : bytes;
  // renderImageVariants decodes the whole image; a corrupt one fails there.
  let variants: ImageVariants;
  try {
    variants = await renderImageVariants(source);
  } catch {
    throw new UploadError(422, UPLOAD_MESSAGES.unreadable);
  }
  return { type: checked.type, width: checked.width, height: checked.height, variants };
}
