import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./upload.ts";

/**
 * A 64-bit perceptual hash ("difference hash") of an image, as 16 hex
 * digits, to refuse an upload that repeats a drawing or a pending file
 * (issue 13). The image is flattened on white, turned grey, its uniform
 * margin trimmed (the drawing pipeline centres images on an A4 page, so the
 * stored WebP and the uploaded file differ only by that margin), shrunk to
 * 9 x 8 pixels, and each bit says whether a pixel is darker than its right
 * neighbour. Re-encoding, resizing or padding an image moves it a bit or
 * two; a different drawing differs in dozens.
 */
export const HASH_HEX_LENGTH = 16;

/** Two hashes this close or closer are the same image. */
export const DUPLICATE_MAX_DISTANCE = 4;

const WIDTH = 9;
const HEIGHT = 8;

/**
 * The hash. A blank page hashes to all zeros, and is compared like any
 * other: a second blank upload is a duplicate of the first (so is an image
 * with almost no left-to-right contrast, which no line drawing is).
 */
export async function perceptualHash(bytes: Uint8Array): Promise<string> {
  const { data } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .trim({ threshold: 20 })
    .resize(WIDTH, HEIGHT, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      const left = data[y * WIDTH + x] ?? 0;
      const right = data[y * WIDTH + x + 1] ?? 0;
      bits = (bits << 1n) | (left < right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(HASH_HEX_LENGTH, "0");
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** The first candidate whose hash is within DUPLICATE_MAX_DISTANCE of `hash`. */
export function findDuplicate<T extends { imageHash: string | null }>(hash: string | null, candidates: Iterable<T>): T | null {
  if (!hash) return null;
  for (const candidate of candidates) {
    if (candidate.imageHash && hammingDistance(hash, candidate.imageHash) <= DUPLICATE_MAX_DISTANCE) return candidate;
  }
  return null;
}
