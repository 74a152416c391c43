import sharp, { type Metadata, type SharpOptions } from "sharp";
import {
  ACCEPTED_IMAGE_FORMATS,
  type ImageFormat,
  type ImageKind,
  unsupportedImageMessage,
} from "#src/lib/admin-contracts/images.ts";
import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { analyseDrawing, type RegionMetrics } from "../colouring/region-file.ts";
import { DomainError, isDomainErrorKind } from "../errors.ts";
import { type SerializedError, WorkerPool } from "../worker-pool.ts";
import { detectRasterType, type RasterType, readImageHeader } from "./header.ts";
import { scanSvg } from "./svg-scan.ts";
import { A4_PORTRAIT, type ImageVariants, renderImageVariants } from "./variants.ts";

/**
 * The server side of an image upload. Nothing about the file is trusted: its
 * type comes from its bytes (never the name or the Content-Type), its pixel
 * count is read from the header and bounded before anything is decoded, and
 * an SVG is checked for scripts and external references (svg-scan.ts, in
 * linear time), its embedded images bounded like uploads, then rasterised:
 * SVG is never stored or served as SVG. What comes out are the WebP/JPEG
 * variants of variants.ts. All of it runs in a worker thread with a time
 * limit (see the end of this file). What each kind accepts, the size limit
 * and the messages are the admin contracts' (src/lib/admin-contracts), which
 * the forms check first.
 */

/** 40 megapixels: a 7,500 x 5,300 photo passes, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * The longest side at most 20 times the shortest: no drawing, category
 * picture or article banner is narrower (a 1:20 strip is already a ruler),
 * and a 39,000,000 x 1 PNG, within the pixel limit, broke the steps after
 * the check (its duplicate hash could not be computed).
 */
export const MAX_ASPECT_RATIO = 20;

export type InspectedImage = { type: ImageFormat; width: number; height: number };
export type PreparedImage = InspectedImage & { variants: ImageVariants };

function assertSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new DomainError("too-large", UPLOAD_MESSAGES.tooLarge);
}

function assertPixels(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw new DomainError("invalid", UPLOAD_MESSAGES.tooManyPixels);
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new DomainError("invalid", UPLOAD_MESSAGES.extremeAspectRatio);
  }
}

const SHARP_FORMATS: Record<RasterType, string> = { png: "png", jpeg: "jpeg", webp: "webp" };

/** Header only: sharp reads the dimensions without decoding any pixel. */
async function rasterHeader(bytes: Uint8Array, type: RasterType): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  }
  if (meta.format !== SHARP_FORMATS[type]) throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
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
    if (/pixel limit/i.test((error as Error).message)) throw new DomainError("invalid", UPLOAD_MESSAGES.tooManyPixels);
    throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  }
}

// ---------------------------------------------------------------------------
// SVG
// ---------------------------------------------------------------------------

function looksLikeMarkup(bytes: Uint8Array): boolean {
  let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? 0)) index++;
  return bytes[index] === 0x3c; // "<"
}

/** The bytes of a data: URI, base64 or percent-encoded; null when it is malformed. */
export function dataUriBytes(uri: string): Uint8Array | null {
  const comma = uri.indexOf(",");
  if (comma === -1) return null;
  const parameters = uri.slice(5, comma).toLowerCase().split(";");
  const payload = uri.slice(comma + 1);
  if (parameters.some((parameter) => parameter.trim() === "base64")) return Buffer.from(payload, "base64");
  const bytes = new Uint8Array(payload.length);
  let length = 0;
  for (let index = 0; index < payload.length; index++) {
    const code = payload.charCodeAt(index);
    if (code === 0x25) {
      const hex = payload.slice(index + 1, index + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
      bytes[length++] = Number.parseInt(hex, 16);
      index += 2;
    } else if (code < 0x80) {
      bytes[length++] = code;
    } else {
      return null;
    }
  }
  return bytes.subarray(0, length);
}

/**
 * librsvg decodes the raster images an SVG embeds as data: URIs; each one
 * obeys the bound of an upload: a PNG, JPEG or WebP by its bytes, its pixel
 * count read from its header.
 */
function assertEmbeddedImages(uris: readonly string[]): void {
  for (const uri of uris) {
    const bytes = dataUriBytes(uri);
    const header = bytes && readImageHeader(bytes);
    if (!header) throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
    assertPixels(header.width, header.height);
  }
}

/**
 * Checks `bytes` as an SVG upload: null when it is not an SVG document (then
 * the type is unsupported); 415 when it is unsafe; 422 when librsvg could not
 * read it or an embedded image is unreadable or over the pixel bound.
 */
function checkSvg(bytes: Uint8Array): "svg" | null {
  if (!looksLikeMarkup(bytes)) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const scan = scanSvg(text);
  if (scan.verdict === "not-svg") return null;
  if (scan.verdict === "unsafe") throw new DomainError("unsupported-type", UPLOAD_MESSAGES.unsafeSvg);
  if (scan.verdict === "unreadable") throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  assertEmbeddedImages(scan.embedded);
  return "svg";
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
    throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!(width > 0 && height > 0)) throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
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
    if (/pixel limit/i.test((error as Error).message)) throw new DomainError("invalid", UPLOAD_MESSAGES.tooManyPixels);
    throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  }
}

