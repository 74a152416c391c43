import type { Executor } from "#src/server/repositories/executor.ts";
import { isArticleImageShown, isImageShown } from "#src/server/repositories/image-references.ts";
import { storedImageOf } from "../images/file-names.ts";
import type { Storage } from "./storage.ts";

/** Who may fetch a stored file: everybody, or a signed-in administrator only. */
export type FileAudience = "public" | "admin";

/**
 * The rule of /storage (docs/decisions/0008-image-file-names.md): a file of
 * a drawing's image is public while an active drawing shows that image; a
 * category's while a category shows it; files nobody shows (an inactive
 * drawing's, leftovers) and pending uploads (drawings-to-publish/) are for
 * administrators. An article image is public while a published article
 * shows it, as its featured image or in its text: a draft's stay private
 * until it is published. One lookup per file.
 */
export async function audienceOf(db: Executor, storage: Storage, path: string): Promise<FileAudience> {
  const image = storedImageOf(path);
  if (!image) return "admin";
  if (image.folder === "blog-images") {
    const shown = await isArticleImageShown(db, storage.publicUrl(image.full), image.stem);
    return shown ? "public" : "admin";
  }
  return (await isImageShown(db, image.folder, storage.publicUrl(image.full))) ? "public" : "admin";
}
