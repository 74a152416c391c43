import type { ReactNode, SubmitEvent } from "react";
import { Link } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ArrowLeftIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { PageHeader } from "./PageHeader.tsx";

/** The way back from an edit screen to its list ('Voltar para desenhos'). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeftIcon />
      {children}
    </Link>
  );
}

/**
 * An edit screen's top: the way back to its list, its title and what it
 * edits, and 'Excluir ...' when there is a saved row to delete
 * (`onDelete`).
 */
export function FormHeader({
  back,
  title,
  description,
  deleteLabel,
  onDelete,
  disabled,
}: {
  back: { to: string; label: string };
  title: string;
  description: ReactNode;
  deleteLabel?: string;
  onDelete?: (() => void) | undefined;
  disabled?: boolean;
}) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader
        title={title}
        description={description}
        actions={
          onDelete ? (
            <Button variant="destructive" onClick={onDelete} disabled={disabled}>
              <TrashIcon />
              {deleteLabel}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}

/** 'Cancelar' (back to the list) and 'Salvar', which waits for an image still being checked. */
export function FormActions({ cancelTo, saving, checking }: { cancelTo: string; saving: boolean; checking: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link to={cancelTo} className={buttonClass("secondary")}>
        Cancelar
      </Link>
      <Button type="submit" loading={saving} disabled={checking}>
        {saving ? "Salvando..." : "Salvar"}
      </Button>
    </div>
  );
}

/** An edit screen while its row loads. */
export function FormPending() {
  return (
    <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-16 text-brand-700">
      <Spinner size="lg" showLabel />
    </div>
  );
}

/** A bordered white panel of a form. */
export function FormPanel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`.trim()}>{children}</div>
  );
}

/**
 * An edit screen's form: its fields in the main panel and, beside them on a
 * wide screen, the side column (the image, the settings, the buttons); the
 * spinner while the row it edits loads.
 */
export function EditForm({
  loading,
  onSubmit,
  fields,
  side,
}: {
  loading: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  fields: ReactNode;
  side: ReactNode;
}) {
  if (loading) return <FormPending />;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <FormPanel>{fields}</FormPanel>
      <div className="space-y-5">{side}</div>
    </form>
  );
}

/** What a rename changes: the page's address moves (the old one keeps working). */
export function AddressNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" data-address-notice className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {children}
    </p>
  );
}