// ---------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------

type Checked =
  | { type: RasterType; width: number; height: number }
  | { type: "svg"; width: number; height: number; plan: SvgPlan };

async function check(bytes: Uint8Array, kind: ImageKind): Promise<Checked> {
  assertSize(bytes);
  const allowed = ACCEPTED_IMAGE_FORMATS[kind];
  const raster = detectRasterType(bytes);
  if (raster) {
    if (!allowed.includes(raster)) throw new DomainError("unsupported-type", unsupportedImageMessage(kind));
    return { type: raster, ...(await rasterHeader(bytes, raster)) };
  }
  if (!allowed.includes("svg")) throw new DomainError("unsupported-type", unsupportedImageMessage(kind));
  if (!checkSvg(bytes)) throw new DomainError("unsupported-type", unsupportedImageMessage(kind));
  const plan = await planSvg(bytes);
  return { type: "svg", width: plan.width, height: plan.height, plan };
}

/** inspectUpload's work, in the calling thread. */
async function inspectImage(bytes: Uint8Array, kind: ImageKind): Promise<InspectedImage> {
  const checked = await check(bytes, kind);
  if (checked.type === "svg") await assertDecodes(bytes, { density: checked.plan.density });
  else await assertDecodes(bytes);
  return { type: checked.type, width: checked.width, height: checked.height };
}

/** prepareUpload's work, in the calling thread. */
async function prepareImage(bytes: Uint8Array, kind: ImageKind): Promise<PreparedImage> {
  const checked = await check(bytes, kind);
  const source = checked.type === "svg" ? await rasteriseSvg(bytes, checked.plan) : bytes;
  // renderImageVariants decodes the whole image; a corrupt one fails there.
  let variants: ImageVariants;
  try {
    variants = await renderImageVariants(source);
  } catch {
    throw new DomainError("invalid", UPLOAD_MESSAGES.unreadable);
  }
  return { type: checked.type, width: checked.width, height: checked.height, variants };
}

// ---------------------------------------------------------------------------
// Off the event loop
// ---------------------------------------------------------------------------

/** What the image worker (image-worker.ts) runs. */
/** A drawing's region map and difficulty (src/server/colouring), from its stored full image. */
async function analyseImage(bytes: Uint8Array): Promise<{ metrics: RegionMetrics; file: Uint8Array }> {
  const { metrics, file } = await analyseDrawing(bytes);
  return { metrics, file };
}

export const IMAGE_TASKS = { inspect: inspectImage, prepare: prepareImage, analyse: analyseImage };

/** A legitimate A4 drawing takes a second or two; a file still decoding after this is refused. */
export const IMAGE_JOB_TIMEOUT_MS = 20_000;
/** Two workers: two uploads at once, and never more than two sharp pipelines on the shared libuv pool. */
export const IMAGE_WORKERS = 2;

function reviveError({ name, message, kind }: SerializedError): Error {
  if (name === "DomainError" && isDomainErrorKind(kind)) return new DomainError(kind, message);
  return Object.assign(new Error(message), { name });
}

// The literal is rewritten to the bundled image-worker.mjs by astro.config.mjs (imageWorker).
const WORKER_FILE = "./image-worker.ts";

export const imagePool = new WorkerPool({
  url: new URL(WORKER_FILE, import.meta.url),
  tasks: IMAGE_TASKS,
  size: IMAGE_WORKERS,
  timeoutMs: IMAGE_JOB_TIMEOUT_MS,
  timeoutError: () => new DomainError("invalid", UPLOAD_MESSAGES.timedOut),
  reviveError,
});

type JobOptions = { timeoutMs?: number };

/**
 * Everything short of producing the variants: size, real type, pixel count,
 * SVG safety, and one full decode. What POST /api/admin/images/check answers.
 */
export function inspectUpload(bytes: Uint8Array, kind: ImageKind, options: JobOptions = {}): Promise<InspectedImage> {
  return imagePool.run("inspect", [bytes, kind], options);
}

/** A drawing's region map and difficulty, computed in the image pool (about half a second of CPU). */
export function analyseRegions(
  bytes: Uint8Array,
  options: JobOptions = {},
): Promise<{ metrics: RegionMetrics; file: Uint8Array }> {
  return imagePool.run("analyse", [bytes], options);
}

/** Checks an upload and renders its stored variants (WebP full and card, JPEG social card). */
export function prepareUpload(bytes: Uint8Array, kind: ImageKind, options: JobOptions = {}): Promise<PreparedImage> {
  return imagePool.run("prepare", [bytes, kind], options);
}
