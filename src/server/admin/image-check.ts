import type { ImageKind } from "#src/lib/admin-contracts/images.ts";
import type { ImageCheckResult } from "#src/lib/admin-contracts/responses.ts";
import { inspectUpload } from "#src/server/images/upload.ts";

/**
 * POST /api/admin/images/check: the checks an upload will face (size, real
 * type, pixel count, SVG safety, a full decode) without storing anything, so
 * the form can say 'Imagem pronta para envio' or show the problem at once.
 */
export async function checkImage(file: File, kind: ImageKind): Promise<ImageCheckResult> {
  const inspected = await inspectUpload(new Uint8Array(await file.arrayBuffer()), kind);
  return { ok: true, ...inspected };
}
