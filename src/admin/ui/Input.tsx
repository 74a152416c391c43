import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, type FieldProps } from "./Field.tsx";

export type InputProps = Omit<ComponentProps<"input">, "id" | "required"> &
  FieldProps & {
    /** Drawn inside the box on the left (a search icon). */
    icon?: ReactNode;
    fieldClassName?: string;
  };

export function Input({ label, labelHidden, hint, error, required, id, className, fieldClassName, icon, ...props }: InputProps) {
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
      {(control) =>
        icon ? (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">{icon}</span>
            <input {...control} {...props} className={cn(controlClass, "pl-9", className)} />
          </div>
        ) : (
          <input {...control} {...props} className={cn(controlClass, className)} />
        )
      }
    </Field>
  );
}
