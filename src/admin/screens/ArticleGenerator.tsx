import { type SubmitEvent, useEffect, useState } from "react";
import { TOPIC_MAX } from "#src/lib/admin-contracts/limits.ts";
import { AI, AI_JOBS, GENERATOR } from "#src/lib/admin-contracts/messages.ts";
import type { AiUsageSummary, GeneratedArticleResult } from "#src/lib/admin-contracts/responses.ts";
import { parseGeneratedArticle } from "#src/lib/generated-article.ts";
import { PageHeader } from "../components/PageHeader.tsx";
import { createArticle, generateArticle, getAiUsage } from "../lib/admin-api.ts";
import { ApiError } from "../lib/api.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle, useNavigate } from "../router.tsx";
import { Button } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { useToast } from "../ui/Toast.tsx";

/**
 * The AI article generator (spec sections 2, 5 and 8): a topic, then the
 * model's raw text (the article, '---', an INSERT INTO blog_articles
 * statement) as the server saved it to a file. 'Salvar como Rascunho' parses
 * that text (src/lib/generated-article.ts) and creates a draft, not featured,
 * through the article API, then opens it in the editor.
 */
export function ArticleGenerator() {
  useDocumentTitle(GENERATOR.heading);
  const toast = useToast();
  const navigate = useNavigate();
  const [topic, setTopic] = useState("");
  const [touched, setTouched] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<GeneratedArticleResult | null>(null);
  const [usage, setUsage] = useState<AiUsageSummary | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getAiUsage(controller.signal)
      .then((summary) => {
        setUsage(summary);
        if (!summary.configured) setNotConfigured(true);
      })
      .catch(() => {
        // The total is a nicety: the generator works without it.
      });
    return () => controller.abort();
  }, []);

  const blank = topic.trim() === "";
  const monthTotal = result?.monthTotal ?? usage?.monthTotal;

  async function generate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (blank || generating) return;
    setGenerating(true);
    try {
      const generated = await generateArticle(topic.trim());
      setResult(generated);
      setUsage((current) => (current ? { ...current, monthTotal: generated.monthTotal } : current));
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        setNotConfigured(true);
        toast.error(AI.notConfigured);
      } else if (error instanceof ApiError && (error.status === 422 || error.status === 504)) {
        toast.error(error.message);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(GENERATOR.generateError);
      }
    } finally {
      setGenerating(false);
    }
  }

  async function saveDraft() {
    if (!result || saving) return;
    const parsed = parseGeneratedArticle(result.content);
    if (!parsed.ok) {
      toast.error(parsed.message);
      return;
    }
    const { article } = parsed;
    setSaving(true);
    try {
      const created = await createArticle({
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        metaTitle: article.metaTitle ?? "",
        metaDescription: article.metaDescription ?? "",
        tags: article.tags,
        isFeatured: false,
      });
      toast.success(GENERATOR.saved);
      navigate(paths.article(created.id));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(GENERATOR.saveError);
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={GENERATOR.heading}
        description={
          monthTotal === undefined ? undefined : <span data-testid="ai-month-total">{GENERATOR.monthTotal(monthTotal)}</span>
        }
      />
      {notConfigured && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {AI.notConfigured}. {AI.notConfiguredHint}
        </p>
      )}
      {result === null ? (
        <form noValidate onSubmit={generate} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Input
            label={GENERATOR.topicLabel}
            required
            maxLength={TOPIC_MAX}
            value={topic}
            error={touched && blank ? GENERATOR.topicRequired : undefined}
            hint={touched ? undefined : GENERATOR.topicRequired}
            onChange={(event) => {
              setTopic(event.target.value);
              setTouched(true);
            }}
            disabled={generating}
          />
          {generating && (
            <p role="status" className="text-sm text-slate-600">
              {AI_JOBS.generatingArticle}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={generating} disabled={blank || notConfigured}>
              {generating ? GENERATOR.generating : GENERATOR.generate}
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:col-span-2">
              <p className="text-sm font-medium text-slate-600">{GENERATOR.filePath}</p>
              <p className="mt-1 break-all font-mono text-sm text-slate-900" data-testid="generated-file-path">
                {result.filePath ?? GENERATOR.fileNotSaved}
              </p>
              <p className="mt-2 text-sm text-slate-600">{GENERATOR.cost(result.cost)}</p>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-medium text-slate-600">{GENERATOR.wordCount}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="generated-word-count">
                {result.wordCount.toLocaleString("pt-BR")}
              </p>
            </div>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <label htmlFor="generated-raw-text" className="text-sm font-medium text-slate-700">
              {GENERATOR.rawText}
            </label>
            <textarea
              id="generated-raw-text"
              readOnly
              value={result.content}
              rows={24}
              className="mt-2 max-h-[60vh] w-full overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-900"
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setResult(null)} disabled={saving}>
              {GENERATOR.back}
            </Button>
            <Button onClick={saveDraft} loading={saving}>
              {GENERATOR.saveDraft}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
