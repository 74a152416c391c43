import { useRef, useState } from "react";
import { CATEGORIES } from "#src/lib/admin-contracts/messages.ts";
import { type CategoryFormValues, categoryFormSchema } from "#src/lib/admin-contracts/schemas.ts";
import { CategoryDeleteDialog } from "../components/CategoryDeleteDialog.tsx";
import { AddressNotice, EditForm, FormActions, FormHeader, FormPanel } from "../components/FormParts.tsx";
import { ImageUpload } from "../components/ImageUpload.tsx";
import { NameInput } from "../components/NameInput.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useSaveForm } from "../hooks/useSaveForm.ts";
import { addressChangeNotice, categoryAddressAfterEdit } from "../lib/address-change.ts";
import * as adminApi from "../lib/admin-api.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle, useNavigate } from "../router.tsx";
import { Textarea } from "../ui/Textarea.tsx";

const EMPTY: CategoryFormValues = { name: "", description: "" };

/** /admin/categories/new and /admin/categories/{id} (with 'Excluir' when editing). */
export function CategoryForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useDocumentTitle(editing ? "Editar Categoria" : "Nova Categoria");
  const navigate = useNavigate();

  const [values, setValues] = useState<CategoryFormValues>(EMPTY);
  const nameInput = useRef<HTMLInputElement>(null);
  const form = useSaveForm({
    schema: categoryFormSchema,
    fields: ["name", "description"],
    editing,
    listPath: paths.categories,
    messages: {
      saved: editing ? CATEGORIES.updated : CATEGORIES.created,
      notFound: CATEGORIES.notFound,
      failed: CATEGORIES.saveError,
    },
    save: (data, image) => {
      const input = { ...data, image: image.file, removeImage: image.removed };
      return id === undefined ? adminApi.createCategory(input) : adminApi.updateCategory(id, input);
    },
    focusInvalid: () => nameInput.current?.focus(),
  });
  const { errors, setErrors, saving, image } = form;
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // Editing: the category fills the form; without it the form has nothing to edit, so back to the list.
  const { data: category, loading } = useAdminData(id ?? null, adminApi.getCategory, {
    errorMessage: CATEGORIES.loadDataError,
    notFoundMessage: CATEGORIES.notFound,
    onData: (loaded) => setValues({ name: loaded.name, description: loaded.description ?? "" }),
    onError: () => navigate(paths.categories, { replace: true }),
  });
  const address = category ? categoryAddressAfterEdit(category, values.name) : null;
  const addressNotice = address ? addressChangeNotice(address.current, address.next) : undefined;

  const title = editing ? "Editar Categoria" : "Nova Categoria";
  return (
    <div className="space-y-6">
      <FormHeader
        back={{ to: paths.categories, label: "Voltar para categorias" }}
        title={title}
        description={editing && category ? `Slug: ${category.slug}` : "Preencha os dados da nova categoria."}
        deleteLabel="Excluir Categoria"
        onDelete={editing && !loading ? () => setConfirmingDelete(true) : undefined}
        disabled={saving}
      />

      <EditForm
        loading={loading}
        onSubmit={(event) => void form.submit(event, values)}
        fields={
          <>
            <NameInput
              ref={nameInput}
              value={values.name}
              error={errors.name}
              onChange={(name) => {
                setValues({ ...values, name });
                setErrors(({ name: _name, ...rest }) => rest);
              }}
              disabled={saving}
            />
            {addressNotice && (
              <AddressNotice>
                {addressNotice} Os endereços dos desenhos da categoria também mudam, e os antigos continuam funcionando.
              </AddressNotice>
            )}
            <Textarea
              label="Descrição"
              rows={6}
              value={values.description}
              error={errors.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
              disabled={saving}
            />
          </>
        }
        side={
          <>
            <FormPanel>
              <ImageUpload
                label="Imagem"
                kind="category"
                currentUrl={category?.imageUrl ?? null}
                uploading={saving}
                {...image.uploadProps}
                {...image.removalProps}
              />
            </FormPanel>
            <FormActions cancelTo={paths.categories} saving={saving} checking={image.checking} />
          </>
        }
      />

      <CategoryDeleteDialog
        category={confirmingDelete ? (category ?? null) : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate(paths.categories)}
      />
    </div>
  );
}
