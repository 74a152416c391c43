import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, splitField, type WithField } from "./Field.tsx";

export type TextareaProps = WithField<ComponentProps<"textarea">>;

export function Textarea(all: TextareaProps) {
  const [field, { className, rows = 4, ...props }] = splitField(all);
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} rows={rows} {...props} className={cn(controlClass, "resize-y leading-relaxed", className)} />
      )}
    </Field>
  );
}
