import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, type FieldProps } from "./Field.tsx";

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentProps<"select">, "id" | "required" | "children"> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty-valued option ('Selecione uma categoria'). */
    placeholder?: string;
    fieldClassName?: string;
  };

export function Select({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  options,
  placeholder,
  ...props
}: SelectProps) {
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
        <select {...control} {...props} className={cn(controlClass, "pr-8", className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
