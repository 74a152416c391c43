import { useId } from "react";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import { formatPromptCost } from "#src/lib/format.ts";
import type { Publication } from "../lib/admin-api.ts";
import { descriptionStats } from "../lib/auto-publish.ts";
import { paths } from "../lib/routes.ts";
import { Link } from "../router.tsx";
import { buttonClass } from "../ui/Button.tsx";
import { AlertIcon } from "../ui/icons.tsx";

type PublishedDrawing = NonNullable<Publication["drawing"]>;

/**
 * 'Desenho Publicado' (spec section 2): what the AI made of the image it
 * published: title, slug, category, tags, the description in paragraphs
 * with its length, the prompt's cost, and the image.
 */
export function PublishedDrawingPanel({ drawing }: { drawing: PublishedDrawing }) {
  const headingId = useId();
  const stats = descriptionStats(drawing.description);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="published-drawing"
      className="rounded-xl border border-green-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {PUBLISHING.resultHeading}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.drawing(drawing.id)} className={buttonClass("secondary", "sm")}>
            {PUBLISHING.editDrawing}
          </Link>
          {drawing.url && (
            <a href={drawing.url} target="_blank" rel="noopener" className={buttonClass("secondary", "sm")}>
              {PUBLISHING.viewOnSite}
            </a>
          )}
        </div>
      </div>
      {!drawing.active && (
        <p className="mt-3 flex flex-wrap items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span className="flex-1">{drawing.awaitingReview ? PUBLISHING.savedForReview : PUBLISHING.savedInactive}</span>
          <Link to={paths.drawing(drawing.id)} className="font-semibold text-amber-950 underline">
            {PUBLISHING.reviewDrawing}
          </Link>
        </p>
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
        <figure className="space-y-2">
          <div className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
            <img src={drawing.image_url} alt={drawing.title} width={256} height={256} className="size-full object-contain p-2" />
          </div>
          <figcaption className="text-xs text-slate-600">{PUBLISHING.resultImage}</figcaption>
        </figure>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultTitle}</dt>
          <dd className="text-slate-900">{drawing.title}</dd>
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultSlug}</dt>
          <dd className="font-mono text-xs break-all text-slate-900">{drawing.slug}</dd>
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultCategory}</dt>
          <dd className="text-slate-900">{drawing.category_name?.trim() || PUBLISHING.noCategory}</dd>
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultTags}</dt>
          <dd className="text-slate-900">{drawing.tags.length > 0 ? drawing.tags.join(", ") : PUBLISHING.noTags}</dd>
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultCost}</dt>
          <dd className="text-slate-900">{formatPromptCost(drawing.prompt_cost)}</dd>
          <dt className="font-semibold text-slate-700">{PUBLISHING.resultDescription}</dt>
          <dd className="space-y-3 text-slate-900">
            {stats.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never change order.
              <p key={index} className="leading-relaxed whitespace-pre-line">
                {paragraph}
              </p>
            ))}
            <p className="text-xs text-slate-600">{PUBLISHING.descriptionStats(stats.characters, stats.words)}</p>
          </dd>
        </dl>
      </div>
    </section>
  );
}
