import { type SubmitEvent, useMemo, useRef, useState } from "react";
import { EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, TITLE_MAX } from "#src/lib/admin-contracts/limits.ts";
import { ARTICLES, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { AdminArticle } from "#src/lib/admin-contracts/responses.ts";
import { articleFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import {
  META_DESCRIPTION_MAX as META_DESCRIPTION_ADVISED,
  META_DESCRIPTION_MIN,
  META_TITLE_MAX as META_TITLE_ADVISED,
  META_TITLE_MIN,
  rateArticleSeo,
  searchSnippet,
} from "#src/lib/article-seo.ts";
import { ArticleSeoPanel } from "../components/ArticleSeoPanel.tsx";
import { ArticleStatusBadge } from "../components/ArticleStatusBadge.tsx";
import { ImageUpload } from "../components/ImageUpload.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { TagInput } from "../components/TagInput.tsx";
import { MarkdownEditor } from "../editor/MarkdownEditor.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useArticleAutosave } from "../hooks/useArticleAutosave.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { useUnsavedChangesGuard } from "../hooks/useUnsavedChangesGuard.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import {
  type ArticleDraft,
  type ArticleEditorValues,
  articleEditorValues,
  browserStorage,
  clearArticleDraft,
  draftIsBehindServer,
  draftOfferMessage,
  draftToOffer,
  EMPTY_ARTICLE_VALUES,
  isArticleFormDirty,
  readArticleDraft,
} from "../lib/article-draft.ts";
import { paths } from "../lib/routes.ts";
import { type FieldErrors, issuesToFieldErrors, validateForm } from "../lib/validation.ts";
import { Link, useDocumentTitle, useNavigate } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Checkbox } from "../ui/Checkbox.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { Input } from "../ui/Input.tsx";
import { AlertIcon, ArrowLeftIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Textarea } from "../ui/Textarea.tsx";
import { useToast } from "../ui/Toast.tsx";

const FIELDS = ["title", "excerpt", "content", "metaTitle", "metaDescription", "tags", "isFeatured"] as const;
type ArticleErrors = FieldErrors<ArticleEditorValues>;

/**
 * /admin/articles/new and /admin/articles/edit/{id}. A new article starts as
 * a draft; its status is only shown here (publish and unpublish are on the
 * list). While typing, the text is kept in localStorage and offered back if
 * the editor opens again without it having been saved; leaving with unsaved
 * changes asks first.
 */
