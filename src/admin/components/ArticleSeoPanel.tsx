import type { ReactNode } from "react";
import { overallSeoRating, type SearchSnippet, type SeoCheck, type SeoRating } from "#src/admin/lib/article-seo.ts";
import { cn } from "../ui/cn.ts";
import { AlertIcon, CheckCircleIcon, XCircleIcon } from "../ui/icons.tsx";

/**
 * The article editor's SEO status (src/admin/lib/article-seo.ts): each item rated
 * good, warning or error, said in words and by the icon's shape as well as
 * its colour, and the search-result preview built from the same fallbacks
 * the public page uses.
 */
const RATINGS: Record<SeoRating, { word: string; icon: ReactNode; tone: string }> = {
  good: { word: "Bom", icon: <CheckCircleIcon className="size-4 shrink-0" />, tone: "text-green-800" },
  warning: { word: "Atenção", icon: <AlertIcon className="size-4 shrink-0" />, tone: "text-amber-800" },
  error: { word: "Problema", icon: <XCircleIcon className="size-4 shrink-0" />, tone: "text-red-700" },
};

const OVERALL: Record<SeoRating, string> = {
  good: "Tudo certo",
  warning: "Pode melhorar",
  error: "Precisa de atenção",
};

export function ArticleSeoPanel({ checks, snippet }: { checks: SeoCheck[]; snippet: SearchSnippet }) {
  const overall = overallSeoRating(checks);
  return (
    <section aria-labelledby="article-seo-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="article-seo-heading" className="text-base font-bold text-slate-900">
          Status de SEO
        </h2>
        <span className={cn("inline-flex items-center gap-1.5 text-sm font-semibold", RATINGS[overall].tone)}>
          {RATINGS[overall].icon}
          {OVERALL[overall]}
        </span>
      </div>
      <ul className="space-y-2.5">
        {checks.map((check) => {
          const rating = RATINGS[check.rating];
          return (
            <li key={check.item} data-seo-item={check.item} data-rating={check.rating} className="flex items-start gap-2 text-sm">
              <span className={cn("mt-0.5", rating.tone)}>{rating.icon}</span>
              <span>
                <span className="font-semibold text-slate-900">{check.label}</span>{" "}
                <span className={cn("font-semibold", rating.tone)}>({rating.word})</span>
                <span className="block text-slate-700">{check.message}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <figure className="space-y-1.5">
        <figcaption className="text-sm font-semibold text-slate-800">Pré-visualização na busca</figcaption>
        <div className="rounded-lg border border-slate-200 bg-white p-3 font-[Arial,sans-serif]">
          <p className="truncate text-xs text-slate-700">{snippet.breadcrumb}</p>
          <p className="mt-0.5 text-lg leading-snug text-[#1a0dab]">{snippet.title}</p>
          <p className="mt-0.5 text-sm leading-snug text-slate-700">{snippet.description}</p>
        </div>
      </figure>
    </section>
  );
}
