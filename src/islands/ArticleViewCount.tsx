import { useArticleViews, viewsLabel } from "./article-views.ts";

/**
 * An article's view count ('12 visualizações'), hidden until its number
 * arrives: on the blog's cards (fetched) and in the article page's header
 * (the view counter's answer, `counted`).
 */
type Props = {
  articleId: string;
  /** The page counts this article's view (ArticleActions): the count comes from that answer. */
  counted?: boolean;
  className?: string;
};

export default function ArticleViewCount({ articleId, counted = false, className = "" }: Props) {
  const views = useArticleViews(articleId, !counted);
  return (
    <span data-article-views={articleId} hidden={views === null} className={`inline-flex items-center gap-1 ${className}`.trim()}>
      <svg
        className="size-4"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      <span data-views-text>{views === null ? "" : viewsLabel(views)}</span>
    </span>
  );
}
