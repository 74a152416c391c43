import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { pdfPathFor, renderA4Pdf } from "../images/pdf.ts";
import { type ImageVariantName, renderImageVariants, VARIANT_CONTENT_TYPES } from "../images/variants.ts";
import { type Storage, UPLOAD_CACHE_CONTROL_SECONDS } from "../storage/index.ts";
import { HttpError, MESSAGES } from "./errors.ts";

/**
 * The stored files of one drawing's or category's image, named after its
 * slug: `{folder}/{slug}.webp` (full), `.card.webp`, `.og.jpg`, and for a
 * drawing `.pdf`, the A4 file the drawing page's 'Baixar PDF' links
 * (src/server/images/pdf.ts; the seed stores the same four).
 */
export type ImageFolder = "drawings" | "categories" | "blog-images";
type FileName = ImageVariantName | "pdf";
export type ImageFiles = Partial<Record<FileName, string>> & Record<ImageVariantName, string>;

const VARIANTS: ImageVariantName[] = ["full", "card", "og"];
/** The document title of every drawing PDF, as the seed writes it. */
export const PDF_TITLE = "Desenho para colorir | Rabisco";

const hasPdf = (folder: string) => folder === "drawings";

export function imagePaths(folder: ImageFolder, slug: string): ImageFiles {
  const full = `${folder}/${slug}.webp`;
  return {
    full,
    card: `${folder}/${slug}.card.webp`,
    og: `${folder}/${slug}.og.jpg`,
    ...(hasPdf(folder) ? { pdf: pdfPathFor(full) } : {}),
  };
}

function listed(files: ImageFiles): string[] {
  return [files.full, files.card, files.og, ...(files.pdf ? [files.pdf] : [])];
}

/**
 * The public URL stored in image_url: the full variant's URL with a version,
 * because the files are cached for a year and a replaced image keeps its
 * name; the version makes browsers and CDNs fetch the new one.
 */
export function versionedUrl(storage: Storage, path: string, version = Date.now().toString(36)): string {
  return `${storage.publicUrl(path)}?v=${version}`;
}

export type ImageBytes = Record<ImageVariantName, { bytes: Uint8Array }> & { pdf?: Uint8Array | undefined };

/** Writes the image's files (overwriting) and returns the new image_url and the paths written. */
export async function storeVariants(
  storage: Storage,
  folder: ImageFolder,
  slug: string,
  images: ImageBytes,
): Promise<{ imageUrl: string; paths: string[] }> {
  const files = imagePaths(folder, slug);
  const writes: [string, Uint8Array, string][] = VARIANTS.map((name) => [
    files[name],
    images[name].bytes,
    VARIANT_CONTENT_TYPES[name],
  ]);
  if (files.pdf) writes.push([files.pdf, images.pdf ?? (await renderA4Pdf(images.full.bytes, PDF_TITLE)), "application/pdf"]);
  const written: string[] = [];
  try {
    for (const [path, bytes, contentType] of writes) {
      await storage.put(path, bytes, { contentType, cacheControlSeconds: UPLOAD_CACHE_CONTROL_SECONDS });
      written.push(path);
    }
  } catch (error) {
    await removeQuietly(storage, written, "after a failed upload");
    throw error;
  }
  return { imageUrl: versionedUrl(storage, files.full), paths: listed(files) };
}

/**
 * The files behind an image_url of this storage: all of them when it names a
 * full `.webp` image, the one file otherwise (an older upload), null for a
 * URL this storage does not serve.
 */
export function storedFilesOf(storage: Storage, imageUrl: string | null): ImageFiles | { single: string } | null {
  if (!imageUrl) return null;
  const path = storage.pathFromUrl(imageUrl);
  if (!path) return null;
  const match = /^([^/]+)\/(.*)(?<!\.card|\.og)\.webp$/.exec(path);
  if (!match?.[1] || !match[2]) return { single: path };
  return imagePaths(match[1] as ImageFolder, match[2]);
}

/** The storage paths behind an image_url (see storedFilesOf), as a list. */
export function storedPathsOf(storage: Storage, imageUrl: string | null): string[] | null {
  const files = storedFilesOf(storage, imageUrl);
  if (!files) return null;
  return "single" in files ? [files.single] : listed(files);
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
 * new ones. A missing variant or PDF (or an older single-file upload) is
 * rendered again from the full image. Null when the image already has the
 * right name.
 */
export async function copyImageToSlug(
  storage: Storage,
  folder: ImageFolder,
  imageUrl: string,
  slug: string,
): Promise<{ imageUrl: string; paths: string[]; oldPaths: string[] } | null> {
  const current = storedFilesOf(storage, imageUrl);
  if (!current) throw new HttpError(422, MESSAGES.invalidImagePath);
  const target = imagePaths(folder, slug);
  const fullPath = "single" in current ? current.single : current.full;
  if (fullPath === target.full) return null;
  const full = await storage.get(fullPath);
  if (!full) throw new HttpError(422, MESSAGES.imageFileMissing);
  let images: ImageBytes;
  if ("single" in current) {
    images = await renderImageVariants(full);
  } else {
    const [card, og, pdf] = await Promise.all(
      [current.card, current.og, current.pdf].map((path) => (path ? storage.get(path) : null)),
    );
    images =
      card && og
        ? { full: { bytes: full }, card: { bytes: card }, og: { bytes: og }, pdf: pdf ?? undefined }
        : await renderImageVariants(full);
  }
  const stored = await storeVariants(storage, folder, slug, images);
  const oldPaths = storedPathsOf(storage, imageUrl) ?? [];
  return { ...stored, oldPaths: oldPaths.filter((path) => !stored.paths.includes(path)) };
}

type WithImage = { id: string; slug: string; imageUrl: string | null };

/**
 * Saves a drawing or category together with its image, the same way for
 * create and update: `save` writes the fields in a transaction and returns
 * the row with its (new) slug; an uploaded image's files are then stored
 * under that slug and `setImage` records their URL in the same transaction;
 * `removeImage` clears it instead. If the save fails, the files it wrote are
 * removed, except those the record still points to (same slug, overwritten);
 * once it succeeds, the previous image's files that were not overwritten go.
 */
export async function saveWithImage<T extends WithImage>(
  { db, storage }: { db: Kysely<Database>; storage: Storage },
  options: {
    folder: ImageFolder;
    previousImageUrl: string | null;
    images: ImageBytes | null;
    removeImage?: boolean | undefined;
    save: (trx: Transaction<Database>) => Promise<T>;
    setImage: (trx: Transaction<Database>, id: string, imageUrl: string | null) => Promise<T | null>;
  },
): Promise<T> {
  const { folder, previousImageUrl, images, removeImage = false, save, setImage } = options;
  let written: string[] = [];
  let saved: T;
  try {
    saved = await db.transaction().execute(async (trx) => {
      const row = await save(trx);
      if (images) {
        const stored = await storeVariants(storage, folder, row.slug, images);
        written = stored.paths;
        return (await setImage(trx, row.id, stored.imageUrl)) ?? row;
      }
      if (removeImage) return (await setImage(trx, row.id, null)) ?? row;
      return row;
    });
  } catch (error) {
    const kept = storedPathsOf(storage, previousImageUrl) ?? [];
    await removeQuietly(
      storage,
      written.filter((path) => !kept.includes(path)),
      "after a failed save",
    );
    throw error;
  }
  if (images || removeImage) await removeOldImage(storage, previousImageUrl, written);
  return saved;
}
