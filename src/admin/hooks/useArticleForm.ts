import { type SubmitEvent, useMemo, useRef, useState } from "react";
import { rateArticleSeo, searchSnippet } from "#src/admin/lib/article-seo.ts";
import { ARTICLES } from "#src/lib/admin-contracts/messages.ts";
import type { AdminArticle } from "#src/lib/admin-contracts/responses.ts";
import { articleFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import {
  type ArticleDraft,
  type ArticleEditorValues,
  articleEditorValues,
  browserStorage,
  clearArticleDraft,
  draftToOffer,
  EMPTY_ARTICLE_VALUES,
  isArticleFormDirty,
  readArticleDraft,
} from "../lib/article-draft.ts";
import { paths } from "../lib/routes.ts";
import { type FieldErrors, issuesToFieldErrors, validateForm } from "../lib/validation.ts";
import { useNavigate } from "../router.tsx";
import { useToast } from "../ui/Toast.tsx";
import { useAdminData } from "./useAdminData.ts";
import { useArticleAutosave } from "./useArticleAutosave.ts";
import { useErrorReporter } from "./useErrorReporter.ts";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard.ts";

const FIELDS = ["title", "excerpt", "content", "metaTitle", "metaDescription", "tags", "isFeatured"] as const;
export type ArticleErrors = FieldErrors<ArticleEditorValues>;

/**
 * The article editor's form: the article as loaded or saved, the values being
 * edited and what the server has (`baseline`), the featured image chosen or
 * removed, field errors, the local draft offered back, the SEO panel's
 * checks, and saving. While typing, the text is kept in localStorage
 * (useArticleAutosave); leaving with unsaved changes asks first. `deleting`
 * pauses both while the article is being deleted.
 */
export function useArticleForm(id: string | undefined, { deleting }: { deleting: boolean }) {
  const editing = id !== undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();

  const [values, setValues] = useState<ArticleEditorValues>(EMPTY_ARTICLE_VALUES);
  // What the server has (the empty form for a new article): the unsaved-changes check and the autosave compare with it.
  const [baseline, setBaseline] = useState<ArticleEditorValues>(EMPTY_ARTICLE_VALUES);
  const [article, setArticle] = useState<AdminArticle | null>(null);
  const [errors, setErrors] = useState<ArticleErrors>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [checkingImage, setCheckingImage] = useState(false);
  const [saving, setSaving] = useState(false);
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

  function chooseImage(file: File | null) {
    setImage(file);
    setImageError(undefined);
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

  return {
    editing,
    loading,
    article,
    values,
    errors,
    update,
    image,
    imageError,
    chooseImage,
    removeImage,
    setRemoveImage,
    checkingImage,
    setCheckingImage,
    saving,
    offer,
    restoreDraft,
    discardDraft,
    seo,
    submit,
    titleInput,
    excerptInput,
  };
}

export type ArticleForm = ReturnType<typeof useArticleForm>;

/** Deleting the article being edited (into the trash), after a confirmation. */
export function useArticleDeletion(id: string | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (id === undefined) return;
    setDeleting(true);
    try {
      await adminApi.deleteArticle(id);
      clearArticleDraft(browserStorage(), id);
      toast.success(ARTICLES.deleted);
      navigate(paths.articles, { force: true });
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      if (isApiError(error, 404)) {
        toast.error(ARTICLES.notFound);
        navigate(paths.articles, { replace: true, force: true });
        return;
      }
      reportError(error, ARTICLES.deleteError);
    }
  }

  return { confirming, deleting, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm };
}
