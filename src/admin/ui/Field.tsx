import { type ReactNode, useId } from "react";
import { cn } from "./cn.ts";

/**
 * Label, hint and error around one control. Controls get their ids and
 * `aria-describedby` from here, so no field is ever unlabelled.
 */
export type FieldProps = {
  label: ReactNode;
  /** Keep the label for screen readers only (a search box with a visible icon and placeholder). */
  labelHidden?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  id?: string | undefined;
  className?: string | undefined;
};

export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

/** A control's props: the field's around it (label, hint, error...) and the control's own, with `fieldClassName` for the field's box. */
export type WithField<Control> = Omit<Control, "id" | "required"> & Omit<FieldProps, "className"> & { fieldClassName?: string };

type FieldKey = "label" | "labelHidden" | "hint" | "error" | "required" | "id" | "fieldClassName";

/** Splits a control's props into its field's and its own: the one place the controls read their field from. */
export function splitField<P extends Omit<FieldProps, "className"> & { fieldClassName?: string | undefined }>(
  props: P,
): [FieldProps, Omit<P, FieldKey>] {
  const { label, labelHidden, hint, error, required, id, fieldClassName, ...control } = props;
  return [
    { label, labelHidden: labelHidden ?? false, hint, error, required: required ?? false, id, className: fieldClassName },
    control,
  ];
}

export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

export function Field({
  label,
  labelHidden = false,
  hint,
  error,
  required = false,
  id,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={controlId} className={labelHidden ? "sr-only" : "block text-sm font-semibold text-slate-800"}>
        {label}
        {required && !labelHidden && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children(control)}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

const NOTE_CLASSES = { hint: "text-xs text-slate-600", error: "text-sm font-medium text-red-700" };

/** A control's hint or error, named by its aria-describedby; nothing when there is none. */
function FieldNote({ id, tone, children }: { id: string; tone: keyof typeof NOTE_CLASSES; children: ReactNode }) {
  return children ? (
    <p id={id} className={NOTE_CLASSES[tone]}>
      {children}
    </p>
  ) : null;
}

export const FieldHint = (props: { id: string; children: ReactNode }) => <FieldNote tone="hint" {...props} />;
export const FieldError = (props: { id: string; children: ReactNode }) => <FieldNote tone="error" {...props} />;
