import type { ArticleStatus } from "#src/lib/domain.ts";
import { Badge, type BadgeVariant } from "../ui/Badge.tsx";

/** Spec section 4: Rascunho (yellow), Publicado (green), Arquivado (gray); the word says it, the colour only repeats it. */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Rascunho",
  published: "Publicado",
  archived: "Arquivado",
};

const VARIANTS: Record<ArticleStatus, BadgeVariant> = {
  draft: "warning",
  published: "success",
  archived: "neutral",
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge variant={VARIANTS[status]}>{ARTICLE_STATUS_LABELS[status]}</Badge>;
}

/**
 * An article whose body the public site cannot show (src/lib/markdown-limits.ts):
 * it is left out of the blog until edited. The reason is read out with the badge.
 */
export const ARTICLE_PROBLEM_LABEL = "Precisa de atenção";

export function ArticleProblemBadge({ problem }: { problem: string }) {
  return (
    <span title={problem}>
      <Badge variant="danger">{ARTICLE_PROBLEM_LABEL}</Badge>
      <span className="sr-only">: {problem}</span>
    </span>
  );
}
