import { ARTICLES, TRASH } from "#src/lib/admin-contracts/messages.ts";
import { ArticleFields } from "../components/article-editor/ArticleFields.tsx";
import { ArticleSidebar } from "../components/article-editor/ArticleSidebar.tsx";
import { DraftOffer } from "../components/article-editor/DraftOffer.tsx";
import { FormHeader, FormPending } from "../components/FormParts.tsx";
import { useArticleDeletion, useArticleForm } from "../hooks/useArticleForm.ts";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";

/**
 * /admin/articles/new and /admin/articles/edit/{id}. A new article starts as
 * a draft; its status is only shown here (publish and unpublish are on the
 * list). The form's state and actions are useArticleForm's; this screen
 * lays them out.
 */
export function ArticleEditor({ id }: { id?: string }) {
  const deletion = useArticleDeletion(id);
  const form = useArticleForm(id, { deleting: deletion.deleting });
  const { editing, article, loading, saving, offer } = form;
  const title = editing ? "Editar Artigo" : "Novo Artigo";
  useDocumentTitle(title);
  const busy = saving || deletion.deleting;
  return (
    <div className="space-y-6">
      <FormHeader
        back={{ to: paths.articles, label: "Voltar para artigos" }}
        title={title}
        description={
          editing && article ? `Slug: ${article.slug}` : "Escreva um novo artigo para o blog. Ele começa como rascunho."
        }
        deleteLabel="Excluir Artigo"
        onDelete={editing && !loading ? deletion.ask : undefined}
        disabled={busy}
      />

      {offer && (
        <DraftOffer
          offer={offer}
          editing={editing}
          savedAt={article?.updatedAt ?? null}
          onRestore={form.restoreDraft}
          onDiscard={form.discardDraft}
        />
      )}

      {loading ? (
        <FormPending />
      ) : (
        <form noValidate onSubmit={form.submit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <ArticleFields form={form} disabled={busy} />
          <ArticleSidebar form={form} disabled={busy} />
          <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
            <Link to={paths.articles} className={buttonClass("secondary")}>
              Cancelar
            </Link>
            <Button type="submit" loading={saving} disabled={form.checkingImage || deletion.deleting}>
              {saving ? "Salvando..." : editing ? "Atualizar" : "Criar"}
            </Button>
          </div>
        </form>
      )}

      <ConfirmDialog
        open={deletion.confirming}
        title="Excluir artigo"
        message={`${ARTICLES.confirmDeleteInEditor} ${TRASH.keptFor}`}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        destructive
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
