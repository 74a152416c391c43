/**
 * An image decoded for a canvas to read (CORS, for one on the storage
 * host): the colouring screen's line art, the activity previews' drawing.
 */
export function loadCorsImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${url}`));
    image.src = url;
  });
}
