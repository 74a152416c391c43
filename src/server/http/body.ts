import { concatBytes } from "#src/lib/bytes.ts";

/**
 * Reads a request body without ever holding more than `maxBytes`: a larger
 * Content-Length is refused before reading, and a body without one (or
 * lying about it) is cut off as soon as it passes the limit. `tooLarge`
 * makes the error thrown then, so each caller answers 413 its own way.
 */
export async function readBodyLimited(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
