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
