import { getDb } from "../db/index.ts";
import { listCategories } from "../repositories/categories.ts";

/** Data of the home page. */
export async function loadHomePage() {
  const db = await getDb();
  return { categories: await listCategories(db) };
}
