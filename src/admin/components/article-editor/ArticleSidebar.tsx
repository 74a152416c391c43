import type { ArticleForm } from "#src/admin/hooks/useArticleForm.ts";
import { Checkbox } from "#src/admin/ui/Checkbox.tsx";
import { ArticleSeoPanel } from "../ArticleSeoPanel.tsx";
import { ArticleStatusBadge } from "../ArticleStatusBadge.tsx";
import { ImageUpload } from "../ImageUpload.tsx";

/** Beside the text: the status (changed on the list), 'em destaque', the featured image and the SEO checks. */
export function ArticleSidebar({ form, disabled }: { form: ArticleForm; disabled: boolean }) {
  const { article, values, update } = form;
  return (
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
          disabled={disabled}
        />
        <ImageUpload
          // A fresh field after each save: the chosen file has become the stored image.
          key={article?.updatedAt ?? "new"}
          label="Imagem Destacada"
          kind="article"
          currentUrl={article?.featuredImageUrl ?? null}
          file={form.image}
          onFileChange={form.chooseImage}
          onBusyChange={form.setCheckingImage}
          uploading={form.saving}
          error={form.imageError}
          removed={form.removeImage}
          onRemovedChange={form.setRemoveImage}
        />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ArticleSeoPanel checks={form.seo.checks} snippet={form.seo.snippet} />
      </div>
    </div>
  );
}
