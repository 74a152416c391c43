import { ARTICLES } from "#src/lib/admin-contracts/messages.ts";
import type { ArticleListResult } from "#src/lib/admin-contracts/responses.ts";
import type { ArticleCreateInput, ArticleListQuery, ArticleUpdateInput } from "#src/lib/admin-contracts/schemas.ts";
import type { Article, ArticleStatus } from "#src/lib/domain.ts";
import { prepareUpload } from "#src/server/images/upload.ts";
import { renderArticleBody } from "#src/server/markdown.ts";
import {
  countArticles,
  createArticle,
  deleteArticle,
  getArticleById,
  listArticles,
  lockArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from "#src/server/repositories/articles.ts";
import { type Executor, inTransaction } from "#src/server/repositories/executor.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { conflict, invalid, notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";
import { saveWithImage } from "./stored-images.ts";

/**
 * The blog articles of the admin area (spec sections 2 to 5). Every write
 * is announced by the database's triggers once committed (the change
 * notifications of supabase/migrations), so the rebuild engine re-renders what
 * the article shows on: /blog, /blog/{slug}, the RSS feed, the sitemap and
 * the search index. Titles, excerpts, SEO fields and tags are stored as the
 * plain text typed (the pages escape them); the content is markdown, which
 * the public page renders through the shared sanitiser (src/server/markdown.ts).
 *
 * The slug comes from the title, unique among articles, on create and on
 * every save of a draft; a published article keeps its slug when its title
 * changes, so links already shared never break (the repository's rule, see
 * updateArticle). The featured image (PNG, JPEG or WebP, 5 MB, checked from
 * its bytes) is stored in blog-images/ as `{slug}-{8 hex}.webp` with the card
 * and social-card variants, like drawings' images.
 */

async function requireArticle(db: Executor, id: string): Promise<Article> {
  const article = await getArticleById(db, id);
  if (!article) throw notFound(ARTICLES.notFound);
  return article;
}

/** One page of articles, newest created first, filtered and counted in SQL, with the four summary cards over all articles. */
export async function listAdminArticles({ db }: Pick<ContentDeps, "db">, query: ArticleListQuery): Promise<ArticleListResult> {
  const [page, counts] = await Promise.all([
    listArticles(db, {
      adminSearch: query.search,
      status: query.status === "all" ? undefined : query.status,
      page: query.page,
      limit: query.limit,
      sortBy: "created_at",
      sortOrder: "desc",
    }),
    countArticles(db),
  ]);
  const { published, drafts, totalViews, featured } = counts;
  const bodies = await Promise.all(page.items.map((article) => renderArticleBody(article.content)));
  const items = page.items.map((article, index) => {
    const body = bodies[index];
    return { ...article, problem: body && !body.ok ? body.problem : null };
  });
  return { ...page, items, counts: { published, drafts, totalViews, featured } };
}

/**
 * Refuses content the public page could not show (too deeply nested, too
 * many emphasis marks, too slow to render): 422 on the content field, with
 * the sentence that says what to change. The editor keeps the text.
 */
async function requireRenderableContent(content: string | undefined): Promise<void> {
  if (content === undefined || content === "") return;
  const body = await renderArticleBody(content);
  if (!body.ok) throw invalid(body.problem, [{ path: "content", message: body.problem }]);
}

export async function getAdminArticle({ db }: Pick<ContentDeps, "db">, id: string): Promise<Article> {
  return requireArticle(db, id);
}

async function preparedImage(image: File | undefined) {
  return image ? (await prepareUpload(new Uint8Array(await image.arrayBuffer()), "article")).variants : null;
}

/** Creates a draft (spec section 4: the editor's articles start as drafts); its image is stored under the new slug. */
export async function createAdminArticle({ db, storage }: ContentDeps, input: ArticleCreateInput): Promise<Article> {
  await requireRenderableContent(input.content);
  const images = await preparedImage(input.image);
  const article = await saveWithImage(
    { db, storage },
    {
      table: "blog_articles",
      previousImageUrl: null,
      images,
      save: (trx) =>
        createArticle(trx, {
          title: input.title,
          excerpt: input.excerpt,
          content: input.content ?? "",
          metaTitle: input.metaTitle ?? null,
          metaDescription: input.metaDescription ?? null,
          tags: input.tags ?? [],
          isFeatured: input.isFeatured,
          status: "draft",
        }),
    },
  );
  return article;
}

/**
 * Updates the fields sent; the status is not one of them (publish and
 * unpublish change it). A new image replaces the old one, whose files are
 * removed afterwards (a failure only logged); removeImage=true drops it.
 */
export async function updateAdminArticle({ db, storage }: ContentDeps, id: string, input: ArticleUpdateInput): Promise<Article> {
  const current = await requireArticle(db, id);
  await requireRenderableContent(input.content);
  const images = await preparedImage(input.image);
  const updated = await saveWithImage(
    { db, storage },
    {
      table: "blog_articles",
      previousImageUrl: current.featuredImageUrl,
      images,
      removeImage: input.removeImage,
      save: async (trx) => {
        const article = await updateArticle(trx, id, {
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
          tags: input.tags,
          isFeatured: input.isFeatured,
        });
        if (!article) throw notFound(ARTICLES.notFound);
        return article;
      },
    },
  );
  return updated;
}

/**
 * Deletes the article into the trash (src/server/content/trash.ts), in one
 * transaction: the row is copied there, then deleted. Its featured image's
 * files stay until it is purged, so 'Restaurar' brings it back whole.
 */
export async function deleteAdminArticle({ db }: ContentDeps, id: string): Promise<void> {
  await requireArticle(db, id);
  // Into the trash (src/server/content/trash.ts): the featured image's files stay until it is purged.
  await db.transaction().execute(async (trx) => {
    await copyToTrash(trx, "article", id);
    if (!(await deleteArticle(trx, id))) throw notFound(ARTICLES.notFound);
  });
}

/**
 * Moves an article from one status to the next, with the row locked so two
 * clicks cannot both pass the check: 409 with the spec's rule when it is not
 * in the status the action starts from.
 */
async function transition(
  { db }: Pick<ContentDeps, "db">,
  id: string,
  from: ArticleStatus,
  refusal: string,
  act: (trx: Executor, id: string) => Promise<Article | null>,
): Promise<Article> {
  return inTransaction(db, async (trx) => {
    const before = await lockArticle(trx, id);
    if (!before) throw notFound(ARTICLES.notFound);
    if (before.status !== from) throw conflict(refusal);
    const after = await act(trx, id);
    if (!after) throw notFound(ARTICLES.notFound);
    return after;
  });
}

/** Publishes a draft: status published, published_at now. */
export async function publishAdminArticle(deps: Pick<ContentDeps, "db">, id: string): Promise<Article> {
  return transition(deps, id, "draft", ARTICLES.publishNotDraft, publishArticle);
}

/** Takes a published article back to draft, with no publication date. */
export async function unpublishAdminArticle(deps: Pick<ContentDeps, "db">, id: string): Promise<Article> {
  return transition(deps, id, "published", ARTICLES.unpublishNotPublished, unpublishArticle);
}
