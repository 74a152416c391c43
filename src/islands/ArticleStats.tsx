import { formatNumber } from "../lib/format.ts";
import { useArticleViews } from "./article-views.ts";

/**
 * The article sidebar's 'Estatísticas' (spec "Blog article page"): views
 * (the view counter's answer, hidden until it arrives), reading time and
 * word count (in the server's HTML).
 */
type Props = { articleId: string; readingMinutes: number; wordCount: number };

export default function ArticleStats({ articleId, readingMinutes, wordCount }: Props) {
  const views = useArticleViews(articleId, false);
  return (
    <section className="rounded-3xl border border-gray-200 bg-white p-5" aria-labelledby="estatisticas">
      <h2 id="estatisticas" className="text-lg font-extrabold">
        Estatísticas
      </h2>
      <dl className="mt-3 space-y-2" data-testid="article-stats">
        <div className="flex justify-between gap-4" data-article-views={articleId} hidden={views === null}>
          <dt className="text-gray-700">Visualizações</dt>
          <dd className="font-bold" data-views-number>
            {views === null ? "" : formatNumber(views)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">Tempo de leitura</dt>
          <dd className="font-bold">{readingMinutes} min</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">Palavras</dt>
          <dd className="font-bold">{formatNumber(wordCount)}</dd>
        </div>
      </dl>
    </section>
  );
}
