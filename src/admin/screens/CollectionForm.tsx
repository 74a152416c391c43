import { useRef, useState } from "react";
import { COLLECTION_MAX_ARTICLES, COLLECTION_MAX_DRAWINGS } from "#src/lib/admin-contracts/limits.ts";
import { COLLECTIONS, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { CollectionArticleItem, CollectionDrawingItem } from "#src/lib/admin-contracts/responses.ts";
import { COLLECTION_DESCRIPTION_MAX, type CollectionFormValues, collectionFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import { DEFAULT_DAYS_BEFORE } from "#src/lib/calendar/yearly-date.ts";
import { DateFields } from "../components/collection-form/DateFields.tsx";
import { ArticlePicker, DrawingLine, DrawingPicker } from "../components/collection-form/Pickers.tsx";
import { EditForm, FormActions, FormHeader, FormPanel } from "../components/FormParts.tsx";
import { DeleteDialog } from "../components/ListParts.tsx";
import { NameInput } from "../components/NameInput.tsx";
import { OrderedItems } from "../components/OrderedItems.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useSaveForm } from "../hooks/useSaveForm.ts";
import * as adminApi from "../lib/admin-api.ts";
import { addItem } from "../lib/ordered-list.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle, useNavigate } from "../router.tsx";
import { Select } from "../ui/Select.tsx";
import { Textarea } from "../ui/Textarea.tsx";

/**
 * /admin/collections/new and /admin/collections/{id} (issue 36): the name,
 * the text, the yearly date around which the collection leads the site,
 * and its drawings and articles in order. Drawings are found with the
 * drawings list's own search and category filter; both lists are ordered by
 * drag and drop or with 'Subir'/'Descer'.
 */
type Text = Pick<CollectionFormValues, "name" | "description" | "yearlyDate" | "daysBefore" | "coverDrawingId">;
const EMPTY: Text = { name: "", description: "", yearlyDate: null, daysBefore: DEFAULT_DAYS_BEFORE, coverDrawingId: null };
const FIELDS = ["name", "description", "yearlyDate", "daysBefore", "drawingIds", "articleIds", "coverDrawingId"] as const;

export function CollectionForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  const title = editing ? "Editar Coleção" : "Nova Coleção";
  useDocumentTitle(title);
  const navigate = useNavigate();
  const nameInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<Text>(EMPTY);
  const [drawings, setDrawings] = useState<CollectionDrawingItem[]>([]);
  const [articles, setArticles] = useState<CollectionArticleItem[]>([]);

  const form = useSaveForm({
    schema: collectionFormSchema,
    fields: FIELDS,
    editing,
    listPath: paths.collections,
    messages: {
      saved: editing ? COLLECTIONS.updated : COLLECTIONS.created,
      notFound: COLLECTIONS.notFound,
      failed: COLLECTIONS.saveError,
    },
    save: (data) => (id === undefined ? adminApi.createCollection(data) : adminApi.updateCollection(id, data)),
    focusInvalid: () => nameInput.current?.focus(),
  });
  const { errors, saving } = form;

  const { data: collection, loading } = useAdminData(id ?? null, adminApi.getCollection, {
    errorMessage: COLLECTIONS.loadDataError,
    notFoundMessage: COLLECTIONS.notFound,
    onData: (loaded) => {
      setText({
        name: loaded.name,
        description: loaded.description,
        yearlyDate: loaded.yearlyDate,
        daysBefore: loaded.daysBefore,
        coverDrawingId: loaded.coverDrawingId,
      });
      setDrawings(loaded.drawings);
      setArticles(loaded.articles);
    },
    onError: () => navigate(paths.collections, { replace: true }),
  });
  const deletion = useConfirmedDelete<{ id: string; name: string }>({
    remove: (item) => adminApi.deleteCollection(item.id),
    messages: { done: COLLECTIONS.deleted, notFound: COLLECTIONS.notFound, failed: COLLECTIONS.deleteError },
    reload: () => navigate(paths.collections),
  });

  // A cover whose drawing was taken out of the list goes back to the first drawing's.
  const cover =
    text.coverDrawingId && drawings.some((drawing) => drawing.id === text.coverDrawingId) ? text.coverDrawingId : null;
  const values: CollectionFormValues = {
    ...text,
    coverDrawingId: cover,
    drawingIds: drawings.map((drawing) => drawing.id),
    articleIds: articles.map((article) => article.id),
  };
  return (
    <div className="space-y-6">
      <FormHeader
        back={{ to: paths.collections, label: "Voltar para coleções" }}
        title={title}
        description={editing && collection ? `Slug: ${collection.slug}` : "Reúna desenhos de qualquer categoria e artigos."}
        deleteLabel="Excluir Coleção"
        onDelete={editing && collection ? () => deletion.ask(collection) : undefined}
        disabled={saving}
      />
      <EditForm
        loading={loading}
        onSubmit={(event) => void form.submit(event, values)}
        fields={
          <>
            <NameInput
              ref={nameInput}
              value={text.name}
              error={errors.name}
              onChange={(name) => setText({ ...text, name })}
              disabled={saving}
            />
            <Textarea
              label="Descrição"
              rows={4}
              maxLength={COLLECTION_DESCRIPTION_MAX}
              value={text.description}
              error={errors.description}
              onChange={(event) => setText({ ...text, description: event.target.value })}
              disabled={saving}
            />
            <section aria-labelledby="colecao-desenhos" className="space-y-3">
              <h2 id="colecao-desenhos" className="text-sm font-semibold text-slate-900">
                Desenhos ({drawings.length})
              </h2>
              <OrderedItems
                label="Desenhos da coleção"
                items={drawings}
                onChange={setDrawings}
                empty="Nenhum desenho ainda. Busque abaixo e adicione."
                disabled={saving}
                render={(drawing) => <DrawingLine drawing={drawing} />}
              />
              {errors.drawingIds && <p className="text-sm text-red-700">{errors.drawingIds}</p>}
              <DrawingPicker
                chosen={drawings}
                disabled={saving || drawings.length >= COLLECTION_MAX_DRAWINGS}
                onAdd={(drawing) => setDrawings((current) => addItem(current, drawing, COLLECTION_MAX_DRAWINGS))}
              />
            </section>
            <section aria-labelledby="colecao-artigos" className="space-y-3">
              <h2 id="colecao-artigos" className="text-sm font-semibold text-slate-900">
                Artigos ({articles.length})
              </h2>
              <OrderedItems
                label="Artigos da coleção"
                items={articles}
                onChange={setArticles}
                empty="Nenhum artigo. Artigos publicados aparecem na página da coleção."
                disabled={saving}
                render={(article) => (
                  <p className="truncate font-medium text-slate-900">
                    {article.title}
                    {article.published ? "" : " (não publicado)"}
                  </p>
                )}
              />
              <ArticlePicker
                chosen={articles}
                disabled={saving || articles.length >= COLLECTION_MAX_ARTICLES}
                onAdd={(article) => setArticles((current) => addItem(current, article, COLLECTION_MAX_ARTICLES))}
              />
            </section>
          </>
        }
        side={
          <>
            <FormPanel>
              <Select
                label="Capa"
                hint="A imagem da coleção nos cartões e ao compartilhar: a de um dos seus desenhos."
                options={[
                  { value: "", label: "Primeiro desenho da lista" },
                  ...drawings.flatMap((drawing) => (drawing.imageUrl ? [{ value: drawing.id, label: drawing.title }] : [])),
                ]}
                value={cover ?? ""}
                error={errors.coverDrawingId}
                onChange={(event) => setText({ ...text, coverDrawingId: event.target.value || null })}
                disabled={saving}
              />
            </FormPanel>
            <FormPanel>
              <DateFields
                rule={text.yearlyDate}
                daysBefore={text.daysBefore}
                error={errors.yearlyDate ?? errors.daysBefore}
                disabled={saving}
                onChange={(yearlyDate, daysBefore) => setText({ ...text, yearlyDate, daysBefore })}
              />
            </FormPanel>
            <FormActions cancelTo={paths.collections} saving={saving} checking={false} />
          </>
        }
      />
      <DeleteDialog
        deletion={deletion}
        title="Excluir coleção"
        message={(item) => `${COLLECTIONS.confirmDelete(item.name)} ${TRASH.keptFor}`}
      />
    </div>
  );
}
