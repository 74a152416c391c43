import sharp, { type Sharp } from "sharp";

/**
 * The image variants every drawing and category image gets, defined once so
 * the seed and the admin upload pipeline produce identical files:
 * - full: WebP sized for printing on A4 (what "Baixar" downloads),
 * - card: a small WebP for grids,
 * - og: the 1200x630 JPEG social cards expect.
 * Their public URLs come from src/lib/urls.ts (cardUrlFor, ogUrlFor).
 */

/** A4 at 200 dpi: enough for a crisp print, small enough to download quickly. */
export const A4_PORTRAIT = { width: 1654, height: 2339 } as const;
export const CARD_WIDTH = 480;
export const OG_SIZE = { width: 1200, height: 630 } as const;
/** Blank border kept around the drawing on the social card, so it never touches the edges. */
const OG_MARGIN = { x: 60, y: 30 } as const;

const WHITE = { r: 255, g: 255, b: 255 };

export type ImageVariantName = "full" | "card" | "og";
export type RenderedImage = { bytes: Uint8Array; width: number; height: number };
export type ImageVariants = Record<ImageVariantName, RenderedImage>;

export const VARIANT_CONTENT_TYPES: Record<ImageVariantName, string> = {
  full: "image/webp",
  card: "image/webp",
  og: "image/jpeg",
};

async function encoded(pipeline: Sharp): Promise<RenderedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * Renders the three variants of an uploaded or generated image (any format
 * sharp reads, SVG included). The input is decoded once: oriented by its EXIF
 * tag, flattened on white (transparent PNGs print white, not black), fitted
 * inside A4 in its own orientation, never enlarged. sharp drops metadata
 * (EXIF, GPS, ICC) unless asked to keep it, so none of it reaches the files.
 */
export async function renderImageVariants(input: Buffer | Uint8Array): Promise<ImageVariants> {
  const source = sharp(input, { failOn: "error" }).rotate();
  const { width = 0, height = 0 } = await source.metadata().then((meta) => meta.autoOrient);
  const landscape = width > height;
  const box = landscape ? { width: A4_PORTRAIT.height, height: A4_PORTRAIT.width } : A4_PORTRAIT;
  const base = await source
    .flatten({ background: WHITE })
    .resize({ ...box, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () => sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });

  const ogDrawing = await raw()
    .resize({ width: OG_SIZE.width - 2 * OG_MARGIN.x, height: OG_SIZE.height - 2 * OG_MARGIN.y, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Effort 2 encodes line art about twice as fast as the default 4 for a few percent more bytes.
  const [full, card, og] = await Promise.all([
    encoded(raw().webp({ quality: 85, effort: 2 })),
    encoded(raw().resize({ width: CARD_WIDTH }).webp({ quality: 80, effort: 2 })),
    encoded(
      sharp({ create: { ...OG_SIZE, channels: 3, background: WHITE } })
        .composite([{ input: ogDrawing.data, raw: ogDrawing.info, gravity: "centre" }])
        .jpeg({ quality: 85, mozjpeg: true }),
    ),
  ]);
  return { full, card, og };
}
