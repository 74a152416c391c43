import { useRef, useState } from "react";
import { TITLE_MAX } from "#src/lib/admin-contracts/limits.ts";
import { DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import { type DifficultyChoice, type DrawingFormValues, drawingFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import { DifficultyDetails, difficultyOptions } from "../components/DifficultyDetails.tsx";
import { AddressNotice, EditForm, FormActions, FormHeader, FormPanel } from "../components/FormParts.tsx";
import { ImageUpload } from "../components/ImageUpload.tsx";
import { ReferencePaintingPanel } from "../components/ReferencePaintingPanel.tsx";
import { TagInput } from "../components/TagInput.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useSaveForm } from "../hooks/useSaveForm.ts";
import { addressChangeNotice, drawingAddressAfterEdit } from "../lib/address-change.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle, useNavigate } from "../router.tsx";
import { Checkbox } from "../ui/Checkbox.tsx";
import { Input } from "../ui/Input.tsx";
import { Select } from "../ui/Select.tsx";
import { Textarea } from "../ui/Textarea.tsx";

const EMPTY: DrawingFormValues = { title: "", categoryId: "", description: "", tags: [], active: true, difficulty: "auto" };
const FIELDS = ["title", "categoryId", "description", "tags", "active", "difficulty"] as const;

async function loadFormData({ drawingId }: { drawingId: string | undefined }, signal: AbortSignal) {
  const [categoryList, drawing, collections] = await Promise.all([
    adminApi.listCategories(signal),
    drawingId === undefined ? null : adminApi.getDrawing(drawingId, signal),
    drawingId === undefined
      ? adminApi.listCollections(signal).then(({ items }) => ({ collections: items, collectionIds: [] }))
      : adminApi.getDrawingCollections(drawingId, signal),
  ]);
  return { categories: categoryList.items, drawing, collections };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** /admin/drawings/new and /admin/drawings/{id}. New drawings start active. */
export function DrawingForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useDocumentTitle(editing ? "Editar Desenho" : "Novo Desenho");
  const navigate = useNavigate();

  const [values, setValues] = useState<DrawingFormValues>(EMPTY);
  // The collections it is in (issue 36): saved with the drawing, in its one request.
  const [collectionIds, setCollectionIds] = useState<string[]>([]);
  const loadedCollectionIds = useRef<string[]>([]);
  const titleInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const form = useSaveForm({
    schema: drawingFormSchema,
    fields: FIELDS,
    editing,
    listPath: paths.drawings,
    messages: { saved: DRAWINGS.saved, notFound: DRAWINGS.notFound, failed: DRAWINGS.saveError },
    save: async (data, image) => {
      // Its collections go with it, in the same request, when they changed.
      const changed = !sameSet(collectionIds, loadedCollectionIds.current);
      const input = { ...data, image: image.file, ...(changed ? { collectionIds } : {}) };
      return id === undefined ? adminApi.createDrawing(input) : adminApi.updateDrawing(id, input);
    },
    focusInvalid: (errors) => (errors.title ? titleInput : categorySelect).current?.focus(),
  });
  const { errors, setErrors, saving, image } = form;

  // The categories for the select and, when editing, the drawing that fills the form. Without the drawing
  // there is nothing to edit, so back to the list; a new drawing's form still opens, its select empty.
  const { data, loading } = useAdminData({ drawingId: id }, loadFormData, {
    errorMessage: DRAWINGS.loadDataError,
    notFoundMessage: DRAWINGS.notFound,
    onData: ({ drawing: loaded, collections }) => {
      loadedCollectionIds.current = collections.collectionIds;
      setCollectionIds(collections.collectionIds);
      if (loaded) {
        setValues({
          title: loaded.title,
          categoryId: loaded.categoryId ?? "",
          description: loaded.description ?? "",
          tags: loaded.tags,
          active: loaded.active,
          difficulty: loaded.difficultyDetails?.override ?? "auto",
        });
      }
    },
    onError: (error) => {
      if (editing || isApiError(error, 404)) navigate(paths.drawings, { replace: true });
    },
  });
  const categories = data?.categories ?? [];
  const drawing = data?.drawing ?? null;
  const address = drawing
    ? drawingAddressAfterEdit(
        { title: drawing.title, slug: drawing.slug, categorySlug: drawing.category?.slug ?? null },
        { title: values.title, categorySlug: categories.find((category) => category.id === values.categoryId)?.slug ?? null },
      )
    : null;
  const addressNotice = address ? addressChangeNotice(address.current, address.next) : undefined;

  function update<K extends keyof DrawingFormValues>(key: K, value: DrawingFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) {
      setErrors((current) => {
        const { [key]: _cleared, ...rest } = current;
        return rest;
      });
    }
  }

  const title = editing ? "Editar Desenho" : "Novo Desenho";
  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }));
  // A drawing whose category is gone still shows what it points at.
  if (values.categoryId && !categories.some((category) => category.id === values.categoryId) && drawing?.category) {
    categoryOptions.push({ value: drawing.category.id, label: drawing.category.name });
  }

  return (
    <div className="space-y-6">
      <FormHeader
        back={{ to: paths.drawings, label: "Voltar para desenhos" }}
        title={title}
        description={editing && drawing ? `Slug: ${drawing.slug}` : "Preencha os dados do novo desenho para colorir."}
      />

      <EditForm
        loading={loading}
        onSubmit={(event) => void form.submit(event, values)}
        fields={
          <>
            <Input
              ref={titleInput}
              label="Título"
              required
              maxLength={TITLE_MAX}
              value={values.title}
              error={errors.title}
              onChange={(event) => update("title", event.target.value)}
              disabled={saving}
            />
            <Select
              ref={categorySelect}
              label="Categoria"
              required
              placeholder="Selecione uma categoria"
              options={categoryOptions}
              value={values.categoryId}
              error={errors.categoryId}
              onChange={(event) => update("categoryId", event.target.value)}
              disabled={saving}
            />
            {addressNotice && <AddressNotice>{addressNotice}</AddressNotice>}
            <Textarea
              label="Descrição"
              rows={6}
              value={values.description}
              error={errors.description}
              onChange={(event) => update("description", event.target.value)}
              disabled={saving}
            />
            <TagInput tags={values.tags} onChange={(tags) => update("tags", tags)} disabled={saving} error={errors.tags} />
          </>
        }
        side={
          <>
            <FormPanel>
              <ImageUpload
                label="Imagem"
                kind="drawing"
                currentUrl={drawing?.imageUrl ?? null}
                uploading={saving}
                {...image.uploadProps}
              />
              <Checkbox
                label="Ativo"
                hint="Desenhos inativos não aparecem no site."
                checked={values.active}
                onChange={(event) => update("active", event.target.checked)}
                disabled={saving}
              />
            </FormPanel>
            <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-difficulty-panel>
              <Select
                label="Nível de dificuldade"
                options={difficultyOptions(drawing?.difficultyDetails ?? null)}
                value={values.difficulty}
                error={errors.difficulty}
                hint="Aparece no desenho e nos filtros do site. Automático: calculado pelas áreas do desenho."
                onChange={(event) => update("difficulty", event.target.value as DifficultyChoice)}
                disabled={saving}
              />
              <DifficultyDetails details={drawing?.difficultyDetails ?? null} dotFigure={drawing?.dotFigure ?? null} />
            </div>
            {id !== undefined && <ReferencePaintingPanel drawingId={id} />}
            {(data?.collections.collections.length ?? 0) > 0 && (
              <fieldset className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-collections-panel>
                {/* Floated so it sits inside the card, not on its border; the list clears it (else the first box floats beside it). */}
                <legend className="float-left mb-3 w-full text-sm font-semibold text-slate-900">Coleções</legend>
                <div className="clear-both space-y-3">
                  {data?.collections.collections.map((collection) => (
                    <Checkbox
                      key={collection.id}
                      label={collection.name}
                      checked={collectionIds.includes(collection.id)}
                      onChange={(event) =>
                        setCollectionIds((current) =>
                          event.target.checked ? [...current, collection.id] : current.filter((item) => item !== collection.id),
                        )
                      }
                      disabled={saving}
                    />
                  ))}
                </div>
              </fieldset>
            )}
            <FormActions cancelTo={paths.drawings} saving={saving} checking={image.checking} />
          </>
        }
      />
    </div>
  );
}
