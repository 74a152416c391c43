import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, splitField, type WithField } from "./Field.tsx";

export type SelectOption = { value: string; label: string };

export type SelectProps = WithField<Omit<ComponentProps<"select">, "children">> & {
  options: readonly SelectOption[];
  /** A first, empty-valued option ('Selecione uma categoria'). */
  placeholder?: string;
};

export function Select(all: SelectProps) {
  const [field, { className, options, placeholder, ...props }] = splitField(all);
  return (
    <Field {...field}>
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
