import type { ContentDeps } from "#src/server/content/deps.ts";
import { storedFilesOf } from "#src/server/content/stored-images.ts";
import { perceptualHash } from "#src/server/images/perceptual-hash.ts";
import { drawingsWithoutImageHash, setDrawingImageHash } from "#src/server/repositories/drawing-images.ts";

/**
 * The perceptual hashes of drawings saved before they existed (the sample
 * catalogue, older rows), so the duplicate check of uploads knows them:
 * computed from each drawing's stored card image (the full one when there
 * is no card), a batch at a time, in the background at start. An image that
 * cannot be read or hashed gets "" and is not tried again. Returns how many
 * drawings it went through.
 */
export async function backfillDrawingHashes({ db, storage }: ContentDeps, batch = 50): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await drawingsWithoutImageHash(db, batch);
    if (rows.length === 0) return done;
    for (const row of rows) {
      await setDrawingImageHash(db, row.id, (await hashOfStoredImage({ db, storage }, row.imageUrl)) ?? "");
      done++;
    }
  }
}

async function hashOfStoredImage({ storage }: ContentDeps, imageUrl: string): Promise<string | null> {
  const files = storedFilesOf(storage, imageUrl);
  if (!files) return null;
  for (const path of "single" in files ? [files.single] : [files.card, files.full]) {
    const bytes = await storage.get(path).catch(() => null);
    if (!bytes) continue;
    try {
      return await perceptualHash(bytes);
    } catch {
      return null;
    }
  }
  return null;
}