export function ArticleEditor({ id }: { id?: string }) {
  const editing = id !== undefined;
  const title = editing ? "Editar Artigo" : "Novo Artigo";
  useDocumentTitle(title);
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();

  const [values, setValues] = useState<ArticleEditorValues>(EMPTY_ARTICLE_VALUES);
  // What the server has (the empty form for a new article): the unsaved-changes check and the autosave compare with it.
  const [baseline, setBaseline] = useState<ArticleEditorValues>(EMPTY_ARTICLE_VALUES);
  // The article as last loaded or saved.
  const [article, setArticle] = useState<AdminArticle | null>(null);
  const [errors, setErrors] = useState<ArticleErrors>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [checkingImage, setCheckingImage] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A local copy from an earlier visit, offered back once the server's version is known.
  const [offer, setOffer] = useState<ArticleDraft | null>(() =>
    editing ? null : draftToOffer(readArticleDraft(browserStorage(), undefined), EMPTY_ARTICLE_VALUES),
  );
  const [draftChecked, setDraftChecked] = useState(!editing);
  const titleInput = useRef<HTMLInputElement>(null);
  const excerptInput = useRef<HTMLTextAreaElement>(null);

  const { loading } = useAdminData(id ?? null, adminApi.getArticle, {
    errorMessage: ARTICLES.loadDataError,
    notFoundMessage: ARTICLES.notFound,
    onData: (loaded) => {
      const loadedValues = articleEditorValues(loaded);
      setArticle(loaded);
      setValues(loadedValues);
      setBaseline(loadedValues);
      setOffer(draftToOffer(readArticleDraft(browserStorage(), id), loadedValues));
      setDraftChecked(true);
    },
    onError: () => navigate(paths.articles, { replace: true, force: true }),
  });

  const dirty = isArticleFormDirty({ values, baseline, imageChosen: image !== null, removeImage });
  useUnsavedChangesGuard(dirty && !deleting);
  useArticleAutosave({
    articleId: id,
    values,
    baseline,
    baseUpdatedAt: article?.updatedAt ?? null,
    enabled: draftChecked && offer === null && !saving && !deleting,
  });

  // The SEO panel: a published article keeps its slug, a draft's is made again from the title on save.
  const seo = useMemo(() => {
    const fields = {
      title: values.title,
      excerpt: values.excerpt,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      tags: values.tags,
      slug: article?.status === "published" ? article.slug : undefined,
      featuredImageUrl: image ? image.name : removeImage ? null : (article?.featuredImageUrl ?? null),
    };
    return { checks: rateArticleSeo(fields), snippet: searchSnippet(fields, window.location.origin) };
  }, [values, article, image, removeImage]);

  function update<K extends keyof ArticleEditorValues>(key: K, value: ArticleEditorValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) {
      setErrors((current) => {
        const { [key]: _cleared, ...rest } = current;
        return rest;
      });
    }
  }

  function restoreDraft() {
    if (!offer) return;
    setValues(offer.values);
    setErrors({});
    setOffer(null);
  }

  function discardDraft() {
    clearArticleDraft(browserStorage(), id);
    setOffer(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(articleFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.title ? titleInput : excerptInput).current?.focus();
      return;
    }
    setErrors({});
    setImageError(undefined);
    setSaving(true);
    try {
      const input = { ...result.data, image, removeImage };
      if (id === undefined) {
        await adminApi.createArticle(input);
        clearArticleDraft(browserStorage(), undefined);
        toast.success(ARTICLES.created);
        navigate(paths.articles, { force: true });
        return;
      }
      const saved = await adminApi.updateArticle(id, input);
      clearArticleDraft(browserStorage(), id);
      const savedValues = articleEditorValues(saved);
      setArticle(saved);
      setValues(savedValues);
      setBaseline(savedValues);
      setImage(null);
      setRemoveImage(false);
      setSaving(false);
      toast.success(ARTICLES.updated);
    } catch (error) {
      setSaving(false);
      if (isApiError(error, 404) && editing) {
        toast.error(ARTICLES.notFound);
        navigate(paths.articles, { replace: true, force: true });
        return;
      }
      if (isApiError(error, 413, 415)) setImageError(error.message);
      if (isApiError(error, 422)) {
        const { image: imageIssue, ...rest } = issuesToFieldErrors<ArticleEditorValues & { image: unknown }>(error.issues, [
          ...FIELDS,
          "image",
        ]);
        setErrors(rest);
        if (imageIssue) setImageError(imageIssue);
      }
      reportError(error, ARTICLES.saveError);
    }
  }

  async function confirmDelete() {
    if (id === undefined) return;
    setDeleting(true);
    try {
      await adminApi.deleteArticle(id);
      clearArticleDraft(browserStorage(), id);
      toast.success(ARTICLES.deleted);
      navigate(paths.articles, { force: true });
    } catch (error) {
      setDeleting(false);
      setConfirmingDelete(false);
      if (isApiError(error, 404)) {
        toast.error(ARTICLES.notFound);
        navigate(paths.articles, { replace: true, force: true });
        return;
      }
      reportError(error, ARTICLES.deleteError);
    }
  }

  const busy = saving || deleting;
  return (
    <div className="space-y-6">
      <Link
        to={paths.articles}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeftIcon />
        Voltar para artigos
      </Link>
      <PageHeader
        title={title}
        description={
          editing && article ? `Slug: ${article.slug}` : "Escreva um novo artigo para o blog. Ele começa como rascunho."
        }
        actions={
          editing && !loading ? (
            <Button variant="destructive" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              <TrashIcon />
              Excluir Artigo
            </Button>
          ) : undefined
        }
      />

      {offer && (
        <section
          aria-label="Rascunho não salvo"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-2 text-sm text-amber-950">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{draftOfferMessage(offer, editing)}</p>
              {draftIsBehindServer(offer, article?.updatedAt ?? null) && (
                <p className="mt-1">O artigo foi salvo depois deste rascunho: restaurar desfaz essas alterações.</p>
              )}
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" size="sm" onClick={discardDraft}>
              Descartar
            </Button>
            <Button size="sm" onClick={restoreDraft}>
              Restaurar
            </Button>
          </div>
        </section>
      )}

      {loading ? (
        <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-16 text-brand-700">
          <Spinner size="lg" showLabel />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Input
              ref={titleInput}
              label="Título do Artigo"
              required
              maxLength={TITLE_MAX}
              value={values.title}
              error={errors.title}
              onChange={(event) => update("title", event.target.value)}
              disabled={busy}
            />
            <Textarea
              ref={excerptInput}
              label="Resumo"
              required
              rows={3}
              maxLength={EXCERPT_MAX}
              hint="Aparece na lista do blog e, sem meta descrição, nos resultados de busca."
              value={values.excerpt}
              error={errors.excerpt}
              onChange={(event) => update("excerpt", event.target.value)}
              disabled={busy}
            />
            <MarkdownEditor value={values.content} onChange={(content) => update("content", content)} error={errors.content} />
            <Input
              label="Meta Título (SEO)"
              maxLength={META_TITLE_MAX}
              hint={`${values.metaTitle.trim().length} caracteres; recomendado: ${META_TITLE_MIN} a ${META_TITLE_ADVISED}. Vazio: usa o título do artigo.`}
              value={values.metaTitle}
              error={errors.metaTitle}
              onChange={(event) => update("metaTitle", event.target.value)}
              disabled={busy}
            />
            <Textarea
              label="Meta Descrição (SEO)"
              rows={3}
              maxLength={META_DESCRIPTION_MAX}
              hint={`${values.metaDescription.trim().length} caracteres; recomendado: ${META_DESCRIPTION_MIN} a ${META_DESCRIPTION_ADVISED}. Vazio: usa o resumo.`}
              value={values.metaDescription}
              error={errors.metaDescription}
              onChange={(event) => update("metaDescription", event.target.value)}
              disabled={busy}
            />
            <TagInput tags={values.tags} onChange={(tags) => update("tags", tags)} disabled={busy} error={errors.tags} />
          </div>

          <div className="min-w-0 space-y-5">
            <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="space-y-1.5">
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  Status: <ArticleStatusBadge status={article?.status ?? "draft"} />
                </p>
                <p className="text-xs text-slate-600">O status é alterado na lista de artigos (Publicar / Despublicar).</p>
              </div>
              <Checkbox
                label="Artigo em destaque"
                hint="Artigos em destaque aparecem primeiro no blog."
                checked={values.isFeatured}
                onChange={(event) => update("isFeatured", event.target.checked)}
                disabled={busy}
              />
              <ImageUpload
                // A fresh field after each save: the chosen file has become the stored image.
                key={article?.updatedAt ?? "new"}
                label="Imagem Destacada"
                kind="article"
                currentUrl={article?.featuredImageUrl ?? null}
                file={image}
                onFileChange={(file) => {
                  setImage(file);
                  setImageError(undefined);
                }}
                onBusyChange={setCheckingImage}
                uploading={saving}
                error={imageError}
                removed={removeImage}
                onRemovedChange={setRemoveImage}
              />
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <ArticleSeoPanel checks={seo.checks} snippet={seo.snippet} />
            </div>
          </div>

          <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
            <Link to={paths.articles} className={buttonClass("secondary")}>
              Cancelar
            </Link>
            <Button type="submit" loading={saving} disabled={checkingImage || deleting}>
              {saving ? "Salvando..." : editing ? "Atualizar" : "Criar"}
            </Button>
          </div>
        </form>
      )}

      <ConfirmDialog
        open={confirmingDelete}
        title="Excluir artigo"
        message={`${ARTICLES.confirmDeleteInEditor} ${TRASH.keptFor}`}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
