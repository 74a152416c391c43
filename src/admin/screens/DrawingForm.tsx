import { type SubmitEvent, useRef, useState } from "react";
import { TITLE_MAX } from "#src/lib/admin-contracts/limits.ts";
import { DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import { type DifficultyChoice, type DrawingFormValues, drawingFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import { DifficultyDetails, difficultyOptions } from "../components/DifficultyDetails.tsx";
import { ImageUpload } from "../components/ImageUpload.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { TagInput } from "../components/TagInput.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { addressChangeNotice, drawingAddressAfterEdit } from "../lib/address-change.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { paths } from "../lib/routes.ts";
import { type FieldErrors, issuesToFieldErrors, validateForm } from "../lib/validation.ts";
import { Link, useDocumentTitle, useNavigate } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Checkbox } from "../ui/Checkbox.tsx";
import { Input } from "../ui/Input.tsx";
import { ArrowLeftIcon } from "../ui/icons.tsx";
import { Select } from "../ui/Select.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Textarea } from "../ui/Textarea.tsx";
import { useToast } from "../ui/Toast.tsx";

const EMPTY: DrawingFormValues = { title: "", categoryId: "", description: "", tags: [], active: true, difficulty: "auto" };
const FIELDS = ["title", "categoryId", "description", "tags", "active", "difficulty"] as const;

async function loadFormData({ drawingId }: { drawingId: string | undefined }, signal: AbortSignal) {
  const [categoryList, drawing] = await Promise.all([
    adminApi.listCategories(signal),
    drawingId === undefined ? null : adminApi.getDrawing(drawingId, signal),
  ]);
  return { categories: categoryList.items, drawing };
}

/** /admin/drawings/new and /admin/drawings/{id}. New drawings start active. */
export function DrawingForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useDocumentTitle(editing ? "Editar Desenho" : "Novo Desenho");
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();

  const [values, setValues] = useState<DrawingFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<DrawingFormValues>>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [image, setImage] = useState<File | null>(null);
  const [checkingImage, setCheckingImage] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);

  // The categories for the select and, when editing, the drawing that fills the form. Without the drawing
  // there is nothing to edit, so back to the list; a new drawing's form still opens, its select empty.
  const { data, loading } = useAdminData({ drawingId: id }, loadFormData, {
    errorMessage: DRAWINGS.loadDataError,
    notFoundMessage: DRAWINGS.notFound,
    onData: ({ drawing: loaded }) => {
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

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(drawingFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.title ? titleInput : categorySelect).current?.focus();
      return;
    }
    setErrors({});
    setImageError(undefined);
    setSaving(true);
    try {
      const input = { ...result.data, image };
      if (id === undefined) await adminApi.createDrawing(input);
      else await adminApi.updateDrawing(id, input);
      toast.success(DRAWINGS.saved);
      navigate(paths.drawings);
    } catch (error) {
      setSaving(false);
      if (isApiError(error, 404) && editing) {
        toast.error(DRAWINGS.notFound);
        navigate(paths.drawings, { replace: true });
        return;
      }
      if (isApiError(error, 413, 415)) setImageError(error.message);
      if (isApiError(error, 422)) {
        const fieldErrors = issuesToFieldErrors<DrawingFormValues & { image: unknown }>(error.issues, [...FIELDS, "image"]);
        const { image: imageIssue, ...rest } = fieldErrors;
        setErrors(rest);
        if (imageIssue) setImageError(imageIssue);
      }
      reportError(error, DRAWINGS.saveError);
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
      <Link
        to={paths.drawings}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeftIcon />
        Voltar para desenhos
      </Link>
      <PageHeader
        title={title}
        description={editing && drawing ? `Slug: ${drawing.slug}` : "Preencha os dados do novo desenho para colorir."}
      />

      {loading ? (
        <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-16 text-brand-700">
          <Spinner size="lg" showLabel />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
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
            {addressNotice && (
              <p
                role="status"
                data-address-notice
                className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {addressNotice}
              </p>
            )}
            <Textarea
              label="Descrição"
              rows={6}
              value={values.description}
              error={errors.description}
              onChange={(event) => update("description", event.target.value)}
              disabled={saving}
            />
            <TagInput tags={values.tags} onChange={(tags) => update("tags", tags)} disabled={saving} error={errors.tags} />
          </div>

          <div className="space-y-5">
            <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <ImageUpload
                label="Imagem"
                kind="drawing"
                currentUrl={drawing?.imageUrl ?? null}
                file={image}
                onFileChange={(file) => {
                  setImage(file);
                  setImageError(undefined);
                }}
                onBusyChange={setCheckingImage}
                uploading={saving}
                error={imageError}
              />
              <Checkbox
                label="Ativo"
                hint="Desenhos inativos não aparecem no site."
                checked={values.active}
                onChange={(event) => update("active", event.target.checked)}
                disabled={saving}
              />
            </div>
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
              <DifficultyDetails details={drawing?.difficultyDetails ?? null} />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={paths.drawings} className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <Button type="submit" loading={saving} disabled={checkingImage}>
                {saving ? "Salvando..." : "Salvar"}
              </Button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
