import type { Kysely, Transaction } from "kysely";
import { API } from "#src/lib/admin-contracts/messages.ts";
import { config } from "#src/server/config.ts";
import type { Database } from "#src/server/db/schema.ts";
import {
  type ImageFiles,
  type ImageFolder,
  imageFilePaths,
  listImageFiles,
  nameFollowsSlug,
  storedImageOf,
  uniqueImageName,
} from "#src/server/images/file-names.ts";
import { composeA4Pdf, drawingPdfLabel, type PrintImage, printImage } from "#src/server/images/pdf.ts";
import { type ImageVariantName, renderImageVariants, VARIANT_CONTENT_TYPES } from "#src/server/images/variants.ts";
import { type ImageOwner, imageUrlsContaining, isImageInArticleContent } from "#src/server/repositories/image-references.ts";
import { type ImageRowTable, setRowImage } from "#src/server/repositories/row-images.ts";
import { type Storage, UPLOAD_CACHE_CONTROL_SECONDS } from "#src/server/storage/index.ts";
import { invalid } from "../errors.ts";

/**
 * The stored files of drawings', categories' and articles' images. Every upload gets
 * files of its own, named `{slug}-{8 hex}` (src/server/images/file-names.ts),
 * so nothing here ever writes over a file: replacing an image writes new
 * files, then removes the files the row's previous image_url named; deleting
 * a row removes the files its own image_url names. Before removing, files
 * that another row still names are left alone (the seed shares a few images
 * between drawings; an older upload may share a name after a slug was reused).
 */

const VARIANTS: ImageVariantName[] = ["full", "card", "og"];
export type ImageBytes = Record<ImageVariantName, { bytes: Uint8Array }>;

/**
 * Writes a new image's files under a fresh name after `slug`; returns the
 * image_url and the paths written. A drawing's PDF is put together here,
 * labelled with `title` and the drawing's address after `slug`
 * (src/server/images/pdf.ts), from `print` when the caller made its image
 * already (src/server/content/drawings.ts#saveDrawingWithImage does, before its transaction).
 */
export async function storeVariants(
  storage: Storage,
  folder: ImageFolder,
  slug: string,
  images: ImageBytes,
  {
    title = "Desenho para colorir",
    previousPdf = null,
    print = null,
  }: { title?: string | undefined; previousPdf?: Uint8Array | null; print?: PrintImage | null } = {},
): Promise<{ imageUrl: string; paths: string[] }> {
  const files = imageFilePaths(folder, uniqueImageName(slug));
  const writes: [string, Uint8Array, string][] = VARIANTS.map((name) => [
    files[name],
    images[name].bytes,
    VARIANT_CONTENT_TYPES[name],
  ]);
  if (files.pdf) {
    const pdf = await labelledPdf(print ?? images.full.bytes, { title, slug }, previousPdf);
    if (pdf) writes.push([files.pdf, pdf, "application/pdf"]);
  }
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
  // No ?v= version: a name is never reused, so a year-long cache can never serve a stale image.
  return { imageUrl: storage.publicUrl(files.full), paths: listImageFiles(files) };
}

/**
 * A drawing's PDF, labelled with its title and address. An image sharp cannot
 * read (an older upload) keeps the PDF it had, if any, rather than stopping
 * a rename: the PDF is a convenience, the drawing is what matters.
 */
async function labelledPdf(
  image: Uint8Array | PrintImage,
  drawing: { title: string; slug: string },
  previousPdf: Uint8Array | null,
): Promise<Uint8Array | null> {
  try {
    const print = image instanceof Uint8Array ? await printImage(image) : image;
    return await composeA4Pdf(print, drawingPdfLabel(config().siteUrl, drawing));
  } catch (error) {
    if (!previousPdf) throw error;
    console.warn(`The PDF of ${drawing.slug} could not be made again; its previous one is kept: ${(error as Error).message}`);
    return previousPdf;
  }
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
  const image = storedImageOf(path);
  if (!image?.name || image.full !== path) return { single: path };
  return imageFilePaths(image.folder, image.name);
}

