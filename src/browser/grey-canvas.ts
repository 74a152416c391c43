/**
 * A picture drawn at `width`×`height` on white, on a canvas of that size,
 * and its pixels read as grey (Rec. 601 luma, as sharp's greyscale on the
 * server): how the colouring screen maps a drawing without a stored map,
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
  const rgba = pixels.data;
  const grey = new Uint8Array(width * height);
  for (let index = 0, at = 0; index < grey.length; index++, at += 4) {
    grey[index] = (0.299 * (rgba[at] as number) + 0.587 * (rgba[at + 1] as number) + 0.114 * (rgba[at + 2] as number)) | 0;
  }
  return { canvas, context, pixels, grey };
}
