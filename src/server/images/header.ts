/**
 * The type and dimensions of a PNG, JPEG or WebP read from its first bytes,
 * without decoding a pixel and without sharp: a synchronous, bounded read,
 * so an SVG can carry thousands of embedded images and each costs only a
 * few comparisons (see svg-scan.ts).
 */
export type RasterType = "png" | "jpeg" | "webp";
export type ImageHeader = { type: RasterType; width: number; height: number };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const IHDR = [0x49, 0x48, 0x44, 0x52] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The raster type announced by the file's magic number, or null. */
export function detectRasterType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}

/** Null when the type is not one of ours or the header is cut short or inconsistent. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = detectRasterType(bytes);
  if (!type) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = type === "png" ? pngSize(bytes, view) : type === "jpeg" ? jpegSize(bytes, view) : webpSize(bytes, view);
  if (!size || !(size.width > 0 && size.height > 0)) return null;
  return { type, ...size };
}

type Size = { width: number; height: number } | null;

/** IHDR is always the first chunk: width and height are its first two 32-bit fields. */
function pngSize(bytes: Uint8Array, view: DataView): Size {
  if (bytes.length < 24 || !startsWith(bytes, IHDR, 12)) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size: SOF0 to SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the marker segments (each jump skips a whole segment, so the walk is linear) up to the frame header. */
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0-7; SOS or EOI before a frame header means none.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The first chunk after "WEBP": VP8X (extended: canvas size), VP8L (lossless) or VP8 (lossy). */
function webpSize(bytes: Uint8Array, view: DataView): Size {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X") {
    const width = 1 + (view.getUint16(24, true) | ((bytes[26] ?? 0) << 16));
    const height = 1 + (view.getUint16(27, true) | ((bytes[29] ?? 0) << 16));
    return { width, height };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}