/** The storage paths behind an image_url (see storedFilesOf), as a list. */
export function storedPathsOf(storage: Storage, imageUrl: string | null): string[] | null {
  const files = storedFilesOf(storage, imageUrl);
  if (!files) return null;
  return "single" in files ? [files.single] : listImageFiles(files);
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

type Deps = { db: Kysely<Database> | Transaction<Database>; storage: Storage };

/**
 * The subset of `paths` that no row other than `owner` names: the only files
 * `owner` may remove. Defence in depth: with per-upload names this only
 * matters for images shared on purpose (the seed) or older names.
 */
async function unreferencedPaths({ db, storage }: Deps, paths: string[], owner: ImageOwner | null): Promise<string[]> {
  const fragments = new Set(paths.map((path) => storedImageOf(path)?.stem ?? path));
  const inUse = new Set<string>();
  const namedInText = new Set<string>();
  for (const fragment of fragments) {
    for (const url of await imageUrlsContaining(db, fragment, owner)) {
      for (const path of storedPathsOf(storage, url) ?? []) inUse.add(path);
    }
    if (await isImageInArticleContent(db, fragment, owner)) namedInText.add(fragment);
  }
  // An article's markdown may show any stored image: all its files stay.
  const shownInText = (path: string) => [...namedInText].some((fragment) => path.includes(fragment));
  return paths.filter((path) => !inUse.has(path) && !shownInText(path));
}

/** Removes the files an image_url names that `owner` alone uses (see unreferencedPaths); failures are only logged. */
export async function removeImageFiles(
  deps: Deps,
  imageUrl: string | null,
  owner: ImageOwner | null,
  reason: string,
): Promise<void> {
  const paths = storedPathsOf(deps.storage, imageUrl) ?? [];
  if (paths.length === 0) return;
  let removable: string[];
  try {
    removable = await unreferencedPaths(deps, paths, owner);
  } catch (error) {
    // Unsure whether another row needs them: keep the files (a leftover is harmless).
    console.warn(`Could not check who uses ${paths.join(", ")} ${reason}: ${(error as Error).message}`);
    return;
  }
  await removeQuietly(deps.storage, removable, reason);
}

/**
 * The spec's rename flow, for one image whose record now has `slug`: read the
 * current files, write them under a fresh name after the slug, and return the
 * new image_url and the paths written (the caller removes the old files once
 * the record points to the new ones). A missing variant (or an older
 * single-file upload) is rendered again from the full image, and a drawing's
 * PDF always is. Null when the image's name already follows the slug.
 */
export async function copyImageToSlug(
  storage: Storage,
  folder: ImageFolder,
  imageUrl: string,
  row: { slug: string; title?: string },
): Promise<{ imageUrl: string; paths: string[] } | null> {
  const { slug } = row;
  const current = storedFilesOf(storage, imageUrl);
  if (!current) throw invalid(API.invalidImagePath);
  const fullPath = "single" in current ? current.single : current.full;
  const image = storedImageOf(fullPath);
  if (!("single" in current) && image?.folder === folder && image.name && nameFollowsSlug(image.name, slug)) return null;
  const full = await storage.get(fullPath);
  if (!full) throw invalid(API.imageFileMissing);
  let images: ImageBytes;
  let previousPdf: Uint8Array | null = null;
  if ("single" in current) {
    images = await renderImageVariants(full);
  } else {
    const [card, og, pdf] = await Promise.all(
      [current.card, current.og, current.pdf].map((path) => (path ? storage.get(path) : null)),
    );
    previousPdf = pdf ?? null;
    images = card && og ? { full: { bytes: full }, card: { bytes: card }, og: { bytes: og } } : await renderImageVariants(full);
  }
  // A drawing's PDF is made anew: its footer names the drawing's address, which follows the slug.
  return storeVariants(storage, folder, slug, images, { title: row.title, previousPdf });
}

type WithSlug = { id: string; slug: string; title?: string };

/**
 * A save that may write an image's files, as one sequence: `work` runs in a
 * transaction and reports each file it writes (`wrote`). If the save fails,
 * those files go (nobody else can name them); once it commits, when
 * `replacesImage`, the files of the previous image go, unless another row
 * names them. The image work that needs no slug (rendering the variants, a
 * drawing's print image) is done before: the embedded database has one
 * connection, and every visitor's query waits for a transaction to end.
 */
export async function saveWithFiles<T extends { id: string }>(
  { db, storage }: { db: Kysely<Database>; storage: Storage },
  {
    table,
    previousImageUrl,
    replacesImage,
  }: { table: ImageOwner["table"]; previousImageUrl: string | null; replacesImage: boolean },
  work: (trx: Transaction<Database>, wrote: (paths: readonly string[]) => void) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  let saved: T;
  try {
    saved = await db.transaction().execute((trx) => work(trx, (paths) => written.push(...paths)));
  } catch (error) {
    await removeQuietly(storage, written, "after a failed save");
    throw error;
  }
  if (replacesImage) {
    await removeImageFiles({ db, storage }, previousImageUrl, { table, id: saved.id }, "(replaced or deleted image)");
  }
  return saved;
}

/** Where a category's and an article's image files live, and the field of the row that names them. */
const IMAGE_ROWS = {
  categories: { folder: "categories", field: "imageUrl" },
  blog_articles: { folder: "blog-images", field: "featuredImageUrl" },
} as const satisfies Record<ImageRowTable, { folder: ImageFolder; field: string }>;

/**
 * Saves a category or an article together with its image, the same way for
 * create and update (`saveWithFiles`): `save` writes the row's fields and
 * returns it with its (new) slug; an uploaded image's files are then stored
 * under a fresh name after that slug, and the row's image column set in one
 * update; `removeImage` clears it instead. A drawing's save, whose image
 * tells more (its hash, its region map), is its own sequence over the same
 * steps (src/server/content/drawings.ts#saveDrawingWithImage).
 */
export async function saveWithImage<T extends WithSlug>(
  deps: { db: Kysely<Database>; storage: Storage },
  options: {
    table: ImageRowTable;
    previousImageUrl: string | null;
    images: ImageBytes | null;
    removeImage?: boolean | undefined;
    save: (trx: Transaction<Database>) => Promise<T>;
  },
): Promise<T> {
  const { table, previousImageUrl, images, removeImage = false, save } = options;
  const { folder, field } = IMAGE_ROWS[table];
  const replacesImage = images !== null || removeImage;
  return saveWithFiles(deps, { table, previousImageUrl, replacesImage }, async (trx, wrote) => {
    const row = await save(trx);
    if (!replacesImage) return row;
    const stored = images ? await storeVariants(deps.storage, folder, row.slug, images, { title: row.title }) : null;
    wrote(stored?.paths ?? []);
    await setRowImage(trx, table, row.id, stored?.imageUrl ?? null);
    return { ...row, [field]: stored?.imageUrl ?? null };
  });
}
