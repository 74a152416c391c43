import { MarkdownEditor } from "#src/admin/editor/MarkdownEditor.tsx";
import type { ArticleForm } from "#src/admin/hooks/useArticleForm.ts";
import {
  META_DESCRIPTION_MAX as META_DESCRIPTION_ADVISED,
  META_DESCRIPTION_MIN,
  META_TITLE_MAX as META_TITLE_ADVISED,
  META_TITLE_MIN,
} from "#src/admin/lib/article-seo.ts";
import { Input } from "#src/admin/ui/Input.tsx";
import { Textarea } from "#src/admin/ui/Textarea.tsx";
import { EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, TITLE_MAX } from "#src/lib/admin-contracts/limits.ts";
import { TagInput } from "../TagInput.tsx";

/** The article's text: title, excerpt, content, the SEO texts and the tags. */
export function ArticleFields({ form, disabled }: { form: ArticleForm; disabled: boolean }) {
  const { values, errors, update } = form;
  return (
    <div className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Input
        ref={form.titleInput}
        label="Título do Artigo"
        required
        maxLength={TITLE_MAX}
        value={values.title}
        error={errors.title}
        onChange={(event) => update("title", event.target.value)}
        disabled={disabled}
      />
      <Textarea
        ref={form.excerptInput}
        label="Resumo"
        required
        rows={3}
        maxLength={EXCERPT_MAX}
        hint="Aparece na lista do blog e, sem meta descrição, nos resultados de busca."
        value={values.excerpt}
        error={errors.excerpt}
        onChange={(event) => update("excerpt", event.target.value)}
        disabled={disabled}
      />
      <MarkdownEditor value={values.content} onChange={(content) => update("content", content)} error={errors.content} />
      <Input
        label="Meta Título (SEO)"
        maxLength={META_TITLE_MAX}
        hint={`${values.metaTitle.trim().length} caracteres; recomendado: ${META_TITLE_MIN} a ${META_TITLE_ADVISED}. Vazio: usa o título do artigo.`}
        value={values.metaTitle}
        error={errors.metaTitle}
        onChange={(event) => update("metaTitle", event.target.value)}
        disabled={disabled}
      />
      <Textarea
        label="Meta Descrição (SEO)"
        rows={3}
        maxLength={META_DESCRIPTION_MAX}
        hint={`${values.metaDescription.trim().length} caracteres; recomendado: ${META_DESCRIPTION_MIN} a ${META_DESCRIPTION_ADVISED}. Vazio: usa o resumo.`}
        value={values.metaDescription}
        error={errors.metaDescription}
        onChange={(event) => update("metaDescription", event.target.value)}
        disabled={disabled}
      />
      <TagInput tags={values.tags} onChange={(tags) => update("tags", tags)} disabled={disabled} error={errors.tags} />
    </div>
  );
}
