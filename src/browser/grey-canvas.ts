/**
 * A picture drawn at `width`×`height` on white, on a canvas of that size,
 * and its pixels read as grey (Rec. 601 luma, as sharp's greyscale on the
 * server, to within one level): how the colouring screen maps a drawing without a stored map,
 * and how the 'Traço grosso' sheet reads a drawing's lines.
 */
export type GreyCanvas = {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  /** The canvas's pixels, to write back after a change. */
  pixels: ImageData;
  grey: Uint8Array;
};

export function greyCanvas(source: CanvasImageSource, width: number, height: number): GreyCanvas {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  // A picture drawn smaller is averaged, not sampled: thin lines stay lines.
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  return { canvas, context, pixels, grey: lumaOf(pixels.data, width * height) };
}

/** Whether this machine stores a 32-bit word's lowest byte first (every browser's platform does, in practice). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Rec. 601 luma in integers, 77·R + 150·G + 29·B over 256: a grey pixel
 * keeps its value exactly. Each pixel is read as one 32-bit word, not three
 * bytes of a clamped array: a page at 150 DPI is 2.2 million pixels, and
 * this is the tab's work on each 'Traço grosso' sheet.
 */
export function lumaOf(rgba: Uint8ClampedArray | Uint8Array, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  // A view of 32-bit words needs a little-endian machine and an aligned start (ImageData's always is).
  if (!LITTLE_ENDIAN || rgba.byteOffset % 4 !== 0) {
    for (let index = 0, at = 0; index < pixels; index++, at += 4)
      grey[index] = (77 * (rgba[at] as number) + 150 * (rgba[at + 1] as number) + 29 * (rgba[at + 2] as number)) >> 8;
    return grey;
  }
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
  for (let index = 0; index < pixels; index++) {
    const word = words[index] as number;
    grey[index] = (77 * (word & 0xff) + 150 * ((word >>> 8) & 0xff) + 29 * ((word >>> 16) & 0xff)) >>> 8;
  }
  return grey;
}
