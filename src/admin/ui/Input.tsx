import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { controlClass, Field, splitField, type WithField } from "./Field.tsx";

export type InputProps = WithField<ComponentProps<"input">> & {
  /** Drawn inside the box on the left (a search icon). */
  icon?: ReactNode;
};

export function Input(all: InputProps) {
  const [field, { className, icon, ...props }] = splitField(all);
  return (
    <Field {...field}>
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
