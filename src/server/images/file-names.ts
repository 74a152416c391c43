import { randomBytes } from "node:crypto";
import { pdfPathFor } from "./pdf.ts";

/**
 * How image files are named in storage (docs/decisions/0008-image-file-names.md).
 *
 * An upload is stored as `{folder}/{name}.webp` (full), `.card.webp`, `.og.jpg`
 * and, for a drawing, `.pdf` and `.regions.bin` (its region map, written by
 * the colouring backfill: src/server/content/region-maps.ts). The name is the slug (readable, good for image
 * search) plus eight random hex characters, so no two uploads ever share a
 * name: a slug another row used before, or a second upload for the same row,
 * gets files of its own and can never overwrite or delete someone else's.
 * Names written before this scheme (`drawings/gato.webp`, the seed's) are
 * still read the same way: a name is just a name.
 */
export type ImageFolder = "drawings" | "categories" | "blog-images";
/** The storage paths of one image's files; `pdf` and `regions` for drawings only. */
export type ImageFiles = { full: string; card: string; og: string; pdf?: string; regions?: string };

const IMAGE_FOLDERS: readonly string[] = ["drawings", "categories", "blog-images"] satisfies ImageFolder[];
const UNIQUE_PART = /^[0-9a-f]{8}$/;

/** A fresh file name for an upload of the row whose slug is `slug`: `gato-1f3a9c0b`. */
export function uniqueImageName(slug: string, unique = randomBytes(4).toString("hex")): string {
  if (!UNIQUE_PART.test(unique)) throw new Error(`not 8 hex characters: ${unique}`);
  return `${slug}-${unique}`;
}

/** Whether a stored name already follows `slug`: `{slug}-{8 hex}`, or the older plain `{slug}`. */
export function nameFollowsSlug(name: string, slug: string): boolean {
  return name === slug || (name.startsWith(`${slug}-`) && UNIQUE_PART.test(name.slice(slug.length + 1)));
}

/** The files of the image called `name` in `folder`. */
export function imageFilePaths(folder: ImageFolder, name: string): ImageFiles {
  const full = `${folder}/${name}.webp`;
  return {
    full,
    card: `${folder}/${name}.card.webp`,
    og: `${folder}/${name}.og.jpg`,
    ...(folder === "drawings" ? { pdf: pdfPathFor(full), regions: regionsPathFor(full) } : {}),
  };
}

/** The region map beside a drawing's full image: `{name}.regions.bin`. */
export function regionsPathFor(fullPath: string): string {
  return fullPath.replace(/\.webp$/i, ".regions.bin");
}

/** All the paths of an image's files, full first. */
export function listImageFiles(files: ImageFiles): string[] {
  return [files.full, files.card, files.og, ...(files.pdf ? [files.pdf] : []), ...(files.regions ? [files.regions] : [])];
}

/**
 * An image in storage: its folder, its name (null for an older single file),
 * its full file, all its files, and its stem: the full file's path without
 * `.webp`, which every one of its files' paths starts with, and which is what
 * a search through article text for any of its variants looks for.
 */
export type StoredImage = { folder: ImageFolder; name: string | null; full: string; paths: string[]; stem: string };

const stemOf = (full: string) => full.replace(/\.webp$/, "");

/**
 * The image a stored file belongs to, from any one of its files' paths:
 * `drawings/gato-1f3a9c0b.card.webp` gives the four files of
 * `drawings/gato-1f3a9c0b`. A file that is not one of the variants (an older
 * single-file upload such as `drawings/gato.png`) is an image of its own.
 * Null outside the image folders.
 */
export function storedImageOf(path: string): StoredImage | null {
  const slash = path.indexOf("/");
  const folder = path.slice(0, slash);
  if (slash < 1 || !IMAGE_FOLDERS.includes(folder)) return null;
  const file = path.slice(slash + 1);
  const match = /^(.+?)(\.card\.webp|\.og\.jpg|\.pdf|\.regions\.bin|\.webp)$/.exec(file);
  const name = match?.[1];
  if (!name || name.includes("/") || ((match[2] === ".pdf" || match[2] === ".regions.bin") && folder !== "drawings")) {
    return { folder: folder as ImageFolder, name: null, full: path, paths: [path], stem: stemOf(path) };
  }
  const files = imageFilePaths(folder as ImageFolder, name);
  return { folder: folder as ImageFolder, name, full: files.full, paths: listImageFiles(files), stem: stemOf(files.full) };
}
