import { type SubmitEvent, useRef, useState } from "react";
import { NAME_MAX } from "#src/lib/admin-contracts/limits.ts";
import { CATEGORIES } from "#src/lib/admin-contracts/messages.ts";
import { type CategoryFormValues, categoryFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import { CategoryDeleteDialog } from "../components/CategoryDeleteDialog.tsx";
import { ImageUpload } from "../components/ImageUpload.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { addressChangeNotice, categoryAddressAfterEdit } from "../lib/address-change.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { paths } from "../lib/routes.ts";
import { type FieldErrors, issuesToFieldErrors, validateForm } from "../lib/validation.ts";
import { Link, useDocumentTitle, useNavigate } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { ArrowLeftIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Textarea } from "../ui/Textarea.tsx";
import { useToast } from "../ui/Toast.tsx";

const EMPTY: CategoryFormValues = { name: "", description: "" };

/** /admin/categories/new and /admin/categories/{id} (with 'Excluir' when editing). */
export function CategoryForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useDocumentTitle(editing ? "Editar Categoria" : "Nova Categoria");
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();

  const [values, setValues] = useState<CategoryFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<CategoryFormValues>>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [checkingImage, setCheckingImage] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  // Editing: the category fills the form; without it the form has nothing to edit, so back to the list.
  const { data: category, loading } = useAdminData(id ?? null, adminApi.getCategory, {
    errorMessage: CATEGORIES.loadDataError,
    notFoundMessage: CATEGORIES.notFound,
    onData: (loaded) => setValues({ name: loaded.name, description: loaded.description ?? "" }),
    onError: () => navigate(paths.categories, { replace: true }),
  });
  const address = category ? categoryAddressAfterEdit(category, values.name) : null;
  const addressNotice = address ? addressChangeNotice(address.current, address.next) : undefined;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(categoryFormSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      nameInput.current?.focus();
      return;
    }
    setErrors({});
    setImageError(undefined);
    setSaving(true);
    try {
      const input = { ...result.data, image, removeImage };
      if (id === undefined) await adminApi.createCategory(input);
      else await adminApi.updateCategory(id, input);
      toast.success(editing ? CATEGORIES.updated : CATEGORIES.created);
      navigate(paths.categories);
    } catch (error) {
      setSaving(false);
      if (isApiError(error, 404) && editing) {
        toast.error(CATEGORIES.notFound);
        navigate(paths.categories, { replace: true });
        return;
      }
      if (isApiError(error, 413, 415)) setImageError(error.message);
      if (isApiError(error, 422)) {
        const { image: imageIssue, ...rest } = issuesToFieldErrors<CategoryFormValues & { image: unknown }>(error.issues, [
          "name",
          "description",
          "image",
        ]);
        setErrors(rest);
        if (imageIssue) setImageError(imageIssue);
      }
      reportError(error, CATEGORIES.saveError);
    }
  }

  const title = editing ? "Editar Categoria" : "Nova Categoria";
  return (
    <div className="space-y-6">
      <Link
        to={paths.categories}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeftIcon />
        Voltar para categorias
      </Link>
      <PageHeader
        title={title}
        description={editing && category ? `Slug: ${category.slug}` : "Preencha os dados da nova categoria."}
        actions={
          editing && !loading ? (
            <Button variant="destructive" onClick={() => setConfirmingDelete(true)} disabled={saving}>
              <TrashIcon />
              Excluir Categoria
            </Button>
          ) : undefined
        }
      />

      {loading ? (
        <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-16 text-brand-700">
          <Spinner size="lg" showLabel />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Input
              ref={nameInput}
              label="Nome"
              required
              maxLength={NAME_MAX}
              value={values.name}
              error={errors.name}
              onChange={(event) => {
                setValues({ ...values, name: event.target.value });
                setErrors(({ name: _name, ...rest }) => rest);
              }}
              disabled={saving}
            />
            {addressNotice && (
              <p
                role="status"
                data-address-notice
                className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {addressNotice} Os endereços dos desenhos da categoria também mudam, e os antigos continuam funcionando.
              </p>
            )}
            <Textarea
              label="Descrição"
              rows={6}
              value={values.description}
              error={errors.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
              disabled={saving}
            />
          </div>
          <div className="space-y-5">
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <ImageUpload
                label="Imagem"
                kind="category"
                currentUrl={category?.imageUrl ?? null}
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
            <div className="flex flex-wrap justify-end gap-2">
              <Link to={paths.categories} className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <Button type="submit" loading={saving} disabled={checkingImage}>
                {saving ? "Salvando..." : "Salvar"}
              </Button>
            </div>
          </div>
        </form>
      )}

      <CategoryDeleteDialog
        category={confirmingDelete ? (category ?? null) : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate(paths.categories)}
      />
    </div>
  );
}
