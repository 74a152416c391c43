import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, type FieldProps } from "./Field.tsx";

export type TextareaProps = Omit<ComponentProps<"textarea">, "id" | "required"> & FieldProps & { fieldClassName?: string };

export function Textarea({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  rows = 4,
  ...props
}: TextareaProps) {
  return (
    <Field
      label={label}
      labelHidden={labelHidden ?? false}
      hint={hint}
      error={error}
      required={required ?? false}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <textarea {...control} rows={rows} {...props} className={cn(controlClass, "resize-y leading-relaxed", className)} />
      )}
    </Field>
  );
}
