import type { Executor } from "./executor.ts";

/** The rows whose image is one column of their own: a category's `image_url`, an article's `featured_image_url`. */
export type ImageRowTable = "categories" | "blog_articles";

/**
 * Records a category's or an article's image (or none) in one update of its
 * row, in the transaction that saved it (src/server/content/stored-images.ts#saveWithImage).
 */
export async function setRowImage(db: Executor, table: ImageRowTable, id: string, imageUrl: string | null): Promise<void> {
  if (table === "categories") await db.updateTable("categories").set({ image_url: imageUrl }).where("id", "=", id).execute();
  else await db.updateTable("blog_articles").set({ featured_image_url: imageUrl }).where("id", "=", id).execute();
}
