import { type ImagePaths, type ImageVariantName, renderImageVariants, VARIANT_CONTENT_TYPES } from "../images/variants.ts";
import { type Storage, UPLOAD_CACHE_CONTROL_SECONDS } from "../storage/index.ts";
import { HttpError, MESSAGES } from "./errors.ts";

/**
 * The stored files of one drawing's or category's image: the three variants
 * named after its slug, `{folder}/{slug}.webp`, `.card.webp`, `.og.jpg`.
 */
export type ImageFolder = "drawings" | "categories" | "blog-images";

const VARIANTS: ImageVariantName[] = ["full", "card", "og"];

export function imagePaths(folder: ImageFolder, slug: string): ImagePaths {
  return { full: `${folder}/${slug}.webp`, card: `${folder}/${slug}.card.webp`, og: `${folder}/${slug}.og.jpg` };
}

/**
 * The public URL stored in image_url: the full variant's URL with a version,
 * because the files are cached for a year and a replaced image keeps its
 * name; the version makes browsers and CDNs fetch the new one.
 */
export function versionedUrl(storage: Storage, path: string, version = Date.now().toString(36)): string {
  return `${storage.publicUrl(path)}?v=${version}`;
}

/** Writes the three variants (overwriting) and returns the new image_url and the paths written. */
export async function storeVariants(
  storage: Storage,
  folder: ImageFolder,
  slug: string,
  variants: Record<ImageVariantName, { bytes: Uint8Array }>,
): Promise<{ imageUrl: string; paths: string[] }> {
  const paths = imagePaths(folder, slug);
  const written: string[] = [];
  try {
    for (const name of VARIANTS) {
      await storage.put(paths[name], variants[name].bytes, {
        contentType: VARIANT_CONTENT_TYPES[name],
        cacheControlSeconds: UPLOAD_CACHE_CONTROL_SECONDS,
      });
      written.push(paths[name]);
    }
  } catch (error) {
    await removeQuietly(storage, written, "after a failed upload");
    throw error;
  }
  return { imageUrl: versionedUrl(storage, paths.full), paths: VARIANTS.map((name) => paths[name]) };
}

/**
 * The storage paths behind an image_url of this storage: the three variants
 * when it names a full `.webp` image, the one file otherwise (an older
 * upload), null for a URL this storage does not serve.
 */
export function storedPathsOf(storage: Storage, imageUrl: string | null): string[] | null {
  if (!imageUrl) return null;
  const path = storage.pathFromUrl(imageUrl);
  if (!path) return null;
  const base = /^(.*)(?<!\.card|\.og)\.webp$/.exec(path)?.[1];
  if (!base) return [path];
  return [`${base}.webp`, `${base}.card.webp`, `${base}.og.jpg`];
}

/** Removes files, logging (never throwing) a failure: a leftover file is harmless, a failed save is not. */
export async function removeQuietly(storage: Storage, paths: string[], reason: string): Promise<void> {
  if (paths.length === 0) return;
  try {
    await storage.remove(paths);
  } catch (error) {
    console.warn(`Could not remove ${paths.join(", ")} ${reason}: ${(error as Error).message}`);
  }
}

/** Removes the files of a previous image_url, except any that the new image wrote over. */
export async function removeOldImage(storage: Storage, oldUrl: string | null, keep: string[] = []): Promise<void> {
  const paths = storedPathsOf(storage, oldUrl)?.filter((path) => !keep.includes(path)) ?? [];
  await removeQuietly(storage, paths, "(replaced or deleted image)");
}

/**
 * The spec's rename flow, for one image whose record now has `slug`: read the
 * current files, write them under the slug's names (upsert), and return the
 * new image_url and the old paths to remove once the record points to the
 * new ones. A missing card or social variant (or an older single-file
 * upload) is rendered again from the full image. Null when the image already
 * has the right name.
 */
export async function copyImageToSlug(
  storage: Storage,
  folder: ImageFolder,
  imageUrl: string,
  slug: string,
): Promise<{ imageUrl: string; paths: string[]; oldPaths: string[] } | null> {
  const oldPaths = storedPathsOf(storage, imageUrl);
  if (!oldPaths?.[0]) throw new HttpError(422, MESSAGES.invalidImagePath);
  const target = imagePaths(folder, slug);
  if (oldPaths[0] === target.full) return null;
  const files = await Promise.all(oldPaths.map((path) => storage.get(path)));
  const full = files[0];
  if (!full) throw new HttpError(422, MESSAGES.imageFileMissing);
  const [, card, og] = files;
  const variants =
    oldPaths.length === 3 && card && og
      ? { full: { bytes: full }, card: { bytes: card }, og: { bytes: og } }
      : await renderImageVariants(full);
  const stored = await storeVariants(storage, folder, slug, variants);
  return { ...stored, oldPaths: oldPaths.filter((path) => !stored.paths.includes(path)) };
}
